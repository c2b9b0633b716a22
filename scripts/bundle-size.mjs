#!/usr/bin/env node
// The JavaScript a visitor's browser downloads on each route of the real site, counted whole.
//
//   node scripts/bundle-size.mjs                 cold-build the four apps, then measure them
//   node scripts/bundle-size.mjs --no-build      measure the builds already on disk
//   node scripts/bundle-size.mjs --url http://localhost:8080   measure a running site (the local
//                                                 builds' stats are still used for the breakdown)
//   --json <file>  also write the numbers as JSON;  --routes /,/blog  other routes
//   npm run budget                               = --no-build --routes /,/login: the CI check of the budgets
//
// 1. Builds remote-public, remote-blog, remote-admin and host one after the other from an empty
//    dist/ (cold: no persistent cache), prints each build time and keeps each build's stats; builds
//    the API too when its build is missing or stale.
// 2. Starts the real site as `npm start` serves it (api/dist/src/main.js, scripts/site-process.mjs):
//    a throw-away DATA_DIR seeded with the demo content, so each page has its real content and
//    its server-written HTML (inline data, preloads), and every file is sent as the server sends
//    it (its brotli copy, or compressed as served).
// 3. The admin routes are opened signed in for real (the first administrator's token in session
//    storage, as /login leaves it); before them, the statistics get data (beacons of a desktop
//    browser: page views, a product view, a WhatsApp order), so /admin ('Resumen') draws its chart.
//    Against --url no beacon is sent, and the admin routes need ADMIN_EMAIL and ADMIN_PASSWORD.
// 4. Each route in two windows, a phone's (412×823, Lighthouse's) and a desktop's (1920×1080): a
//    fresh headless Chromium context each, no cache, no interaction, until the network is quiet
//    (its load event, then 6 s with nothing in flight and nothing started: longer than any wait
//    the site's code takes before loading something; scripts/lib/js-downloads.mjs). What loads in
//    that time (the sections within the window, the lazy screen, the API client when a view needs
//    it…) is counted: the sum of every script's bytes as Chromium reports it received them (CDP's
//    `encodedDataLength`: the body as sent, compressed as the server chose, and its headers).
// 5. Then `/` again on a bigger shop (scripts/lib/bigger-shop.mjs): the same site given, through the
//    admin API, about 30 posts, 40 approved comments, 10 slides and 12 branches; what `/` downloads
//    must not grow with what the shop publishes. Not against --url (nothing is written to a site
//    the script did not start).
// 6. Prints each route's total and its split by module group (scripts/lib/module-groups.mjs: a
//    file's bytes shared out by its modules' sizes before minification, an estimate; totals exact).
// Exits with 1 when `/`, in either window and with either content, is over budget (130 KB),
// downloads antd, the editor or admin code, or does not load the home page's remote (a broken build
// must not pass as a small one); or when /login is over its budget (150 KB with the host's shell),
// downloads antd or the editor, or does not load its form; with 2 when a build is missing. The rest
// of the back office is reported against its target (250 KB) without failing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminToken } from './lib/admin-session.mjs';
import { BIGGER_SHOP_ENV, makeBiggerShop } from './lib/bigger-shop.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { jsDownloads, QUIET_MS } from './lib/js-downloads.mjs';
import { moduleGroups } from './lib/module-groups.mjs';
import { ensureBuilt } from './ensure-built.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startSite } from './site-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The routes whose downloads `npm run budget` checks: at most `kb`, no antd or editor code (nor any
 * admin code on a public page), and the remote that draws the route loaded (a broken build must not
 * pass as a small one). `/`: the home page; `/login`: the host's shell and a plain form.
 * @type {Record<string, { kb: number, remote: string, noAdmin: boolean }>}
 */
