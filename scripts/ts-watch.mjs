#!/usr/bin/env node
// @ts-check
// TypeScript in watch mode for `npm run dev`, one process for every project it is given, printing
// only what needs attention: a project's errors when a check finds them (again only when they
// change), one line when they are gone, nothing on a clean check.
//
//   node scripts/ts-watch.mjs [--emit] <tsconfig.json>…
//
// Without --emit it checks and writes nothing (no JavaScript, no .tsbuildinfo: `npm run lint`'s
// `tsc -b` keeps its own): the front-end apps' type checker, which their build is not (Rspack's SWC
// strips the types without checking them). `npm run dev` starts it at a lower priority than the dev
// servers, so a rebuild and its hot update never wait for a check. With --emit it writes what
// `tsc -p <project> --incremental` writes (shared/dist, api/dist).
//
// Why our own watcher: TypeScript's watch API (createWatchCompilerHost, createWatchProgram) hands
// over each check's diagnostics as objects, so what is printed is decided from them and from their
// category, never from a tool's wording; tsc's own status lines ('Starting compilation…', 'Found 0
// errors…') are never printed. Measured when added: the four apps' first check about 20 s of one
// core and 1.1 GB in one process, where ts-checker-rspack-plugin took four processes and their
// workers, one per dev server.
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
 * @param {ts.EmitAndSemanticDiagnosticsBuilderProgram} program
 * @param {boolean} emit
 */
function diagnosticsOf(program, emit) {
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
  if (emit) found.push(...program.emit().diagnostics);
  return found;
}

/**
 * Watches each project (its tsconfig.json) and prints what needs attention.
 * @param {string[]} configs
 * @param {{ emit?: boolean, color?: boolean, print?: (text: string) => void }} [options]
 * @returns {{ close(): void }}
 */
export function watchProjects(configs, { emit = false, color = false, print = (text) => console.log(text) } = {}) {
  const watches = configs.map((config) => {
    const configPath = path.resolve(config);
    const name = path.relative(process.cwd(), path.dirname(configPath)) || path.basename(configPath);
    /** The errors last printed ('' when there are none). */
    let shown = '';
    const host = ts.createWatchCompilerHost(
      configPath,
      emit ? { incremental: true } : {},
      ts.sys,
      ts.createEmitAndSemanticDiagnosticsBuilderProgram,
      // The config's own errors (a missing file, a wrong option), as they are found.
      (diagnostic) => print(format([diagnostic], color).trimEnd()),
      // Watch status (a check starts, its count): what matters is in each check's diagnostics.
      () => {},
    );
    host.afterProgramCreate = (program) => {
      const diagnostics = diagnosticsOf(program, emit);
      const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
      if (!diagnostics.length) {
        if (shown) print(`✓ ${name}: sin errores de tipos`);
        shown = '';
        return;
      }
      const text = format(diagnostics, color).trimEnd();
      if (text === shown) return;
      shown = text;
      print(`${text}\n\n✗ ${name}: ${errors} ${errors === 1 ? 'error' : 'errores'} de tipos`);
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
  });
  // Started by `npm run dev` with an IPC channel: it ends with the process that started it.
  process.on('disconnect', () => process.exit(0));
}
