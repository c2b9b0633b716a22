#!/usr/bin/env node
// `npm run dev`: every app with Fast Refresh and a type checker, each on its own port, plus the API.
//
//   tsc            scripts/ts-watch.mjs --emit: shared/ (its declarations for the type checker, its
//                  JavaScript for the API) and api/ to their dist/
//   types          scripts/ts-watch.mjs: each front-end app's type check, one process per app
//   api            node --watch api/dist/src/main.js   :8080 (PORT)
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
// and the API both answer, and one line once every project's first type check is done (with its
// errors, if any); after that only what needs attention, each line after its process's name.
// What a process prints is chosen by the process and its stream, and by each tool's own log level,
// never by a tool's wording: the watchers print only errors (scripts/ts-watch.mjs), the API logs at
// LOG_LEVEL=warn in readable lines (LOG_FORMAT=pretty; node --watch says when it restarts it after
// an edit), and a dev server prints the build's errors and warnings and the tools' log at 'warn' on
// its stderr, which is shown, while its stdout, the tools' progress lines, is not
// (rspack/dev-server.js). Ctrl+C stops everything; so does any app that stops.
//
// When the watchers start: once every dev server has answered (its first build done), as many at a
// time as there are cores (the next once one's first check is done), at the same priority as the
// rest: the first builds never wait for a check, each app's checker is its own process (one app's
// check never waits for another's), and a save's errors follow it within a second or two. Not at a
// lower priority: `nice` cannot be raised again without privileges, and at nice 10 the machine's
// other work starved the checkers (a save's errors 20-43 s after it). The numbers: scripts/README.md.
//
//   --only remote-blog,api   start only some of them (e.g. without the API when it runs elsewhere);
//                            an app's own `npm run dev -w remote-blog` is `--only remote-blog`
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { styleText } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// The package's source (`require` picks it; Node strips its types), so it is read before any build.
const { REMOTE_NAMES, SITE_APPS, SITE_PAGES } = require('@pasteleria/shared/federation');
const { devPorts } = require('../rspack/dev-server.js');
const { remoteTypesDir } = require('../rspack/exposed-types.js');
const API_MAIN = path.join('api', 'dist', 'src', 'main.js');
const TS_WATCH = path.join('scripts', 'ts-watch.mjs');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? new Set(process.argv[i + 1].split(',')) : null;
})();
const colors = process.env.FORCE_COLOR
  ? process.env.FORCE_COLOR !== '0'
  : Boolean(process.stdout.isTTY && process.stdout.hasColors());

const ports = devPorts();
const apiPort = Number(process.env.PORT || 8080);
const apiUrl = process.env.API_URL || `http://localhost:${apiPort}`;

const api = !only || only.has('api');
const webApps = Object.entries(SITE_APPS).filter(([, app]) => !only || only.has(app.package));
if (!api && !webApps.length) {
  console.error(
    `--only: none of ${[...(only ?? [])].join(', ')} is an app (${['api', ...Object.values(SITE_APPS).map((app) => app.package)].join(', ')})`,
  );
  process.exit(2);
}

/**
 * A process of the run. `shows`: the streams whose lines are printed; `watcher`: one of ours
 * (scripts/ts-watch.mjs), started once the dev servers answer, which ends with this process (through
 * an IPC channel) however this one ends and tells it of each project's first check; `url`:
 * announced once `ready` (or `url`) answers.
 * @typedef {{ name: string, args: string[], cwd?: string, env?: Record<string, string>,
 *   shows?: ('stdout' | 'stderr')[], watcher?: boolean, url?: string, ready?: string }} Process
 */

/** @type {Process[]} */
const PROCESSES = [
  // The API's first build finishes before its watchers start (below), so node has a main.js to run
  // and the watchers, reading the state that build left (api/tsconfig.json is incremental for that:
  // a plain `tsc -b` keeps none, and the watcher wrote all of api/dist again, restarting the API a
  // minute after a fresh clone's start), find it up to date and write nothing until a source
  // changes. shared/ and api/ as two projects, not `tsc -b api --watch`: that one touches every file
  // of api/dist when any file of shared/ changes, and node --watch restarts the API. Here an edit of
  // shared/ rewrites only its own output, which restarts the API only when the API loads that file
  // (or when its types change what api/ emits); an edit of a front-end app rewrites nothing of it.
  {
    name: 'tsc',
    args: [
      TS_WATCH,
      '--emit',
      path.join('shared', 'tsconfig.lib.json'),
      ...(api ? [path.join('api', 'tsconfig.json')] : []),
    ],
    watcher: true,
  },
  ...webApps.map(([, app]) => ({
    name: 'types',
    args: [TS_WATCH, path.join(app.package, 'tsconfig.json')],
    watcher: true,
  })),
  ...(api
    ? [
        {
          name: 'api',
          // --watch-preserve-output: a restart of the API does not clear the terminal all apps share.
          args: ['--watch', '--watch-preserve-output', API_MAIN],
          // Its request log would bury what needs attention; LOG_LEVEL=info brings it back.
          env: {
            NODE_ENV: 'development',
            PORT: String(apiPort),
            LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
            LOG_FORMAT: process.env.LOG_FORMAT || 'pretty',
          },
          url: `http://localhost:${apiPort}/api/v1`,
          ready: `http://localhost:${apiPort}/api/v1/health`,
        },
      ]
    : []),
  // A front-end app's dev server, announced at its first page (a remote's own, the host's '/').
  ...webApps.map(([name, app]) => ({
    name: app.package,
    args: [bin('rspack'), 'serve'],
    cwd: app.package,
    shows: /** @type {('stdout' | 'stderr')[]} */ (['stderr']),
    url: `http://localhost:${ports[name]}${SITE_PAGES.find((page) => page.remote === name)?.path ?? '/'}`,
  })),
];

