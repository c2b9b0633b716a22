// @ts-check
// The shop's own statistics under the load of a busy shop (`npm run bench` runs it; it runs alone too):
//  1. A database with 1,000,000 page views spread over 90 days and 500 products (plus, per 500
//     views, 100 product views, 10 WhatsApp orders and a comment), written straight into the
//     statistics' tables (generate_series, api/test/support/generated-statistics.ts), the 89
//     finished days rolled up by the job's own code, today left raw. Then GET /admin/estadisticas
//     for those 90 days, 50 times one after another: p50 and p95 (target: p95 < 100 ms on PostgreSQL).
//  2. On the same instance, the p99 of page serving (GET / and a category page, at a steady rate)
//     without, then with 1,000 beacons a second (POST /public/eventos, each from its own address,
//     sent by a child process), then with 1,000 releases' reports a second (POST
//     /public/releases/reports, likewise) (target: p99 raised by at most 10 % by either).
// Both on PostgreSQL (a throw-away server on PG_PORT, default 55438, started as
// api/scripts/test-postgres.sh does) and on the embedded PGlite.
//
//   node scripts/stats-bench.mjs [--views N] [--seconds N] [--only pglite|postgresql]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { firstSlugs } from './bench-site.mjs';
import { ensureBuilt, root } from './ensure-built.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startSite } from './site-process.mjs';
import { adminToken } from './lib/admin-session.mjs';
import { median, percentile } from './lib/numbers.mjs';

// The package's source (`require` picks it; Node strips its types): the shop's days as the API counts them.
const { addDays, shopDay } = createRequire(import.meta.url)('@pasteleria/shared/shop-days');

export const TARGETS = { statsP95Ms: 100, pageP99IncreasePct: 10 };

const DAYS = 90;
const PRODUCTS = 500;
const STATS_REQUESTS = 50;
/** Rounds of pages without, then with, the beacons: the median of each p99 is reported (the machine is shared). */
const ROUNDS = 3;
const BEACONS_PER_SECOND = 1000;
/**
 * The pages' steady rate, one request after another on one connection: each page's time is then
 * its own and what it waited for on the server (the beacons), not a queue of its own making
 * (autocannon starts the requests of all its connections at the same instant). Busy for a shop,
 * well below what one instance serves: a category page, with about a hundred of the 500
 * products inline, takes some 6 ms.
 */
const PAGES_PER_SECOND = 100;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A module of the built API (api/dist), loaded by path as `npm start` loads the server. */
const apiModule = (/** @type {string} */ file) => import(pathToFileURL(join(root, 'api/dist', file)).href);

/** @param {number} started */
const secondsSince = (started) => (performance.now() - started) / 1000;

// ————— the beacons: autocannon at a fixed rate in a process of its own, each beacon from its own address —————

/** @param {{ url: string, path: string, seconds: number, rate: number, events: object[] }} data */
async function sendBeacons({ url, path, seconds, rate, events }) {
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/v1${path}`,
    // Enough that the rate holds when a beacon waits a few ms for its batch.
    connections: 50,
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (/** @type {any} */ request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': BROWSER,
              'x-forwarded-for': `10.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff}`,
            },
            body: JSON.stringify(events[n % events.length]),
          };
        },
      },
    ],
  });
  return {
    sent: result.requests.total,
    perSecond: result.requests.total / seconds,
    non2xx: result.non2xx + result.errors,
  };
}

// ————— the database —————

/**
 * A throw-away PostgreSQL server, started and stopped by api/scripts/test-postgres.sh's functions.
 * @param {number} port
 */
function startPostgres(port) {
  const script = join(root, 'api/scripts/test-postgres.sh');
  const run = spawnSync(
    'bash',
    ['-c', `source "${script}" --source-only && start_postgres && echo "PG_DIR=$PG_DIR" && echo "PG_BIN=$PG_BIN"`],
    { env: { ...process.env, PG_PORT: String(port) }, encoding: 'utf8' },
  );
  const dir = /PG_DIR=(\S+)/.exec(run.stdout)?.[1];
  const bin = /PG_BIN=(\S+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !dir || !bin) throw new Error(`PostgreSQL no arrancó:\n${run.stdout}${run.stderr}`);
  const created = spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'bench']);
  if (created.status !== 0) throw new Error(`createdb falló: ${created.stderr}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    stop() {
      spawnSync('bash', ['-c', `source "${script}" --source-only && stop_postgres`], {
        env: { ...process.env, PG_DIR: dir, PG_BIN: bin },
      });
    },
  };
}