const BUDGETS = {
  '/': { kb: 130, remote: 'remote_public', noAdmin: true },
  '/login': { kb: 150, remote: 'remote_admin', noAdmin: false },
};
/** What any other back-office screen should download (a target reported, not yet a failing check). */
const ADMIN_TARGET_KB = 250;
const STATS_DIR = path.join(ROOT, '.tmp', 'bundle-stats');

// The package's source (`require` picks it; Node strips its types): it is read before the builds.
const { REMOTE_FOLDERS, REMOTE_NAMES, SITE_APPS, SITE_PAGES } = createRequire(import.meta.url)(
  '@pasteleria/shared/federation',
);

/** The remotes, then the host: the order they are built in. */
const APPS = [...REMOTE_NAMES, 'host'].map((name) => ({ dir: SITE_APPS[name].package, name }));

/** A phone's window (Lighthouse's mobile screen) and a desktop's: a taller first view loads more. */
const WINDOWS = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1920, height: 1080 } },
];

/** A desktop browser's User-Agent: the statistics do not count a headless one (a bot). */
const DESKTOP_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const isAdminRoute = (route) => route === '/admin' || route.startsWith('/admin/');

/**
 * The routes measured: --routes, else the site's public pages without a slug (from its one table of
 * pages), /login, then the admin's home and two of its screens (the list and the editor), measured signed in.
 */
function routes() {
  const given = option('--routes');
  if (given) return given.split(',');
  return [
    ...SITE_PAGES.filter((page) => page.layout === 'public' && !page.path.includes(':')).map((page) => page.path),
    '/login',
    '/admin',
    '/admin/categoria',
    '/admin/post/create',
  ];
}

// ---------------------------------------------------------------- 1. cold builds
function coldBuild(app) {
  const dir = path.join(ROOT, app.dir);
  rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  mkdirSync(STATS_DIR, { recursive: true });
  // Nested and orphan modules listed whole: the parts of a concatenated module each find their group.
  const script = `
    const { rspack } = require('@rspack/core');
    const factory = require(${JSON.stringify(path.join(dir, 'rspack.config.js'))});
    const config = typeof factory === 'function' ? factory({ RSPACK_BUILD: true }, { mode: 'production' }) : factory;
    const started = performance.now();
    rspack(config).run((error, stats) => {
      const ms = performance.now() - started;
      if (error) { console.error(error); process.exit(2); }
      // With a server build (dist/server/), the browser build is the first.
      const json = (stats.stats?.[0] ?? stats).toJson({ all: false, ids: true, chunks: true, chunkModules: true, dependentModules: true, nestedModules: true, orphanModules: true, nestedModulesSpace: Infinity, chunkModulesSpace: Infinity, assets: true, errors: true });
      require('node:fs').writeFileSync(${JSON.stringify(path.join(STATS_DIR, `${app.dir}.json`))}, JSON.stringify({ ms, chunks: json.chunks, assets: json.assets.map((a) => a.name) }));
      if (stats.hasErrors()) { console.error(stats.toString('errors-only')); process.exit(1); }
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

// ---------------------------------------------------------------- 2. the files' apps
/**
 * The app and file of a script's URL: a remote's files are served at /remotes/<folder>/<version>/,
 * the host's at the root.
 * @param {string} url @param {Record<string, string>} folders remote name → its folder
 */
function appFile(url, folders) {
  const { pathname } = new URL(url);
  const match = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  const remote = match && APPS.find((a) => folders[a.name] === match[1]);
  if (match && remote) return { app: remote, file: decodeURIComponent(match[2]) };
  return { app: /** @type {(typeof APPS)[number]} */ (APPS.find((a) => a.name === 'host')), file: pathname.slice(1) };
}

// ---------------------------------------------------------------- 3. statistics with data
/**
 * Beacons of a desktop browser, as the site's pages send them (POST /public/eventos): a view of
 * each public page without a slug (the first from a search engine), of the first category, and a
 * product view and a WhatsApp order there. Then checks that today's report counts them.
 * @param {string} siteUrl @param {string} token
 */
async function giveStatisticsData(siteUrl, token) {
  const api = `${siteUrl}/api/v1`;
  const categorias = await (await fetch(`${api}/public/categorias`)).json();
  const slug = categorias[0]?.slug;
  const detail = slug ? await (await fetch(`${api}/public/categorias/${encodeURIComponent(slug)}`)).json() : null;
  const producto = detail?.productos?.[0]?.id;
  if (!producto) throw new Error('La tienda de demostración no tiene productos: sin datos para las estadísticas.');
  const category = `/categorias/${slug}`;
  const views = SITE_PAGES.filter((p) => p.layout === 'public' && !p.path.includes(':')).map((p) => p.path);
  const events = [
    ...views.map((ruta, i) => ({ tipo: 'vista', ruta, ...(i === 0 ? { origen: 'www.google.com' } : {}) })),
    { tipo: 'vista', ruta: category },
    { tipo: 'producto', ruta: category, producto },
    { tipo: 'whatsapp', ruta: category, producto },
  ];
  for (const event of events) {
    const res = await fetch(`${api}/public/eventos`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_BROWSER },
      body: JSON.stringify(event),
    });
    if (!res.ok) throw new Error(`beacon ${JSON.stringify(event)}: ${res.status} ${await res.text()}`);
  }
  const { site } = await (await fetch(`${siteUrl}/config.json`)).json();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date());
  const res = await fetch(`${api}/admin/estadisticas?desde=${today}&hasta=${today}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const report = await res.json();
  const counted = report?.totales?.vistas ?? 0;
  if (!res.ok || counted < views.length + 1)
    throw new Error(`Las estadísticas no contaron las visitas enviadas (${counted}): ${JSON.stringify(report)}`);
  return counted;
}

