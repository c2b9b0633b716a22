// @ts-check
// Builds each app whose inputs changed since its last build: the hash of every file its build reads
// (its workspace, the shared package, the root build settings and the lockfile) is kept beside the
// output and compared. Used by `npm start`, the browser tests, the benches and `npm run backup`;
// `npm run build` rebuilds the front end unconditionally and prints all of it.
//
// What it prints: one line per app as it is built, its name and time (nothing with `quiet`, for the
// benches), and one line before, saying what is built and where its log is. Each build's whole
// output (npm's lines, Rspack's, its warnings) goes to `.tmp/build/<workspace>.log` instead, which is
// printed when the build fails. On a fresh clone `npm start` builds all five, about a minute here.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The package's source (`require` picks it; Node strips its types): it is read before anything is built.
const { REMOTE_NAMES, SITE_APPS } = createRequire(import.meta.url)('@pasteleria/shared/federation');

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What every build reads besides its own workspace. */
const COMMON_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'shared'];
const FRONT_END_INPUTS = ['rspack.shared.js', 'rspack', 'federation-shared.js'];

/**
 * Each app: the workspace, the file its build produces, and what its build reads.
 * @typedef {{ workspace: string, output: string, inputs: string[] }} App
 * @type {App[]}
 */
const APPS = [
  // tsc -b builds shared/dist (shared/tsconfig.lib.json) first.
  // …then the drawn pages' loader, from shared/'s source (rspack/after-paint-loader.js).
  {
    workspace: 'api',
    output: 'api/dist/src/main.js',
    inputs: ['api', ...COMMON_INPUTS, 'rspack/after-paint-loader.js', 'rspack/browsers.js'],
  },
  // The remotes, then the host.
  ...[...REMOTE_NAMES, 'host'].map((name) => {
    const w = SITE_APPS[name].package;
    return {
      workspace: w,
      output: `${w}/dist/${name === 'host' ? 'index.html' : 'mf-manifest.json'}`,
      inputs: [w, ...COMMON_INPUTS, ...FRONT_END_INPUTS],
    };
  }),
];

/** Folders no build reads: outputs, installs, caches. */
const SKIPPED = new Set(['dist', 'node_modules', 'coverage', 'data', 'test-results', 'playwright-report']);

/** Every file under `path` (a file or a folder), skipping outputs and dot folders. */
function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && (SKIPPED.has(entry.name) || entry.name.startsWith('.'))) continue;
    yield* files(join(path, entry.name));
  }
}

/** sha256 over the names and contents of every input file of `app` in the repository at `repo`. */
function inputsHash(/** @type {App} */ app, /** @type {string} */ repo) {
  const hash = createHash('sha256');
  for (const input of app.inputs) {
    for (const file of files(join(repo, input)))
      hash
        .update(`${relative(repo, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of the inputs of the last build is kept (inside the output folder, so a clean removes it). */
const hashFile = (/** @type {App} */ app, /** @type {string} */ repo) =>
  join(repo, dirname(app.output), '.inputs-hash');

/** Seconds since `start` (Date.now()), as printed. */
const secondsSince = (/** @type {number} */ start) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

/**
 * Builds every app that is missing or out of date, or only the workspaces named in `only`; throws
 * when a build fails, after printing its log. `repo` and `apps`: this repository's by default (a
 * test gives its own).
 * @param {{ quiet?: boolean, only?: string[], repo?: string, apps?: App[] }} [options]
 */
export function ensureBuilt({ quiet = false, only = [], repo = root, apps = APPS } = {}) {
  const stale = apps
    .filter((app) => only.length === 0 || only.includes(app.workspace))
    .map((app) => ({ app, hash: inputsHash(app, repo) }))
    .filter(
      ({ app, hash }) =>
        !existsSync(join(repo, app.output)) ||
        !existsSync(hashFile(app, repo)) ||
        readFileSync(hashFile(app, repo), 'utf8') !== hash,
    );
  if (!stale.length) return;
  const say = quiet ? () => {} : (/** @type {string} */ line) => console.log(line);
  const logs = join(repo, '.tmp', 'build');
  const width = Math.max(...stale.map(({ app }) => app.workspace.length));
  say(
    `» Compilando ${stale.map(({ app }) => app.workspace).join(', ')} (registro en ${relative(process.cwd(), logs)}/)`,
  );
  mkdirSync(logs, { recursive: true });
  for (const { app, hash } of stale) {
    const started = Date.now();
    const log = join(logs, `${app.workspace}.log`);
    // Both streams into the file, in the order they were written, without colours: a file to read.
    const out = openSync(log, 'w');
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: repo,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    if (result.error) writeSync(out, `${result.error}\n`);
    closeSync(out);
    if (result.status !== 0) {
      process.stderr.write(`${readFileSync(log, 'utf8')}\n`);
      console.error(
        `✗ ${app.workspace.padEnd(width)}  falló tras ${secondsSince(started)} (su registro, arriba: ${log})`,
      );
      throw new Error(`La compilación de ${app.workspace} falló (código ${result.status}).`);
    }
    writeFileSync(hashFile(app, repo), hash);
    say(`✓ ${app.workspace.padEnd(width)}  ${secondsSince(started)}`);
  }
}

/**
 * ensureBuilt for a command: a failed build (its log already printed) ends the process with its message.
 * @param {Parameters<typeof ensureBuilt>[0]} [options]
 */
export function ensureBuiltOrExit(options) {
  try {
    ensureBuilt(options);
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

// `node scripts/ensure-built.mjs [workspace…]`: every app, or the ones named.
if (import.meta.url === `file://${process.argv[1]}`) ensureBuiltOrExit({ only: process.argv.slice(2) });
