#!/usr/bin/env node
// @ts-check
// TypeScript in watch mode for `npm run dev`, one watch for every project it is given, printing
// only what needs attention: a project's errors when a check finds them (again only when they
// change), one line when they are gone, nothing on a clean check. Started by `npm run dev` (an IPC
// channel), it also tells it when each project's first check is done and with how many errors, so
// `npm run dev` can say once that every app has been checked.
//
//   node scripts/ts-watch.mjs [--emit] <tsconfig.json>…
//
// Without --emit it checks and writes no JavaScript: the front-end apps' type checker, which their
// build is not (Rspack's SWC strips the types without checking them). `npm run dev` runs one per
// app, so an app's check never waits for another's. With --emit it writes what
// `tsc -p <project> --incremental` writes (shared/dist, api/dist).
//
// What it keeps between runs: each check's state (TypeScript's incremental .tsbuildinfo: every
// file's hash, its errors), so a start checks again only what changed since the last run. With
// --emit it is the project's own (its tsBuildInfoFile, the one `tsc -b` writes: the two agree on
// what is emitted); without, `.tsbuild/dev.tsbuildinfo` beside the tsconfig.json, not the
// `.tsbuild/tsconfig.tsbuildinfo` of `npm run lint`'s `tsc -b`, which trusts its file by its time
// and so must not find one written by a check that an edit overtook. Measured on this 2-core
// machine with other work on it: the four apps' first check 52 s from nothing, 10 s from the kept
// state (reading the files is then all the work; remote-admin's antd types most of it).
//
// Why our own watcher: TypeScript's watch API (createWatchCompilerHost, createWatchProgram) hands
// over each check's diagnostics as objects, so what is printed is decided from them and from their
// category, never from a tool's wording; tsc's own status lines ('Starting compilation…', 'Found 0
// errors…') are never printed.
// When TypeScript changes: these are its documented watch and builder APIs;
// rspack/type-check.test.js runs this script on a small project with and without an error.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import ts from 'typescript';

/**
 * @param {readonly ts.Diagnostic[]} diagnostics
 * @param {boolean} color
 */
function format(diagnostics, color) {
  const text = ts.formatDiagnosticsWithColorAndContext(diagnostics, {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  });
  return color ? text : stripVTControlCharacters(text);
}

/**
 * A check's diagnostics in tsc's order: a stage's are looked at only when the one before found none.
 * Then its emit: the JavaScript and declarations with --emit; in every case the kept state.
 * @param {ts.EmitAndSemanticDiagnosticsBuilderProgram} program
 */
function diagnosticsOf(program) {
  const stages = [
    () => [...program.getConfigFileParsingDiagnostics(), ...program.getSyntacticDiagnostics()],
    () => [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()],
    () => program.getSemanticDiagnostics(),
  ];
  /** @type {ts.Diagnostic[]} */
  const found = [];
  for (const stage of stages) {
    found.push(...stage());
    if (found.length) break;
  }
  found.push(...program.emit().diagnostics);
  return found;
}

/**
 * What a project's watch is given beyond its tsconfig.json: incremental, its state kept (in
 * `.tsbuild/dev.tsbuildinfo` when it only checks), and no JavaScript unless `emit`.
 * @param {string} configPath
 * @param {boolean} emit
 * @returns {ts.CompilerOptions}
 */
function watchOptions(configPath, emit) {
  if (emit) return { incremental: true };
  return {
    incremental: true,
    noEmit: true,
    tsBuildInfoFile: path.join(path.dirname(configPath), '.tsbuild', 'dev.tsbuildinfo'),
  };
}

/**
 * Watches each project (its tsconfig.json) and prints what needs attention; `checked` is called
 * once per project, when its first check is done, with its name and its number of errors.
 * @param {string[]} configs
 * @param {{ emit?: boolean, color?: boolean, print?: (text: string) => void,
 *   checked?: (project: { name: string, errors: number }) => void }} [options]
 * @returns {{ close(): void }}
 */
export function watchProjects(
  configs,
  { emit = false, color = false, print = (text) => console.log(text), checked = () => {} } = {},
) {
  const watches = configs.map((config) => {
    const configPath = path.resolve(config);
    const name = path.relative(process.cwd(), path.dirname(configPath)) || path.basename(configPath);
    /** The errors last printed ('' when there are none). */
    let shown = '';
    let first = true;
    const host = ts.createWatchCompilerHost(
      configPath,
      watchOptions(configPath, emit),
      ts.sys,
      ts.createEmitAndSemanticDiagnosticsBuilderProgram,
      // The config's own errors (a missing file, a wrong option), as they are found.
      (diagnostic) => print(format([diagnostic], color).trimEnd()),
      // Watch status (a check starts, its count): what matters is in each check's diagnostics.
      () => {},
    );
    host.afterProgramCreate = (program) => {
      const diagnostics = diagnosticsOf(program);
      const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
      if (!diagnostics.length) {
        if (shown) print(`✓ ${name}: sin errores de tipos`);
        shown = '';
      } else {
        const text = format(diagnostics, color).trimEnd();
        if (text !== shown) print(`${text}\n\n✗ ${name}: ${errors} ${errors === 1 ? 'error' : 'errores'} de tipos`);
        shown = text;
      }
      if (first) checked({ name, errors });
      first = false;
    };
    return ts.createWatchProgram(host);
  });
  return { close: () => watches.forEach((watch) => watch.close()) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const configs = args.filter((arg) => !arg.startsWith('--'));
  if (!configs.length) {
    console.error('usage: node scripts/ts-watch.mjs [--emit] <tsconfig.json>…');
    process.exit(2);
  }
  const force = process.env.FORCE_COLOR;
  watchProjects(configs, {
    emit: args.includes('--emit'),
    color: force ? force !== '0' : Boolean(process.stdout.isTTY),
    // To `npm run dev`, which says when every app has been checked.
    checked: (project) => process.send?.({ checked: project }),
  });
  // Started by `npm run dev` with an IPC channel: it ends with the process that started it.
  process.on('disconnect', () => process.exit(0));
}
