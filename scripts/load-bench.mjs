// @ts-check
// The load mix: for 60 s, 64 connections (autocannon) loop over the public API's
// reads, the server-composed pages' HTML and a comment post, against the built site as `npm start`
// serves it, restarted on its freshly seeded data for each measure (the seeding start's one-off
// memory is no leak under load, so it is left out). Requests ask for compression as a browser does. It prints requests, errors (non-2xx per status, socket errors), latency p50/p90/p99/max,
// the server's RSS (VmRSS of /proc/<pid>/status, sampled every second) and its change from the 10th
// to the 60th second, beside the targets: 0 errors, p99 ≤ 50 ms, RSS within 10 %. Then the same mix
// again on the same data with the Prometheus metrics on (METRICS_PORT, scraped every second as
// Prometheus would), and the change of p99 from off to on (target: within 5 %).
//
//   node scripts/load-bench.mjs [--seconds N] [--connections N] [--runs N] [--cpu-prof DIR]
//
// With --runs N it repeats this on N fresh sites (off then on, on then off, in turns) and prints
// the median of each figure as well.
// With --cpu-prof DIR the server writes a V8 CPU profile there when it stops (node --cpu-prof).
// `npm run bench` (scripts/bench.mjs) runs it once with the defaults.
//
// Comment posts: the comment limit (COMMENT_RATE_LIMIT_IP, 10 per address and 10 minutes) stays on.
// Each post comes from its own address, written in X-Forwarded-For, and the server is told to read it
// there (TRUST_PROXY=1: one proxy hop, as behind a balancer). So the limiter counts one hit for each
// of many visitors, as in production, instead of being switched off by a raised ceiling.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt } from './ensure-built.mjs';
import { freePort, startSite } from './site-process.mjs';
import { median, percentile } from './lib/numbers.mjs';

export const TARGETS = { errors: 0, p99Ms: 50, rssChangePct: 10, metricsP99ChangePct: 5 };

/** The second whose RSS is the baseline of the change (the first seconds warm the process up). */
const RSS_FROM_S = 10;

/** What a browser sends with every request that matters here. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * @param {string} url
 * @returns {Promise<any>}
 */
async function json(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
  return res.json();
}

/**
 * @param {unknown} list
 * @param {string} url
 * @returns {any}
 */
function first(list, url) {
  const row = Array.isArray(list) ? list[0] : undefined;
  if (!row) throw new Error(`${url} no devolvió ningún registro`);
  return row;
}

/**
 * What the mix requests, with the slugs and ids the site itself answers.
 * @param {string} siteUrl
 */
async function mixRoutes(siteUrl) {
  const api = `${siteUrl}/api/v1/public`;
  const { categoryPath, postPath, productPath } = await import('@pasteleria/shared/seo');
  const categoria = first(await json(`${api}/categorias`), `${api}/categorias`).slug;
  const post = first(await json(`${api}/blog/posts`), `${api}/blog/posts`).slug;
  const pagina = first(await json(`${api}/blog/paginas`), `${api}/blog/paginas`).slug;
  const withProducts = await json(`${api}/categorias/${categoria}`);
  const producto = first(withProducts.productos, `${api}/categorias/${categoria} (productos)`).id;
  /** @type {Record<string, string>} */
  const reads = {
    'GET /public/categorias': '/api/v1/public/categorias',
    'GET /public/categorias-home': '/api/v1/public/categorias-home',
    'GET /public/categorias/{slug}': `/api/v1/public/categorias/${categoria}`,
    'GET /public/blog/posts': '/api/v1/public/blog/posts',
    'GET /public/blog/post/{slug}': `/api/v1/public/blog/post/${post}`,
    'GET /public/blog/paginas': '/api/v1/public/blog/paginas',
    'GET /public/blog/pagina/{slug}': `/api/v1/public/blog/pagina/${pagina}`,
    'GET /public/slides': '/api/v1/public/slides',
    'GET /public/empresas/5': '/api/v1/public/empresas/5',
    'GET /public/comentarios': '/api/v1/public/comentarios',
  };
  /** @type {Record<string, string>} */
  const pages = {
    'GET / (HTML)': '/',
    'GET /categorias (HTML)': '/categorias',
    'GET /categorias/{slug} (HTML)': categoryPath(categoria),
    'GET /categorias/{slug}?producto={id} (HTML)': productPath(categoria, producto),
    'GET /blog (HTML)': '/blog',
    'GET /blog/post/{slug} (HTML)': postPath(post),
  };
  return { reads, pages };
}

let visitor = 0;

