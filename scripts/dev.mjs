#!/usr/bin/env node
// `npm run dev`: every app with hot reload, each on its own port, plus the API.
//
//   api            tsc -b --watch (shared, then api/dist), and node --watch api/dist/src/main.js   :8080
//   host           rspack serve   http://localhost:3000   (open this one: the whole site)
//   remote-public  rspack serve   http://localhost:3001   (also works alone: / and /categorias)
//   remote-blog    rspack serve   http://localhost:3002   (alone: /blog)
//   remote-admin   rspack serve   http://localhost:3003   (alone: /login, /admin)
//
// The host dev server answers /config.json itself (host/dev-config.js), pointing each remote at
// its dev server's mf-manifest.json; /api and /img are proxied to the API on :8080. Each remote
// dev server sends CORS headers and proxies /api, /img and /config.json to the API too.
// Output lines are prefixed with the app's name. Ctrl+C stops everything.
//
//   --only host,remote-blog   start only some of them (e.g. without the API when it runs elsewhere)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
const RSPACK = bin('@rspack/cli', 'bin/rspack.js');
const TSC = bin('typescript', 'bin/tsc');
const API_MAIN = path.join(ROOT, 'api', 'dist', 'src', 'main.js');

const COLORS = [36, 35, 33, 32, 34, 31];
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? new Set(process.argv[i + 1].split(',')) : null;
})();

const APPS = [
  { name: 'api:tsc', cmd: [TSC, '-b', 'api', '--watch', '--preserveWatchOutput'], cwd: ROOT, group: 'api' },
  { name: 'api', cmd: ['--watch', API_MAIN], cwd: ROOT, group: 'api', waitFor: API_MAIN, env: { NODE_ENV: 'development' } },
  { name: 'host', cmd: [RSPACK, 'serve'], cwd: path.join(ROOT, 'host') },
  { name: 'remote-public', cmd: [RSPACK, 'serve'], cwd: path.join(ROOT, 'remote-public') },
  { name: 'remote-blog', cmd: [RSPACK, 'serve'], cwd: path.join(ROOT, 'remote-blog') },
  { name: 'remote-admin', cmd: [RSPACK, 'serve'], cwd: path.join(ROOT, 'remote-admin') },
].filter((app) => !only || only.has(app.name) || only.has(app.group));

const width = Math.max(...APPS.map((a) => a.name.length));
const children = new Set();
let stopping = false;

function prefixed(app, index, stream, out) {
  const label = `\x1b[${COLORS[index % COLORS.length]}m${app.name.padEnd(width)} │\x1b[0m `;
  readline.createInterface({ input: stream }).on('line', (line) => out.write(label + line + '\n'));
}

/** Resolves once `file` exists (the API's first tsc output), polling its folder. */
function waitForFile(file) {
  if (existsSync(file)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (existsSync(file)) {
        clearInterval(timer);
        // give tsc a moment to finish writing the rest of the files
        setTimeout(resolve, 500);
      }
    }, 300);
  });
}

async function start(app, index) {
  if (app.waitFor) await waitForFile(app.waitFor);
  if (stopping) return;
  const child = spawn(node, app.cmd, {
    cwd: app.cwd,
    env: { ...process.env, FORCE_COLOR: '1', ...app.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  prefixed(app, index, child.stdout, process.stdout);
  prefixed(app, index, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(`${app.name} terminó (${signal ?? code}); se detiene todo.\n`);
      stop(code || 1);
    }
  });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 3000).unref();
  if (children.size === 0) process.exit(code);
  else Promise.all([...children].map((c) => new Promise((r) => c.on('exit', r)))).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('Sitio completo: http://localhost:3000   (API :8080, remotos :3001 :3002 :3003)\n');
APPS.forEach((app, i) => void start(app, i));
