#!/usr/bin/env node
// Bundle size of the composed site, per route, as a visitor's browser downloads it.
//
//   node scripts/bundle-size.mjs                 cold-build the four apps, serve dist/ folders, measure
//   node scripts/bundle-size.mjs --no-build      measure the dist/ folders already built
//   node scripts/bundle-size.mjs --url http://localhost:8080   measure a running site (local dist/
//                                                 folders and stats are still used for the breakdown)
//   --json <file>  also write the numbers as JSON;  --routes /,/blog  other routes
//   npm run budget                               = --no-build --routes /: the CI check of the budget
//
// /admin and the routes under it are opened signed in as an admin (a token in session storage; the local
// server answers /auth/me with an admin and every admin list with []), so /admin/categoria measures
// a list screen and /admin/post/create a form with the rich-text editor.
//
// 1. Builds remote-public, remote-blog, remote-admin and host one after the other from an empty
//    dist/ (cold: no persistent cache) and prints each build time.
// 2. Serves the builds the way the API does (host at /, remotes at /remotes/<name>/, /config.json, and
//    every page with the runtime config written in, each remote's remoteEntry.js included).
// 3. Opens each route in a fresh headless Chromium (no cache) and records every JS file it gets.
// 4. Prints the gzipped JS per route, split by module group using the builds' stats. Module sizes
//    inside a file are pre-minification, so a group's share of a file is an estimate; file totals
//    are exact (gzip level 6, what servers usually send).
// Exits with 1 when `/` is over budget (130 KB gzipped JS), downloads antd, the editor or
// admin code, or does not load the home page's remote (a broken build must not pass as a small one);
// with 2 when a build is missing.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 130;

const APPS = [
  { dir: 'remote-public', name: 'remote_public', mount: '/remotes/public/' },
  { dir: 'remote-blog', name: 'remote_blog', mount: '/remotes/blog/' },
  { dir: 'remote-admin', name: 'remote_admin', mount: '/remotes/admin/' },
  { dir: 'host', name: 'host', mount: '/' },
];

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
/**
 * The routes measured: --routes, else the site's public pages without a slug (from its one table of
 * pages, in @pasteleria/shared's build), then the admin's home and two of its screens (the list and
 * the editor), measured signed in.
 */
async function routes() {
  const given = option('--routes');
  if (given) return given.split(',');
  const { SITE_PAGES } = await import('@pasteleria/shared/federation');
  return [
    ...SITE_PAGES.filter((page) => page.layout === 'public' && !page.path.includes(':')).map((page) => page.path),
    '/admin',
    '/admin/categoria',
    '/admin/post/create',
  ];
}
const STATS_DIR = path.join(ROOT, '.tmp', 'bundle-stats');