/** A distinct address for each comment post: 10.0.0.1, 10.0.0.2, … (16 million before it wraps). */
function nextAddress() {
  visitor = (visitor + 1) % 0xffffff;
  const n = visitor + 1;
  return `10.${(n >> 16) & 0xff}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/** @param {string} address */
const commentBody = (address) =>
  JSON.stringify({
    nombre: `Visitante ${address}`,
    email: `visitante-${address.replaceAll('.', '-')}@example.test`,
    comentario: 'Probé el pastel de tres leches en la sucursal del centro: muy rico y bien servido.',
    rating: 5,
  });

const COMMENT_POST = 'POST /public/comentarios';

/**
 * One connection's loop: every read, every page, one comment post. Each request carries its route's
 * name, read back when its answer arrives.
 * @param {{ reads: Record<string, string>, pages: Record<string, string> }} routes
 */
function requestCycle({ reads, pages }) {
  const gets = Object.entries({ ...reads, ...pages }).map(([name, path]) => ({
    route: name,
    method: /** @type {const} */ ('GET'),
    path,
    headers: BROWSER_HEADERS,
  }));
  const post = {
    route: COMMENT_POST,
    method: /** @type {const} */ ('POST'),
    path: '/api/v1/public/comentarios',
    /** @param {any} req */
    setupRequest(req) {
      const address = nextAddress();
      return {
        ...req,
        headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: commentBody(address),
      };
    },
  };
  return [...gets, post];
}

/** @param {number} pid @returns {number | undefined} VmRSS in bytes */
function rssOf(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CPU time the process has used, user and system, all threads (/proc/<pid>/stat, in clock ticks of
 * 10 ms).
 * @param {number} pid
 * @returns {number} milliseconds
 */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** @param {number[]} times */
function latencySummary(times) {
  const sorted = Float64Array.from(times).sort();
  const s = /** @type {number[]} */ (/** @type {unknown} */ (sorted));
  return {
    p50: percentile(s, 0.5),
    p90: percentile(s, 0.9),
    p99: percentile(s, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

/**
 * @typedef {{
 *   requests: number, rps: number, cpuUsPerRequest: number, errors: number, statuses: Record<string, number>,
 *   socketErrors: Record<string, number>, latency: { p50: number, p90: number, p99: number, max: number },
 *   rss: Array<{ s: number, bytes: number }>, rssFrom: number, rssTo: number, rssChangePct: number,
 *   routes: Array<{ route: string, requests: number, non2xx: number, p50: number, p99: number, max: number }>
 * }} LoadResult
 */

/**
 * Runs the mix once against a running site.
 * @param {{ url: string, pid: number | undefined }} site
 * @param {{ seconds: number, connections: number }} options
 * @returns {Promise<LoadResult>}
 */
async function runMix(site, { seconds, connections }) {
  if (!site.pid) throw new Error('No se conoce el pid del servidor: no se puede medir su memoria.');
  const pid = site.pid;
  const routes = await mixRoutes(site.url);
  /** @type {Map<string, { times: number[], non2xx: number }>} */
  const perRoute = new Map();
  /** @type {number[]} */
  const allTimes = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, number>} */
  const socketErrors = {};
  /** @type {Array<{ s: number, bytes: number }>} */
  const rss = [];

  const cpuBefore = cpuMsOf(pid);
  const start = Date.now();
  const sampler = setInterval(() => {
    const bytes = rssOf(pid);
    if (bytes !== undefined) rss.push({ s: (Date.now() - start) / 1000, bytes });
  }, 1000);
  const instance = autocannon({
    url: site.url,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: /** @type {any} */ (requestCycle(routes)),
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    const route = /** @type {any} */ (client).requestIterator.currentRequest?.route ?? '?';
    let entry = perRoute.get(route);
    if (!entry) perRoute.set(route, (entry = { times: [], non2xx: 0 }));
    entry.times.push(responseTime);
    allTimes.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode < 200 || statusCode > 299) entry.non2xx += 1;
  });
  instance.on('reqError', (/** @type {any} */ error) => {
    const code = error?.code ?? error?.message ?? String(error);
    socketErrors[code] = (socketErrors[code] ?? 0) + 1;
  });
  const result = await instance;
  clearInterval(sampler);
  const cpuMs = cpuMsOf(pid) - cpuBefore;

  const at = (/** @type {number} */ s) =>
    rss.reduce((best, x) => (Math.abs(x.s - s) < Math.abs(best.s - s) ? x : best), rss[0]).bytes;
  const rssFrom = at(Math.min(RSS_FROM_S, seconds));
  const rssTo = at(seconds);
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: allTimes.length,
    rps: allTimes.length / seconds,
    cpuUsPerRequest: (cpuMs * 1000) / allTimes.length,
    errors: non2xx + result.errors,
    statuses,
    socketErrors,
    latency: latencySummary(allTimes),
    rss,
    rssFrom,
    rssTo,
    rssChangePct: ((rssTo - rssFrom) / rssFrom) * 100,
    routes: [...perRoute].map(([route, { times, non2xx: n }]) => ({
      route,
      requests: times.length,
      non2xx: n,
      ...latencySummary(times),
    })),
  };
}

const MB = 1024 * 1024;
const ms = (/** @type {number} */ x) => `${x.toFixed(1)} ms`;
const mb = (/** @type {number} */ x) => `${(x / MB).toFixed(0)} MB`;
const pct = (/** @type {number} */ x) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'ok' : 'over');

/** @param {LoadResult} r */
function meetsTargets(r) {
  return {
    errors: r.errors <= TARGETS.errors,
    p99: r.latency.p99 <= TARGETS.p99Ms,
    rss: Math.abs(r.rssChangePct) <= TARGETS.rssChangePct,
  };
}

/** @param {LoadResult} r @param {number} seconds */
function printTargets(r, seconds) {
  const met = meetsTargets(r);
  const rows = [
    [`errors = ${TARGETS.errors}`, String(r.errors), verdict(met.errors)],
    [`p99 ≤ ${TARGETS.p99Ms} ms`, ms(r.latency.p99), verdict(met.p99)],
    [
      `RSS ${RSS_FROM_S}th→${seconds}th s within ${TARGETS.rssChangePct} %`,
      `${mb(r.rssFrom)} → ${mb(r.rssTo)} (${pct(r.rssChangePct)})`,
      verdict(met.rss),
    ],
  ];
  console.log(`${'target'.padEnd(30)} ${'measured'.padEnd(28)} verdict`);
  for (const [t, m, v] of rows) console.log(`${t.padEnd(30)} ${m.padEnd(28)} ${v}`);
  return met.errors && met.p99 && met.rss;
}

/** @param {Record<string, number>} counts */
const listCounts = (counts) =>
  Object.keys(counts).length
    ? Object.entries(counts)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')
    : 'none';

/** @param {LoadResult} r @param {number} seconds */
function printRun(r, seconds) {
  const non2xx = Object.fromEntries(Object.entries(r.statuses).filter(([code]) => !code.startsWith('2')));
  console.log(
    `requests: ${r.requests} (${r.rps.toFixed(0)}/s; server CPU ${r.cpuUsPerRequest.toFixed(0)} µs per request)`,
  );
  console.log(
    `errors: ${r.errors} (non-2xx by status: ${listCounts(non2xx)}; socket errors: ${listCounts(r.socketErrors)})`,
  );
  const { p50, p90, p99, max } = r.latency;
  console.log(`latency: p50 ${ms(p50)}, p90 ${ms(p90)}, p99 ${ms(p99)}, max ${ms(max)}`);
  console.log(`RSS each second (MB): ${r.rss.map((x) => (x.bytes / MB).toFixed(0)).join(' ')}`);
  console.log(
    `\n${'route'.padEnd(48)} ${'requests'.padStart(8)} ${'non-2xx'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
  );
  for (const x of [...r.routes].sort((a, b) => b.p99 - a.p99)) {
    const cols = [x.requests, x.non2xx].map((n) => String(n).padStart(8)).join('');
    const times = [x.p50, x.p99, x.max].map((t) => t.toFixed(1).padStart(8)).join('');
    console.log(`${x.route.padEnd(48)}${cols}${times}`);
  }
  console.log('');
  return printTargets(r, seconds);
}