// ---------------------------------------------------------------- main
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The builds the real site serves; exits with 2, naming them, when one is missing. */
function checkBuilds() {
  const outputs = [
    'api/dist/src/main.js',
    ...APPS.map((a) => `${a.dir}/dist/${a.name === 'host' ? 'index.html' : 'mf-manifest.json'}`),
  ];
  const missing = outputs.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) {
    console.error(`Missing builds (${missing.join(', ')}): run npm run build and npm run build -w api first.`);
    process.exit(2);
  }
}

async function main() {
  const url = option('--url');
  if (!flag('--no-build') && !url) {
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
    ensureBuilt({ quiet: true, only: ['api'] });
  }
  if (!url) checkBuilds();
  const groups = moduleGroups(ROOT, STATS_DIR);
  if (APPS.some((a) => !groups.hasStats(a.dir)))
    console.log('(no build stats for some apps: run without --no-build for the breakdown)\n');

  let measured = routes();
  // The bigger shop's comments all come from this script's address: the site takes them.
  const site = url ? { url, stop: async () => undefined } : await startSite(BIGGER_SHOP_ENV);
  const browser = await launchChromium();
  const results = [];
  try {
    let token;
    if (measured.some(isAdminRoute)) {
      const email = url ? process.env.ADMIN_EMAIL : ADMIN_EMAIL;
      const password = url ? process.env.ADMIN_PASSWORD : ADMIN_PASSWORD;
      if (email && password) token = await adminToken(site.url, email, password);
      else {
        console.log('(admin routes left out: set ADMIN_EMAIL and ADMIN_PASSWORD to sign in to --url)\n');
        measured = measured.filter((route) => !isAdminRoute(route));
      }
      if (token && !url) {
        const views = await giveStatisticsData(site.url, token);
        console.log(`Statistics with data: ${views} page views today, a product view and an order.\n`);
      }
    }
    /** The routes with the demo content, then `/` on the bigger shop (a site this script started). */
    const rounds = [{ content: 'demo', routes: measured }];
    if (!url && measured.includes('/')) rounds.push({ content: 'bigger shop', routes: ['/'] });
    for (const { content, routes: contentRoutes } of rounds) {
      if (content === 'bigger shop') {
        const has = await makeBiggerShop(site.url, token ?? (await adminToken(site.url, ADMIN_EMAIL, ADMIN_PASSWORD)));
        console.log(
          `Bigger shop: ${has.posts} posts, ${has.comments} approved comments, ${has.slides} slides, ${has.branches} branches.\n`,
        );
      }
      for (const route of contentRoutes) {
        for (const window of WINDOWS) {
          const page = await jsDownloads(browser, new URL(route, site.url).href, {
            viewport: window.viewport,
            sessionToken: isAdminRoute(route) ? token : undefined,
          });
          const files = page.scripts.map((script) => {
            const { app, file } = appFile(script.url, REMOTE_FOLDERS);
            return { app: app.name, file, bytes: script.bytes };
          });
          /** @type {Record<string, number>} */
          const split = {};
          for (const f of files) {
            const shares = groups.split(APPS.find((a) => a.name === f.app)?.dir ?? '', f.file) ?? {
              '(not in the build stats: run without --no-build)': 1,
            };
            for (const [g, share] of Object.entries(shares)) split[g] = (split[g] || 0) + f.bytes * share;
          }
          const total = files.reduce((sum, f) => sum + f.bytes, 0);
          results.push({
            route,
            content,
            window: window.name,
            viewport: window.viewport,
            ...page,
            total,
            files,
            groups: split,
          });
        }
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log(
    `JS each route downloads with nobody touching it, until its load event and ${QUIET_MS / 1000} s of network quiet, every byte received (body and headers, CDP encodedDataLength):`,
  );
  let failed = false;
  for (const r of results) {
    const redirect = r.finalPath !== r.route ? ` (ended on ${r.finalPath})` : '';
    const size = `${r.viewport.width}×${r.viewport.height}`;
    const content = r.content === 'demo' ? '' : ` (${r.content})`;
    console.log(
      `${r.route}${content} ${r.window} ${size}${redirect}: ${kb(r.total)} (${r.total} B) of JS in ${r.files.length} files`,
    );
    for (const [g, bytes] of Object.entries(r.groups).sort((a, b) => b[1] - a[1])) {
      console.log(`    ${g.padEnd(48)} ${kb(bytes).padStart(9)}`);
    }
    const byApp = {};
    for (const f of r.files) byApp[f.app] = (byApp[f.app] || 0) + f.bytes;
    console.log(
      `    by app: ${Object.entries(byApp)
        .map(([a, b]) => `${a} ${kb(b)}`)
        .join(', ')}`,
    );
    if (r.errors.length) console.log(`    page errors: ${r.errors.join(' | ')}`);
    const budget = BUDGETS[r.route];
    if (budget) {
      const forbidden = ['antd', 'editor'].filter((g) => r.groups[g] > 0);
      if (budget.noAdmin && r.files.some((f) => f.app === 'remote_admin')) forbidden.push('remote_admin code');
      const over = r.total > budget.kb * 1024;
      const rendered = r.files.some((f) => f.app === budget.remote);
      console.log(
        `    budget ${budget.kb} KB: ${over ? 'OVER' : 'ok'}${forbidden.length ? `; downloads ${forbidden.join(', ')}` : `; no ${budget.noAdmin ? 'antd, editor or admin code' : 'antd or editor'}`}`,
      );
      if (!rendered) console.log(`    ${r.route} did not load ${budget.remote}: nothing to measure`);
      failed ||= over || forbidden.length > 0 || !rendered;
    } else if (isAdminRoute(r.route)) {
      console.log(`    target ${ADMIN_TARGET_KB} KB: ${r.total > ADMIN_TARGET_KB * 1024 ? 'NOT met' : 'met'}`);
    }
  }
  if (option('--json')) writeFileSync(option('--json'), JSON.stringify(results, null, 2));
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
