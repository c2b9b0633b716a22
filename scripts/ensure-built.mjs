// @ts-check
// Builds each app whose inputs changed since its last build: the hash of every file its build reads
// (its workspace, the shared package, the root build settings and the lockfile) is kept beside the
// output and compared. Used by `npm start` and by the browser tests; `npm run build` rebuilds the
// front end unconditionally.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The package's source (`require` picks it; Node strips its types): it is read before anything is built.
const { REMOTE_NAMES, SITE_APPS } = createRequire(import.meta.url)('@pasteleria/shared/federation');

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What every build reads besides its own workspace. */
const COMMON_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'shared'];
const FRONT_END_INPUTS = ['rspack.shared.js', 'rspack', 'federation-shared.js'];

/** Each app: the workspace, the file its build produces, and what its build reads. */
const apps = [
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

/** sha256 over the names and contents of every input file. */
function inputsHash(app) {
  const hash = createHash('sha256');
  for (const input of app.inputs) {
    for (const file of files(join(root, input)))
      hash
        .update(`${relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
  }
  return hash.digest('hex');
}

/** Where the hash of the inputs of the last build is kept (inside the output folder, so a clean removes it). */
const hashFile = (app) => join(root, dirname(app.output), '.inputs-hash');

/** Builds every app, or only the workspaces named in `only`. */
export function ensureBuilt({ quiet = false, only = /** @type {string[]} */ ([]) } = {}) {
  for (const app of apps.filter((a) => only.length === 0 || only.includes(a.workspace))) {
    const hash = inputsHash(app);
    const built =
      existsSync(join(root, app.output)) && existsSync(hashFile(app)) && readFileSync(hashFile(app), 'utf8') === hash;
    if (built) continue;
    if (!quiet) console.log(`» Compilando ${app.workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
      throw new Error(`La compilación de ${app.workspace} falló (código ${result.status}).`);
    }
    writeFileSync(hashFile(app), hash);
  }
}

// `node scripts/ensure-built.mjs [workspace…]`: every app, or the ones named.
if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt({ only: process.argv.slice(2) });