{
  // Incremental: a clone whose API (or shared/) is built and unchanged starts at once, and a running
  // `npm start` keeps the files it has not loaded yet.
  if (api) console.log('» Compilando la API…');
  const build = spawnSync(bin('tsc'), ['-b', api ? 'api' : 'shared/tsconfig.lib.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (webApps.some(([name]) => name === 'host')) {
  // The host's type check reads the remotes' published types (rspack/exposed-types.js). Their dev
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

const PREFIX_COLORS = /** @type {const} */ (['cyan', 'magenta', 'yellow', 'green', 'blue', 'red']);
const width = Math.max(...PROCESSES.map((p) => p.name.length));
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let stopping = false;
let exitCode = 0;

/** Stops every process (SIGTERM; SIGKILL for one still running 10 s later), then exits with `code`. */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (!running.size) process.exit(exitCode);
  for (const child of running) child.kill('SIGTERM');
  setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Starts a process of the run, its lines printed after its name. */
function start(/** @type {Process} */ p) {
  const i = PROCESSES.indexOf(p);
  const prefix = styleText(PREFIX_COLORS[i % PREFIX_COLORS.length], `[${p.name}]`.padEnd(width + 2), {
    validateStream: false,
  });
  const label = colors ? prefix : `[${p.name}]`.padEnd(width + 2);
  const child = spawn(process.execPath, p.args, {
    cwd: path.join(ROOT, p.cwd ?? ''),
    env: {
      ...process.env,
      FORCE_COLOR: colors ? '1' : '0',
      DEV_PORT: String(ports.host),
      API_URL: apiUrl,
      ...p.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(p.watcher ? /** @type {const} */ (['ipc']) : [])],
  });
  running.add(child);
  if (p.watcher) {
    let unchecked = configsOf(p).length;
    child.on('message', (message) => {
      const { checked } = /** @type {{ checked?: Checked }} */ (message);
      typeChecked(checked);
      if (checked && --unchecked === 0) startWatcher();
    });
  }
  for (const stream of /** @type {const} */ (['stdout', 'stderr'])) {
    const from = child[stream];
    if (!(p.shows ?? ['stdout', 'stderr']).includes(stream)) from.resume();
    else createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => console.log(`${label} ${line}`));
  }
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.log(`${label} terminó (${signal ?? `código ${code}`}): se detiene todo`);
      stopAll(code || 1);
    } else if (!running.size) process.exit(exitCode);
  });
}

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

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** @typedef {{ name: string, errors: number }} Checked */
/** The tsconfig.json files a watcher checks. */
function configsOf(/** @type {Process} */ p) {
  return p.args.slice(1).filter((arg) => !arg.startsWith('--'));
}
/** Every project the watchers check (shared, api, each app: its folder), and each one's first errors. */
const projects = PROCESSES.filter((p) => p.watcher).flatMap((p) => configsOf(p).map((config) => path.dirname(config)));
/** @type {Map<string, number>} */
const firstChecks = new Map();
/** One line once every project's first check is done: without errors, or how many and where. */
function typeChecked(/** @type {Checked | undefined} */ checked) {
  if (!checked || stopping || firstChecks.size === projects.length) return;
  firstChecks.set(checked.name, checked.errors);
  if (firstChecks.size < projects.length) return;
  const failing = [...firstChecks].filter(([, errors]) => errors > 0);
  const total = failing.reduce((sum, [, errors]) => sum + errors, 0);
  const where = failing.map(([name, errors]) => `${name} ${errors}`).join(', ');
  console.log(
    failing.length
      ? `✗ ${'tipos'.padEnd(14)} revisados: ${total} ${total === 1 ? 'error' : 'errores'} (${where}), arriba   (${seconds()})`
      : `✓ ${'tipos'.padEnd(14)} revisados: sin errores   (${seconds()})`,
  );
}

PROCESSES.filter((p) => !p.watcher).forEach(start);
const announced = PROCESSES.filter((p) => p.url).map((p) => ({ p, answers: answered(p.ready ?? p.url ?? '') }));
// The watchers once every dev server has answered (its first build done; at once without one), as
// many at a time as there are cores, in order, the next once one's first check is done: the first
// ones are checked sooner than if all five shared the cores, and the API's start waits less.
const waiting = PROCESSES.filter((p) => p.watcher);
function startWatcher() {
  const next = waiting.shift();
  if (next && !stopping) start(next);
}
void Promise.all(announced.filter(({ p }) => p.name !== 'api').map(({ answers }) => answers)).then(() => {
  for (let slot = 0; slot < availableParallelism(); slot++) startWatcher();
});
void Promise.all(
  announced.map(async ({ p, answers }) => {
    await answers;
    if (!stopping) console.log(`✓ ${p.name.padEnd(14)} ${p.url}   (${seconds()})`);
  }),
).then(() => {
  const names = new Set(announced.map(({ p }) => p.name));
  if (names.has('host') && names.has('api') && !stopping)
    console.log(`\nSitio listo: http://localhost:${ports.host}\n`);
});
