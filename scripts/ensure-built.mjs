// @ts-check
// Builds each app whose build output is missing or older than its sources.
// Used by `npm start` and by the browser tests; `npm run build` rebuilds everything unconditionally.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each app: the workspace, the file its build produces, and what its build reads. */
export const apps = [
  {
    workspace: 'api',
    output: 'api/dist/src/main.js',
    // tsc -b builds shared/dist (shared/tsconfig.lib.json) first.
    inputs: ['api/src', 'api/tsconfig.json', 'api/package.json', 'shared/src', 'shared/tsconfig.lib.json', 'shared/package.json'],
  },
  ...['remote-public', 'remote-blog', 'remote-admin', 'host'].map((w) => ({
    workspace: w,
    output: `${w}/dist/${w === 'host' ? 'index.html' : 'mf-manifest.json'}`,
    inputs: [`${w}/src`, `${w}/rspack.config.js`, `${w}/package.json`, 'rspack.shared.js', 'rspack-stubs', 'federation-shared.js', 'shared/src'],
  })),
];

/** Newest modification time under a file or folder (0 when absent). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isStale(app) {
  const output = join(root, app.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return app.inputs.some((input) => newestMtime(join(root, input)) > built);
}

export function ensureBuilt({ quiet = false } = {}) {
  for (const app of apps) {
    if (!isStale(app)) continue;
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
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
