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
// Output lines are prefixed with the app's name (concurrently). Ctrl+C stops everything; so does
// any app that stops.
//
//   --only host,remote-blog   start only some of them (e.g. without the API when it runs elsewhere)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = path.join('api', 'dist', 'src', 'main.js');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const only = (() => {
  const i = process.argv.indexOf('--only');
  return i >= 0 ? new Set(process.argv[i + 1].split(',')) : null;
})();

const APPS = [
  // The API's first build finishes before its watchers start (below), so node has a main.js to run
  // and tsc -b, finding it up to date, writes nothing until a source changes.
  { name: 'api:tsc', group: 'api', command: `${bin('tsc')} -b api --watch --preserveWatchOutput` },
  { name: 'api', group: 'api', command: `node --watch ${API_MAIN}`, env: { NODE_ENV: 'development' } },
  ...['host', 'remote-public', 'remote-blog', 'remote-admin'].map((name) => ({
    name,
    command: `${bin('rspack')} serve`,
    cwd: name,
  })),
].filter((app) => !only || only.has(app.name) || (app.group && only.has(app.group)));

if (APPS.some((app) => app.group === 'api')) {
  console.log('» Compilando la API…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('Sitio completo: http://localhost:3000   (API :8080, remotos :3001 :3002 :3003)\n');
const { result } = concurrently(
  APPS.map(({ name, command, cwd, env }) => ({
    name,
    command,
    cwd: path.join(ROOT, cwd ?? ''),
    env: { FORCE_COLOR: '1', ...env },
  })),
  {
    prefix: 'name',
    prefixColors: ['cyan', 'magenta', 'yellow', 'green', 'blue', 'red'],
    killOthersOn: ['failure', 'success'],
    cwd: ROOT,
  },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