/**
 * Asks the site's /metrics every second, as Prometheus would, until stopped; answers how many
 * scrapes there were and how many failed.
 * @param {string} url
 */
function scrapeEverySecond(url) {
  let scrapes = 0;
  let failed = 0;
  const timer = setInterval(() => {
    scrapes += 1;
    fetch(url)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .catch(() => (failed += 1));
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      return { scrapes, failed };
    },
  };
}

/**
 * Runs the mix once on a site started on `dataDir` (seeded already), with the metrics on or off.
 * @param {string} dataDir
 * @param {boolean} metrics
 * @param {{ seconds: number, connections: number, cpuProfDir?: string, title: string }} options
 * @returns {Promise<LoadResult>}
 */
async function measure(dataDir, metrics, { seconds, connections, cpuProfDir, title }) {
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const metricsPort = metrics ? await freePort() : undefined;
  const env = { DATA_DIR: dataDir, TRUST_PROXY: '1', ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) };
  const site = await startSite(env, nodeArgs);
  const scraper = metricsPort ? scrapeEverySecond(`http://127.0.0.1:${metricsPort}/metrics`) : undefined;
  try {
    console.log(
      `\nLoad mix${title}, metrics ${metrics ? 'on (scraped every second)' : 'off'}: ${connections} connections, ` +
        `${seconds} s, each looping over the public reads, the pages’ HTML and one comment post (own address each)`,
    );
    const r = await runMix(site, { seconds, connections });
    const scrapes = scraper?.stop();
    if (scrapes) console.log(`metrics: ${scrapes.scrapes} scrapes, ${scrapes.failed} failed`);
    printRun(r, seconds);
    return r;
  } finally {
    scraper?.stop();
    await site.stop();
  }
}