// ---------------------------------------------------------------- 1. cold builds
function coldBuild(app) {
  const dir = path.join(ROOT, app.dir);
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  mkdirSync(STATS_DIR, { recursive: true });
  const script = `
    const { rspack } = require('@rspack/core');
    const factory = require(${JSON.stringify(path.join(dir, 'rspack.config.js'))});
    const config = typeof factory === 'function' ? factory({ RSPACK_BUILD: true }, { mode: 'production' }) : factory;
    const started = performance.now();
    rspack(config).run((error, stats) => {
      const ms = performance.now() - started;
      if (error) { console.error(error); process.exit(2); }
      const json = stats.toJson({ all: false, ids: true, chunks: true, chunkModules: true, dependentModules: true, nestedModules: true, assets: true, errors: true });
      require('node:fs').writeFileSync(${JSON.stringify(path.join(STATS_DIR, `${app.dir}.json`))}, JSON.stringify({ ms, chunks: json.chunks, assets: json.assets.map((a) => a.name) }));
      if (stats.hasErrors()) { console.error(json.errors.map((e) => e.message).join('\\n')); process.exit(1); }
    });`;
  const started = performance.now();
  const run = spawnSync(process.execPath, ['-e', script], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  if (run.status !== 0) throw new Error(`build of ${app.dir} failed:\n${run.stderr}`);
  return { compile: JSON.parse(readFileSync(path.join(STATS_DIR, `${app.dir}.json`), 'utf8')).ms, wall };
}

function readStats(app) {
  const file = path.join(STATS_DIR, `${app.dir}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// ---------------------------------------------------------------- module groups
const GROUPS = [
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['router', /node_modules\/(react-router|react-router-dom)\//],
  ['antd', /node_modules\/(antd|@ant-design|@rc-component|rc-[\w-]+|dayjs|@emotion|stylis)\//],
  ['editor', /node_modules\/(quill|react-quill-new|parchment|quill-delta)\//],
  [
    'federation runtime',
    /@module-federation\/|\.rspack-mf-runtime|webpack\/runtime|rspack\/runtime|^webpack\/|data:text\/javascript/,
  ],
  [
    'shared lib (@pasteleria/shared, axios, zustand)',
    /shared\/src\/|node_modules\/(axios|zustand|form-data|proxy-from-env)\//,
  ],
  ['other node_modules', /node_modules\//],
];
function groupOf(moduleName, file) {
  if (/(^|\/)remoteEntry\.js$/.test(file)) return 'remote entries';
  if (!moduleName) return 'federation runtime';
  for (const [group, re] of GROUPS) if (re.test(moduleName)) return group;
  return 'app code';
}

/** file name -> { group: fraction } from the stats of one app. */
function fileGroups(stats) {
  const map = new Map();
  if (!stats) return map;
  for (const chunk of stats.chunks) {
    for (const file of chunk.files || []) {
      if (!file.endsWith('.js')) continue;
      const sizes = map.get(file) || {};
      for (const m of chunk.modules || []) {
        const name = m.name || m.identifier || '';
        // A concatenated module is named after its root; look inside it when it has children.
        const parts = m.modules && m.modules.length ? m.modules : [m];
        for (const part of parts) {
          const js = part.sizes ? part.sizes.javascript || 0 : part.size || 0;
          const g = groupOf(part.name || part.identifier || name, file);
          if (js) sizes[g] = (sizes[g] || 0) + js;
        }
      }
      // Runtime code (the federation/bundler runtime) is not listed as modules.
      const listed = Object.values(sizes).reduce((a, b) => a + b, 0);
      const chunkJs = chunk.sizes ? chunk.sizes.javascript || 0 : chunk.size || 0;
      const extra = Math.max(0, chunkJs + (chunk.sizes?.runtime || 0) - listed);
      if (extra) sizes[groupOf('', file)] = (sizes[groupOf('', file)] || 0) + extra;
      map.set(file, sizes);
    }
  }
  for (const [file, sizes] of map) {
    const total = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
    map.set(file, Object.fromEntries(Object.entries(sizes).map(([g, s]) => [g, s / total])));
  }
  return map;
}

// ---------------------------------------------------------------- 2. static server like the API's
const CONFIG = {
  apiBase: '/api/v1',
  remotes: Object.fromEntries(APPS.filter((a) => a.name !== 'host').map((a) => [a.name, `${a.mount}mf-manifest.json`])),
};

/**
 * Each remote's remoteEntry.js as its built manifest names it (what the API writes into a page),
 * read by the site's one manifest reader; loaded once the builds are known to exist.
 * @type {Record<string, string>}
 */
const entries = {};
async function readRemoteEntries() {
  const { manifestFiles } = await import('@pasteleria/shared/federation');
  for (const app of APPS.filter((a) => a.name !== 'host')) {
    const manifest = path.join(ROOT, app.dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) continue;
    const entry = manifestFiles(`${app.mount}mf-manifest.json`, JSON.parse(readFileSync(manifest, 'utf8')))?.entry;
    if (entry) entries[app.name] = entry;
  }
}

/**
 * The route data the API writes into a page (api/src/pages/page-routes.ts): the answers of the
 * first view's GETs, so the remote renders from them instead of calling the API (and without
 * downloading the API client). Demo-sized content, so the first view fills the screen as on the
 * real site and the sections below the fold stay unloaded.
 */
const ROUTE_DATA = {
  '/': {
    '/public/slides': [1, 2, 3].map((id) => ({
      id,
      frase: `Promoción ${id}`,
      link: '/categorias',
      posicion: id,
      imagen: `slide-${id}.webp`,
    })),
    '/public/categorias-home': ['pasteles', 'postres', 'pan-dulce', 'galletas'].map((slug, i) => ({
      id: i + 1,
      slug,
      nombre: slug,
      descripcion: `<p>Categoría ${slug}.</p>`,
      menu: true,
      orden: i + 1,
      urlfoto: `${slug}.webp`,
    })),
  },
};

const inlineJson = (id, value) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The host's page with the runtime config (and the route's data) written in, as the API serves every page. */
function hostPage(file, route) {
  const config = inlineJson('pasteleria-config', { ...CONFIG, remoteEntries: entries });
  const data = ROUTE_DATA[route]
    ? inlineJson('pasteleria-data', { route, answers: ROUTE_DATA[route], alsoRequest: [] })
    : '';
  return readFileSync(file, 'utf8').replace('</head>', `${config}${data}</head>`);
}
const BENCH_ADMIN = { id: 1, name: 'Medición', email: 'medicion@pasteleria.local', roles: [{ name: 'admin' }] };
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(CONFIG));
    }
    // A signed-in admin for the /admin/… routes: who am I, and empty lists.
    if (url.pathname === '/api/v1/auth/me') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(BENCH_ADMIN));
    }
    if (req.method === 'GET' && url.pathname.startsWith('/api/v1/admin/')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('[]');
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/img/')) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      return res.end('{"message":"sin API en la medición"}');
    }
    const app =
      APPS.find((a) => a.mount !== '/' && url.pathname.startsWith(a.mount)) || APPS.find((a) => a.mount === '/');
    const dist = path.join(ROOT, app.dir, 'dist');
    let file = path.join(dist, decodeURIComponent(url.pathname.slice(app.mount.length)));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      if (app.mount !== '/' || path.extname(url.pathname)) {
        res.writeHead(404);
        return res.end();
      }
      file = path.join(dist, 'index.html');
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    if (app.mount === '/' && path.extname(file) === '.html') return res.end(hostPage(file, url.pathname));
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------- 3. Chromium
function localFile(url) {
  const { pathname } = new URL(url);
  const app = APPS.find((a) => a.mount !== '/' && pathname.startsWith(a.mount)) || APPS.find((a) => a.mount === '/');
  return { app, file: pathname.slice(app.mount.length) };
}

async function measureRoute(browser, base, route, groupsByApp) {
  const context = await browser.newContext();
  // /admin and below: signed in (see the server's /auth/me), so the screen itself loads.
  if ((route === '/admin' || route.startsWith('/admin/')) && !option('--url')) {
    await context.addInitScript(() => sessionStorage.setItem('token', 'token-de-medicion'));
  }
  const page = await context.newPage();
  const scripts = new Set();
  const errors = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) scripts.add(response.url());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const finalPath = new URL(page.url()).pathname;
  await context.close();

  const files = [];
  const groups = {};
  for (const url of scripts) {
    const { app, file } = localFile(url);
    const full = path.join(ROOT, app.dir, 'dist', file);
    if (!existsSync(full)) continue;
    const gz = gzipSync(readFileSync(full), { level: 6 }).length;
    files.push({ app: app.name, file, gz });
    const split = groupsByApp.get(app.name).get(file) ||
      joinedGroups(full, app, groupsByApp.get(app.name)) || {
        [file === 'remoteEntry.js' ? 'remote entries' : '(not in the build stats: run without --no-build)']: 1,
      };
    for (const [g, share] of Object.entries(split)) groups[g] = (groups[g] || 0) + gz * share;
  }
  const total = files.reduce((a, f) => a + f.gz, 0);
  return { route, finalPath, total, files, groups, errors };
}

/**
 * The groups of a file the build made by joining chunk files (the host's two startup.<hash>.js,
 * rspack.shared.js): those of each chunk file it contains, weighted by size. Null for other files.
 * @param {string} full @param {{ dir: string }} app @param {Map<string, Record<string, number>>} groups
 */
function joinedGroups(full, app, groups) {
  if (!joinedGroupsByFile.has(full)) joinedGroupsByFile.set(full, splitJoined(full, app, groups));
  return joinedGroupsByFile.get(full);
}
/** Each joined file is read and split once, though several routes download it. */
const joinedGroupsByFile = new Map();

/** @param {string} full @param {{ dir: string }} app @param {Map<string, Record<string, number>>} groups */
function splitJoined(full, app, groups) {
  const joined = readFileSync(full, 'utf8');
  const sizes = {};
  for (const [file, split] of groups) {
    const part = path.join(ROOT, app.dir, 'dist', file);
    if (!existsSync(part)) continue;
    const bytes = readFileSync(part, 'utf8');
    if (!joined.includes(bytes)) continue;
    for (const [g, share] of Object.entries(split)) sizes[g] = (sizes[g] || 0) + (bytes.length * share) / joined.length;
  }
  return Object.keys(sizes).length ? sizes : null;
}

// ---------------------------------------------------------------- main
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!flag('--no-build') && !option('--url')) {
    console.log('Cold builds (production, empty dist/, one after the other):');
    let total = 0;
    for (const app of APPS) {
      const t = coldBuild(app);
      total += t.wall;
      console.log(
        `  ${app.dir.padEnd(14)} ${(t.wall / 1000).toFixed(1).padStart(5)} s  (compile ${(t.compile / 1000).toFixed(1)} s)`,
      );
    }
    console.log(`  ${'all four'.padEnd(14)} ${(total / 1000).toFixed(1).padStart(5)} s\n`);
  }
  if (!option('--url')) {
    const missing = APPS.filter(
      (a) => !existsSync(path.join(ROOT, a.dir, 'dist', a.mount === '/' ? 'index.html' : 'mf-manifest.json')),
    );
    if (missing.length) {
      console.error(`No build of ${missing.map((a) => a.dir).join(', ')}: run npm run build first.`);
      process.exit(2);
    }
  }
  await readRemoteEntries();
  const groupsByApp = new Map(APPS.map((a) => [a.name, fileGroups(readStats(a))]));
  if (APPS.some((a) => !readStats(a)))
    console.log('(no build stats for some apps: run without --no-build for the breakdown)\n');

  const server = option('--url') ? null : await serve();
  const base = option('--url') || `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  const results = [];
  try {
    for (const route of await routes()) results.push(await measureRoute(browser, base, route, groupsByApp));
  } finally {
    await browser.close();
    server?.close();
  }

  let failed = false;
  for (const r of results) {
    const redirect = r.finalPath !== r.route ? ` (ended on ${r.finalPath})` : '';
    console.log(`${r.route}${redirect}: ${kb(r.total)} gzipped JS in ${r.files.length} files`);
    for (const [g, bytes] of Object.entries(r.groups).sort((a, b) => b[1] - a[1])) {
      console.log(`    ${g.padEnd(48)} ${kb(bytes).padStart(9)}`);
    }
    const byApp = {};
    for (const f of r.files) byApp[f.app] = (byApp[f.app] || 0) + f.gz;
    console.log(
      `    by app: ${Object.entries(byApp)
        .map(([a, b]) => `${a} ${kb(b)}`)
        .join(', ')}`,
    );
    if (r.errors.length) console.log(`    page errors: ${r.errors.join(' | ')}`);
    if (r.route === '/') {
      const forbidden = ['antd', 'editor'].filter((g) => r.groups[g] > 0);
      if (r.files.some((f) => f.app === 'remote_admin')) forbidden.push('remote_admin code');
      const over = r.total > BUDGET_KB * 1024;
      const rendered = r.files.some((f) => f.app === 'remote_public');
      console.log(
        `    budget ${BUDGET_KB} KB: ${over ? 'OVER' : 'ok'}${forbidden.length ? `; downloads ${forbidden.join(', ')}` : '; no antd, editor or admin code'}`,
      );
      if (!rendered) console.log('    the home page did not load remote_public: nothing to measure');
      failed ||= over || forbidden.length > 0 || !rendered;
    }
  }
  if (option('--json')) writeFileSync(option('--json'), JSON.stringify(results, null, 2));
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
