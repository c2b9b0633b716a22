#!/usr/bin/env node
// `npm run dev`: every app with Fast Refresh and a type checker, each on its own port, plus the API.
//
//   shared         tsc -b --watch shared/ (its declarations for the type checkers, its JavaScript for the API)
//   api            tsc --watch api/, and node --watch api/dist/src/main.js   :8080 (PORT)
//   host           rspack serve   http://localhost:3000   (open this one: the whole site)
//   remote-public  rspack serve   http://localhost:3001   (also works alone: / and /categorias)
//   remote-blog    rspack serve   http://localhost:3002   (alone: /blog)
//   remote-admin   rspack serve   http://localhost:3003   (alone: /login, /admin)
//
// The front-end apps and their ports are those of SITE_APPS (@pasteleria/shared/federation).
// DEV_PORT moves them together (host on it, the remotes on the next three) and PORT the API, so
// several runs can share a machine. The host dev server answers /config.json itself
// (host/dev-config.js), pointing each remote at its dev server's mf-manifest.json; /api and /img are
// proxied to the API. Each remote dev server sends CORS headers and proxies /api, /img and
// /config.json to the API too (rspack/dev-server.js). While the API starts, the screens' GETs are
// answered 504 and retried by the API client (@pasteleria/shared), as after a brief outage.
//
// It prints one line per app when it answers, with its URL, then the site's address once the host
// and the API both answer; after that only what needs attention (errors, warnings, type errors):
// the tools' routine lines are dropped (NOISE below). Ctrl+C stops everything; so does any app that
// stops.
//
//   --only remote-blog,api   start only some of them (e.g. without the API when it runs elsewhere)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The package's source (`require` picks it; Node strips its types), so it is read before any build.
const { REMOTE_NAMES, SITE_APPS, SITE_PAGES } = require('@pasteleria/shared/federation');
const { devPorts } = require('../rspack/dev-server.js');
const { remoteTypesDir } = require('../rspack/exposed-types.js');
const API_MAIN = path.join('api', 'dist', 'src', 'main.js');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? new Set(process.argv[i + 1].split(',')) : null;
})();

const ports = devPorts();
const apiPort = Number(process.env.PORT || 8080);
const apiUrl = process.env.API_URL || `http://localhost:${apiPort}`;
/** A front-end app's dev server, announced at its first page (a remote's own, the host's '/'). */
const web = ([name, app]) => ({
  name: app.package,
  command: `${bin('rspack')} serve`,
  cwd: app.package,
  url: `http://localhost:${ports[name]}${SITE_PAGES.find((page) => page.remote === name)?.path ?? '/'}`,
});

const APPS = [
  // The API's first build finishes before its watchers start (below), so node has a main.js to run
  // and the watchers, finding it up to date, write nothing until a source changes. Two watchers, not
  // `tsc -b api --watch`: that one touches every file of api/dist when any file of shared/ changes,
  // and node --watch restarts the API. Here an edit of shared/ rewrites only its own output, which
  // restarts the API only when the API loads that file (or when its types change what api/ emits).
  // shared/dist: the declarations the apps' type checkers read, and the API's JavaScript.
  { name: 'shared', command: `${bin('tsc')} -b shared/tsconfig.lib.json --watch --preserveWatchOutput` },
  { name: 'api:tsc', group: 'api', command: `${bin('tsc')} -p api --watch --incremental --preserveWatchOutput` },
  {
    name: 'api',
    group: 'api',
    command: `node --watch ${API_MAIN}`,
    // Its request log would bury what needs attention; LOG_LEVEL=info brings it back.
    env: { NODE_ENV: 'development', PORT: String(apiPort), LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    url: `http://localhost:${apiPort}/api/v1`,
    ready: `http://localhost:${apiPort}/api/v1/health`,
  },
  ...Object.entries(SITE_APPS).map(web),
].filter((app) => app.name === 'shared' || !only || only.has(app.name) || (app.group && only.has(app.group)));

if (APPS.length === 1) {
  console.error(
    `--only: none of ${[...only].join(', ')} is an app (${['api', ...Object.values(SITE_APPS).map((app) => app.package)].join(', ')})`,
  );
  process.exit(2);
}

{
  // Incremental: a clone whose API (or shared/) is built and unchanged starts at once, and a running
  // `npm start` keeps the files it has not loaded yet.
  const api = APPS.some((app) => app.group === 'api');
  if (api) console.log('» Compilando la API…');
  const build = spawnSync(bin('tsc'), ['-b', api ? 'api' : 'shared/tsconfig.lib.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (APPS.some((app) => app.name === 'host')) {
  // The host's type checker reads the remotes' published types (rspack/exposed-types.js). Their dev
  // servers write them after each build, but on a fresh clone the checker's first check would come
  // first and report the remotes as missing: the missing ones are written before anything starts.
  const missing = REMOTE_NAMES.filter((name) => !existsSync(path.join(remoteTypesDir(name), 'index.d.ts'))).map(
    (name) => SITE_APPS[name].package,
  );
  if (missing.length) {
    console.log(`» Escribiendo los tipos de ${missing.join(', ')}…`);
    const types = spawnSync(process.execPath, ['rspack/exposed-types.js', ...missing], { cwd: ROOT, stdio: 'inherit' });
    if (types.status !== 0) process.exit(types.status ?? 1);
  }
}

// Routine lines of the tools, dropped: what is left needs attention.
const NOISE = [
  /Start building shared fallback resources/,
  /\bCompile success\s*$/,
  /All shared fallback have been compiled successfully/,
  /Manifest will use absolute path resolution via its host at runtime/,
  /Manifest Link:/,
  /➜\s+(Local|Network):/,
  /Rspack compiled successfully/,
  /Starting compilation in watch mode|File change detected\. Starting incremental compilation/,
  /Found 0 errors\. Watching for file changes/,
  /^Restarting '|^Completed running '/,
  /No errors found\.?\s*$/,
  /wait until bundle finished/,
];
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '');
const isNoise = (line) => {
  const text = plain(line).replace(/^\[[^\]]+\]\s?/, '');
  return text.trim() === '' || NOISE.some((pattern) => pattern.test(text));
};
let pending = '';
const output = new Transform({
  transform(chunk, _encoding, done) {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    const kept = lines.filter((line) => !isNoise(line));
    done(null, kept.length ? `${kept.join('\n')}\n` : '');
  },
});
output.pipe(process.stdout);

const started = Date.now();
const { result } = concurrently(
  APPS.map(({ name, command, cwd, env }) => ({
    name,
    command,
    cwd: path.join(ROOT, cwd ?? ''),
    env: { FORCE_COLOR: '1', DEV_PORT: String(ports.host), API_URL: apiUrl, ...env },
  })),
  {
    prefix: 'name',
    prefixColors: ['cyan', 'magenta', 'yellow', 'green', 'blue', 'red'],
    killOthersOn: ['failure', 'success'],
    cwd: ROOT,
    outputStream: output,
  },
);

/** Resolves when `url` answers (any HTTP status below 500: the app is up and serving). */
async function answered(url) {
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const announced = APPS.filter((app) => app.url);
void Promise.all(
  announced.map(async (app) => {
    await answered(app.ready ?? app.url);
    console.log(`✓ ${app.name.padEnd(14)} ${app.url}   (${seconds()})`);
  }),
).then(() => {
  const names = new Set(announced.map((app) => app.name));
  if (names.has('host') && names.has('api')) console.log(`\nSitio listo: http://localhost:${ports.host}\n`);
});

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