/**
 * Each figure's median over `results` (one run: its own figures).
 * @param {LoadResult[]} results
 * @returns {LoadResult}
 */
function medianOf(results) {
  const pick = (/** @type {(r: LoadResult) => number} */ f) => median(results.map(f));
  return {
    ...results[0],
    requests: pick((r) => r.requests),
    rps: pick((r) => r.rps),
    cpuUsPerRequest: pick((r) => r.cpuUsPerRequest),
    errors: pick((r) => r.errors),
    latency: {
      p50: pick((r) => r.latency.p50),
      p90: pick((r) => r.latency.p90),
      p99: pick((r) => r.latency.p99),
      max: pick((r) => r.latency.max),
    },
    rssFrom: pick((r) => r.rssFrom),
    rssTo: pick((r) => r.rssTo),
    rssChangePct: pick((r) => r.rssChangePct),
  };
}

/**
 * The metrics' cost: the mix with them off and on, side by side, and p99's change.
 * @param {LoadResult} off @param {LoadResult} on
 */
function printMetricsCost(off, on) {
  const change = ((on.latency.p99 - off.latency.p99) / off.latency.p99) * 100;
  const met = change <= TARGETS.metricsP99ChangePct;
  console.log(
    `\n${'metrics'.padEnd(10)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'req/s'.padStart(7)} ${'CPU/req'.padStart(9)}`,
  );
  for (const [name, r] of /** @type {const} */ ([
    ['off', off],
    ['on', on],
  ]))
    console.log(
      `${name.padEnd(10)} ${ms(r.latency.p50).padStart(9)} ${ms(r.latency.p99).padStart(9)} ` +
        `${r.rps.toFixed(0).padStart(7)} ${`${r.cpuUsPerRequest.toFixed(0)} µs`.padStart(9)}`,
    );
  console.log(
    `p99 with metrics on: ${pct(change)} (target within ${TARGETS.metricsP99ChangePct} %) — ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}

/**
 * Runs the mix `runs` times, each on its own fresh site (seeded, then restarted for each
 * measure), with the metrics off and on, and prints every run and, for several, the median of each
 * figure. Resolves true when the (median) figures meet every target.
 * @param {{ seconds?: number, connections?: number, runs?: number, cpuProfDir?: string }} [options]
 */
export async function loadBench({ seconds = 60, connections = 64, runs = 1, cpuProfDir } = {}) {
  ensureBuilt({ quiet: true });
  /** @type {{ off: LoadResult[], on: LoadResult[] }} */
  const results = { off: [], on: [] };
  for (let i = 1; i <= runs; i++) {
    // The first start seeds the demo content; its one-off memory peak is not what this measures. The
    // load runs on later starts on the same data, as a deployed server restarts.
    const dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-load-'));
    try {
      await (await startSite({ DATA_DIR: dataDir })).stop();
      const title = runs > 1 ? ` (run ${i} of ${runs})` : '';
      // In turns, so that neither always runs on the warmer machine.
      for (const metrics of i % 2 === 1 ? [false, true] : [true, false])
        results[metrics ? 'on' : 'off'].push(
          await measure(dataDir, metrics, { seconds, connections, cpuProfDir, title }),
        );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const off = medianOf(results.off);
  const on = medianOf(results.on);
  let met = Object.values(meetsTargets(off)).every(Boolean);
  if (runs > 1) {
    console.log(`\nMedian of ${runs} runs (each figure on its own), metrics off`);
    console.log(
      `requests: ${off.requests} (${off.rps.toFixed(0)}/s; server CPU ${off.cpuUsPerRequest.toFixed(0)} µs per request), errors: ${off.errors}`,
    );
    const { p50, p90, p99, max } = off.latency;
    console.log(`latency: p50 ${ms(p50)}, p90 ${ms(p90)}, p99 ${ms(p99)}, max ${ms(max)}\n`);
    met = printTargets(off, seconds);
  }
  return printMetricsCost(off, on) && met;
}

/** @param {string} name @param {number} fallback */
function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} espera un entero positivo`);
  return value;
}

/** @param {string} name */
function stringArg(name) {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = process.argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} espera un valor`);
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const met = await loadBench({
    seconds: numberArg('seconds', 60),
    connections: numberArg('connections', 64),
    runs: numberArg('runs', 1),
    cpuProfDir: stringArg('cpu-prof'),
  });
  process.exitCode = met ? 0 : 1;
}