/**
 * Fills the database with the generated statistics and rolls the finished days up with the job's
 * code; answers the seconds each took and today.
 * @param {{ dataDir: string, databaseUrl?: string }} target
 * @param {number} views
 */
async function fill(target, views) {
  const { openDatabase } = await apiModule('src/db/database.js');
  const { readConfig } = await apiModule('src/config.js');
  const { rollUpFinishedDays } = await apiModule('src/statistics/rollup.js');
  const { generateStatistics } = await apiModule('test/support/generated-statistics.js');
  const timeZone = readConfig(process.env).siteTimeZone;
  const today = shopDay(new Date(), timeZone);
  const db = await openDatabase(target);
  try {
    let started = performance.now();
    const events = await generateStatistics(db, { views, days: DAYS, products: PRODUCTS, today, timeZone });
    const fillS = secondsSince(started);
    started = performance.now();
    const rolled = await rollUpFinishedDays(db, today);
    return { events, fillS, rollUpS: secondsSince(started), rolledDays: rolled.length, today };
  } finally {
    await db.destroy();
  }
}

// ————— the measurements —————

/**
 * GET /admin/estadisticas for the 90 days, one request after another.
 * @param {string} url
 * @param {string} today
 */
async function measureStats(url, today) {
  const token = await adminToken(url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const path = `${url}/api/v1/admin/estadisticas?desde=${addDays(today, 1 - DAYS)}&hasta=${today}`;
  const get = async () => {
    const started = performance.now();
    const res = await fetch(path, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    const body = await res.json();
    if (!res.ok) throw new Error(`estadisticas: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 5; i++) await get();
  /** @type {number[]} */
  const times = [];
  let vistas = 0;
  for (let i = 0; i < STATS_REQUESTS; i++) {
    const { ms, body } = await get();
    times.push(ms);
    vistas = body.totales.vistas;
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), vistas };
}

/**
 * The pages at a steady rate for `seconds`: each answer's time.
 * @param {string} url
 * @param {string[]} paths
 * @param {number} seconds
 */
async function loadPages(url, paths, seconds) {
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  const instance = autocannon({
    url,
    connections: 1,
    overallRate: PAGES_PER_SECOND,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, deflate, br' } })),
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    if (status === 200) times.push(responseTime);
    else failed += 1;
  });
  const result = await instance;
  if (failed || result.errors) throw new Error(`páginas: ${failed} respuestas no 200, ${result.errors} errores`);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), requests: times.length };
}

/**
 * Beacons at BEACONS_PER_SECOND to `path` for `seconds`, from a child process (this script with
 * --beacons), so that sending them does not slow the measuring of the pages.
 * @param {string} url
 * @param {string} path
 * @param {number} seconds
 * @param {object[]} events
 * @returns {Promise<{ sent: number, perSecond: number, non2xx: number }>}
 */
function beaconsFromChild(url, path, seconds, events) {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      '--beacons',
      JSON.stringify({ url, path, seconds, rate: BEACONS_PER_SECOND, events }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`los beacons terminaron con ${code}`)),
    );
  });
}

/**
 * The pages' p99 without, then with, the statistics' beacons, then with the releases' reports
 * (what browsers met with each remote's live release: a view with its vitals, now and then an error).
 * @param {string} url
 * @param {number} seconds
 */
async function measurePages(url, seconds) {
  const { categoria } = await firstSlugs(url);
  const paths = ['/', `/categorias/${categoria}`];
  const products = await (await fetch(`${url}/api/v1/public/categorias/${categoria}`)).json();
  const productId = products.productos[0]?.id;
  const ruta = `/categorias/${categoria}`;
  const events = [
    { tipo: 'vista', ruta: '/', origen: 'www.google.com' },
    { tipo: 'vista', ruta },
    { tipo: 'producto', ruta, producto: productId },
    { tipo: 'whatsapp', ruta, producto: productId },
  ];
  const { releases } = await (await fetch(`${url}/config.json`)).json();
  const witness = (/** @type {string} */ remote, /** @type {object} */ extra = {}) => ({
    remote,
    release: releases[remote].id,
    lcp: 1200,
    ...extra,
  });
  const reports = [
    { path: '/', remotes: [witness('remote_public', { inp: 90, cls: 0.01 })] },
    { path: ruta, remotes: [witness('remote_public')] },
    { path: '/blog', remotes: [witness('remote_blog', { errors: [{ kind: 'uncaught', message: 'Error: bench' }] })] },
  ];
  await loadPages(url, paths, 3);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const without = await loadPages(url, paths, seconds);
    const [withBeacons, beacons] = await Promise.all([
      loadPages(url, paths, seconds),
      beaconsFromChild(url, '/public/eventos', seconds, events),
    ]);
    const [withReports, sentReports] = await Promise.all([
      loadPages(url, paths, seconds),
      beaconsFromChild(url, '/public/releases/reports', seconds, reports),
    ]);
    rounds.push({ without, with: withBeacons, beacons, withReports, reports: sentReports });
  }
  const pick = (/** @type {(round: (typeof rounds)[number]) => number} */ figure) => median(rounds.map(figure));
  const without = pick((round) => round.without.p99);
  const withBeacons = pick((round) => round.with.p99);
  const withReports = pick((round) => round.withReports.p99);
  return {
    without,
    with: withBeacons,
    p50Without: pick((round) => round.without.p50),
    p50With: pick((round) => round.with.p50),
    beaconsPerSecond: pick((round) => round.beacons.perSecond),
    beaconFailures: rounds.reduce((sum, round) => sum + round.beacons.non2xx, 0),
    changePct: ((withBeacons - without) / without) * 100,
    withReports,
    p50WithReports: pick((round) => round.withReports.p50),
    reportsPerSecond: pick((round) => round.reports.perSecond),
    reportFailures: rounds.reduce((sum, round) => sum + round.reports.non2xx, 0),
    reportsChangePct: ((withReports - without) / without) * 100,
  };
}

/**
 * One engine: a seeded site, its database filled and rolled up, the site started again on it, measured.
 * @param {'postgresql' | 'pglite'} engine
 * @param {{ views: number, seconds: number, pgPort: number }} options
 */
async function benchEngine(engine, { views, seconds, pgPort }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-stats-'));
  const postgres = engine === 'postgresql' ? startPostgres(pgPort) : undefined;
  const target = { dataDir, ...(postgres ? { databaseUrl: postgres.url } : {}) };
  const env = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  try {
    // The first start seeds the demo content (categories, posts, pages, products).
    await (await startSite(env)).stop();
    const filled = await fill(target, views);
    const site = await startSite({ ...env, TRUST_PROXY: '1' });
    try {
      const stats = await measureStats(site.url, filled.today);
      const pages = await measurePages(site.url, seconds);
      return { engine, ...filled, stats, pages };
    } finally {
      await site.stop();
    }
  } finally {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (/** @type {number} */ x) => `${x.toFixed(1)} ms`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'NOT met');

/**
 * The pages' figures without and with one kind of load, a row per engine.
 * @param {Awaited<ReturnType<typeof benchEngine>>[]} results
 * @param {string} unit
 * @param {(pages: Awaited<ReturnType<typeof measurePages>>) => { p50: number, p99: number, perSecond: number, failures: number, changePct: number }} figures
 */
function printLoad(results, unit, figures) {
  console.log(
    `${'engine'.padEnd(11)} ${'p50 w/o'.padStart(9)} ${'p50 with'.padStart(9)} ${'p99 w/o'.padStart(9)} ` +
      `${'p99 with'.padStart(9)} ${'change'.padStart(8)} ` +
      `${unit.padStart(10)} ${'non-2xx'.padStart(8)}  target (≤ +${TARGETS.pageP99IncreasePct} %)`,
  );
  for (const { engine, pages } of results) {
    const load = figures(pages);
    console.log(
      `${engine.padEnd(11)} ${ms(pages.p50Without).padStart(9)} ${ms(load.p50).padStart(9)} ` +
        `${ms(pages.without).padStart(9)} ${ms(load.p99).padStart(9)} ` +
        `${`${load.changePct >= 0 ? '+' : ''}${load.changePct.toFixed(1)} %`.padStart(8)} ` +
        `${load.perSecond.toFixed(0).padStart(10)} ${String(load.failures).padStart(8)}  ` +
        verdict(load.changePct <= TARGETS.pageP99IncreasePct && load.failures === 0),
    );
  }
}

/** @param {Awaited<ReturnType<typeof benchEngine>>[]} results @param {number} views @param {number} seconds */
function printTable(results, views, seconds) {
  console.log(
    `\nStatistics: ${views.toLocaleString('en')} page views over ${DAYS} days, ${PRODUCTS} products; ` +
      `GET /admin/estadisticas for the ${DAYS} days, ${STATS_REQUESTS} requests one after another`,
  );
  console.log(
    `${'engine'.padEnd(11)} ${'events'.padStart(9)} ${'fill'.padStart(7)} ${'roll-up'.padStart(8)} ` +
      `${'p50'.padStart(9)} ${'p95'.padStart(9)}  target (p95 < ${TARGETS.statsP95Ms} ms on PostgreSQL)`,
  );
  for (const r of results)
    console.log(
      `${r.engine.padEnd(11)} ${String(r.events).padStart(9)} ${`${r.fillS.toFixed(0)} s`.padStart(7)} ` +
        `${`${r.rollUpS.toFixed(0)} s`.padStart(8)} ${ms(r.stats.p50).padStart(9)} ${ms(r.stats.p95).padStart(9)}  ` +
        (r.engine === 'postgresql' ? verdict(r.stats.p95 < TARGETS.statsP95Ms) : '—'),
    );
  console.log(
    `\nPage p99 (GET / and a category page, ${PAGES_PER_SECOND} req/s, ${seconds} s) without and with ` +
      `${BEACONS_PER_SECOND} beacons/s on the same instance, median of ${ROUNDS} rounds`,
  );
  printLoad(results, 'beacons/s', (pages) => ({
    p50: pages.p50With,
    p99: pages.with,
    perSecond: pages.beaconsPerSecond,
    failures: pages.beaconFailures,
    changePct: pages.changePct,
  }));
  console.log(
    `\nThe same pages with ${BEACONS_PER_SECOND} releases' reports/s (POST /public/releases/reports) instead`,
  );
  printLoad(results, 'reports/s', (pages) => ({
    p50: pages.p50WithReports,
    p99: pages.withReports,
    perSecond: pages.reportsPerSecond,
    failures: pages.reportFailures,
    changePct: pages.reportsChangePct,
  }));
}

/**
 * Runs the bench on each engine and prints its table; resolves true when every target is met.
 * @param {{ views?: number, seconds?: number, only?: string, pgPort?: number }} [options]
 */
export async function statsBench({
  views = 1_000_000,
  seconds = 20,
  only,
  pgPort = Number(process.env.PG_PORT ?? 55438),
} = {}) {
  ensureBuilt({ quiet: true });
  const engines = /** @type {const} */ (['postgresql', 'pglite']).filter((engine) => !only || engine === only);
  const results = [];
  for (const engine of engines) {
    console.log(`\nStatistics bench on ${engine}: filling ${views.toLocaleString('en')} page views…`);
    results.push(await benchEngine(engine, { views, seconds, pgPort }));
  }
  printTable(results, views, seconds);
  return results.every(
    (r) =>
      (r.engine !== 'postgresql' || r.stats.p95 < TARGETS.statsP95Ms) &&
      r.pages.changePct <= TARGETS.pageP99IncreasePct &&
      r.pages.beaconFailures === 0 &&
      r.pages.reportsChangePct <= TARGETS.pageP99IncreasePct &&
      r.pages.reportFailures === 0,
  );
}

/** `--name value` of the command line. @param {string} name */
function argument(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--beacons') {
  process.stdout.write(JSON.stringify(await sendBeacons(JSON.parse(process.argv[3] ?? '{}'))));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const met = await statsBench({
    views: argument('views') ? Number(argument('views')) : undefined,
    seconds: argument('seconds') ? Number(argument('seconds')) : undefined,
    only: argument('only'),
  });
  process.exitCode = met ? 0 : 1;
}
