#!/usr/bin/env node
// @ts-check
// Lighthouse on the public routes and the back office's, as a phone sees them: Lighthouse's default
// mobile form factor with simulated throttling, Debian's Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium) launched through chrome-launcher, the median of several runs per route (this
// machine is shared and noisy).
//
//   node scripts/lighthouse.mjs                              build what is missing, start the built site
//                                                            on a free port with a fresh DATA_DIR, measure
//   node scripts/lighthouse.mjs --url http://localhost:8080  measure a site that is already running (the
//                                                            admin routes sign in with ADMIN_EMAIL / ADMIN_PASSWORD)
//   --runs 3      runs per route (default 3);   --no-save   only print, write nothing
//   --routes public | admin | /admin/producto,/login        only these routes (a partial run writes nothing)
//
// Public routes: /, /categorias, /categorias/<first category>, /blog, /blog/post/<first post>,
// /blog/pagina/<first page> (slugs from /api/v1/public/...). Admin routes: /login (signed out), then,
// signed in for real (the first administrator's token from POST /auth/login in session storage before
// the page's scripts run, as /login leaves it), /admin ('Resumen'), each content entity's list, create
// and edit form (its first row), /admin/user, /admin/comentario and /admin/versiones. The runs go round
// by round over the routes, one at a time, each in a freshly launched Chromium: a cold cache, as
// Lighthouse does.
// Beside Lighthouse's TBT, each run's trace read by thread time (scripts/lib/main-thread.mjs): the
// main thread's CPU time and the TBT its tasks give by their CPU time rather than their wall time,
// which this shared machine's load stretches (Lighthouse's TBT of one page read 49 ms by CPU time
// and 2,238 ms by wall time in the same run); the median of both is reported.
// Writes bench/results/lighthouse.json (date, every run, the medians) and the table between the
// lighthouse-results markers in bench/README.md (never the root README). Targets are reported
// (met / NOT met); they do not make the script fail, a run Lighthouse cannot finish does.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, firstSlugs, startBuiltSite } from './bench-site.mjs';
import { root } from './ensure-built.mjs';
import { adminToken } from './lib/admin-session.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium.mjs';
import { mainThreadByCpu } from './lib/main-thread.mjs';
import { median } from './lib/numbers.mjs';

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/** Attempts per run: Lighthouse sometimes loses the trace (NO_NAVSTART) on a busy machine. */
const ATTEMPTS = 3;
const RESULTS = join(root, 'bench/results/lighthouse.json');
const README = join(root, 'bench/README.md');
const MARK_START = '<!-- lighthouse-results:start -->';
const MARK_END = '<!-- lighthouse-results:end -->';

/** @typedef {{ key: string, label: string, min?: number, max?: number, show(v: number): string, target: string, optional?: boolean }} Metric */
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (/** @type {number} */ ms) => `${Math.round(ms)} ms`;

/**
 * What is reported per route, with its target (min or max) and how it is shown: the public pages',
 * and the back office's (an owner on a phone: LCP ≤ 2 s, TBT ≤ 200 ms; no SEO, it is never indexed).
 * @type {Record<'public' | 'admin', Metric[]>}
 */
const METRICS = {
  public: [
    { key: 'performance', label: 'performance', min: 95, show: String, target: '≥ 95' },
    { key: 'lcpMs', label: 'LCP', max: 1500, show: seconds, target: '≤ 1.5 s' },
    { key: 'cls', label: 'CLS', max: 0.02, show: (v) => v.toFixed(3), target: '≤ 0.02' },
    { key: 'tbtMs', label: 'TBT', max: 150, show: millis, target: '≤ 150 ms' },
    { key: 'cpuTbtMs', label: 'TBT by CPU time', max: 150, show: millis, target: '≤ 150 ms', optional: true },
    { key: 'mainThreadMs', label: 'main-thread CPU', show: millis, target: 'reported', optional: true },
    { key: 'accessibility', label: 'accessibility', min: 100, show: String, target: '100' },
    { key: 'seo', label: 'SEO', min: 100, show: String, target: '100' },
    { key: 'bestPractices', label: 'best practices', min: 100, show: String, target: '100' },
  ],
  admin: [
    { key: 'performance', label: 'performance', min: 90, show: String, target: '≥ 90' },
    { key: 'lcpMs', label: 'LCP', max: 2000, show: seconds, target: '≤ 2.0 s' },
    { key: 'cls', label: 'CLS', max: 0.02, show: (v) => v.toFixed(3), target: '≤ 0.02' },
    { key: 'tbtMs', label: 'TBT', max: 200, show: millis, target: '≤ 200 ms' },
    { key: 'cpuTbtMs', label: 'TBT by CPU time', max: 200, show: millis, target: '≤ 200 ms', optional: true },
    { key: 'mainThreadMs', label: 'main-thread CPU', show: millis, target: 'reported', optional: true },
    { key: 'accessibility', label: 'accessibility', min: 100, show: String, target: '100' },
    { key: 'bestPractices', label: 'best practices', min: 100, show: String, target: '100' },
  ],
};
/** @param {string} path */
const kindOf = (path) => (path === '/login' || path === '/admin' || path.startsWith('/admin/') ? 'admin' : 'public');

/** A metric with no target is only reported. @param {Metric} metric */
const hasTarget = (metric) => metric.min !== undefined || metric.max !== undefined;

/** @param {Metric} metric @param {number | null} value */
const isMet = (metric, value) =>
  value !== null &&
  (metric.min === undefined || value >= metric.min) &&
  (metric.max === undefined || value <= metric.max);

/** The public pages of the site's table of pages, each `:slug` the first the API lists. @param {string} siteUrl */
async function publicRoutes(siteUrl) {
  const { categoria, post, pagina } = await firstSlugs(siteUrl);
  const { SITE_PAGES } = await import('@pasteleria/shared/federation');
  /** @type {Record<string, string>} */
  const slugs = { '/categorias/:slug': categoria, '/blog/post/:slug': post, '/blog/pagina/:slug': pagina };
  return SITE_PAGES.filter((page) => page.layout === 'public').map(({ path }) => {
    if (!path.includes(':')) return path;
    if (!slugs[path]) throw new Error(`Lighthouse does not know which slug to open at ${path}: add it here`);
    return path.replace(':slug', slugs[path]);
  });
}

/**
 * The back office's routes: /login, then signed in the home, each content entity's list, create and
 * edit form (its first row, as the admin API lists them), users, comments and releases.
 * @param {string} siteUrl @param {string} token
 */
async function adminRoutes(siteUrl, token) {
  const { CONTENT_ENTITIES } = await import('@pasteleria/shared/entities');
  const entities = await Promise.all(
    CONTENT_ENTITIES.map(async ({ name }) => {
      const res = await fetch(`${siteUrl}/api/v1/admin/${name}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`/admin/${name} respondió ${res.status}`);
      const rows = /** @type {{ id: number }[]} */ (await res.json());
      if (!rows[0]) throw new Error(`/admin/${name} no tiene registros que editar`);
      return [`/admin/${name}`, `/admin/${name}/create`, `/admin/${name}/edit/${rows[0].id}`];
    }),
  );
  return ['/login', '/admin', ...entities.flat(), '/admin/user', '/admin/comentario', '/admin/versiones'];
}

/**
 * The reported values of one Lighthouse result, and the audits that keep a score under 100.
 * @param {any} lhr
 */
function valuesOf(lhr) {
  const score = (/** @type {string} */ id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const numeric = (/** @type {string} */ id) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  /** @type {Record<string, string[]>} */
  const failing = {};
  for (const id of ['accessibility', 'seo', 'best-practices']) {
    const ids = (lhr.categories[id]?.auditRefs ?? [])
      .filter(
        (/** @type {any} */ ref) =>
          ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1,
      )
      .map((/** @type {any} */ ref) => ref.id);
    if (ids.length) failing[id] = ids;
  }
  const lcp = numeric('largest-contentful-paint');
  const cls = numeric('cumulative-layout-shift');
  const tbt = numeric('total-blocking-time');
  return {
    performance: score('performance'),
    lcpMs: lcp === null ? null : Math.round(lcp),
    cls: cls === null ? null : Number(cls.toFixed(4)),
    tbtMs: tbt === null ? null : Math.round(tbt),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    failingAudits: failing,
  };
}

/**
 * One Lighthouse navigation in a freshly launched Chromium; with a token, signed in: the token is in
 * session storage before the page's first script runs (after Lighthouse has cleared the origin's
 * storage), and in the back office's session cookie, as /login leaves them.
 * @param {string} url @param {string | undefined} token
 */
async function measure(url, token) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (token) {
      await page.evaluateOnNewDocument((t) => sessionStorage.setItem('token', t), token);
      // The session cookie the auth store writes beside it, with which the server draws a screen's data.
      const { ADMIN_SESSION_COOKIE } = await import('@pasteleria/shared/site-pages');
      await page.setCookie({
        name: ADMIN_SESSION_COOKIE,
        value: encodeURIComponent(token),
        url: new URL('/admin', url).href,
        path: '/admin',
        sameSite: 'Strict',
      });
    }
    const flags = {
      port: chrome.port,
      output: /** @type {'json'} */ ('json'),
      logLevel: /** @type {'error'} */ ('error'),
      onlyCategories: CATEGORIES,
    };
    const result = await lighthouse(url, flags, undefined, /** @type {any} */ (page));
    if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const trace = /** @type {any} */ (result.artifacts).Trace;
    const slowdown = result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
    return { lhr: result.lhr, mainThread: trace ? mainThreadByCpu(trace, slowdown) : null };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/**
 * A run that gives every value, retried when Lighthouse reports an error.
 * @param {string} url @param {Metric[]} metrics @param {string | undefined} token
 */
async function measureWithRetries(url, metrics, token) {
  /** @type {string[]} */
  const errors = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const { lhr, mainThread } = await measure(url, token);
      const values = {
        ...valuesOf(lhr),
        cpuTbtMs: mainThread?.cpuTbtMs ?? null,
        mainThreadMs: mainThread?.mainThreadMs ?? null,
        longestTaskCpuMs: mainThread?.longestTaskMs ?? null,
      };
      const missing = metrics
        .filter((m) => !m.optional && values[/** @type {keyof typeof values} */ (m.key)] === null)
        .map((m) => m.key);
      if (!lhr.runtimeError && missing.length === 0) return { lhr, values, errors };
      errors.push(
        lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : `sin valor para ${missing.join(', ')}`,
      );
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
    console.log(`  ${url}: intento ${attempt} fallido (${errors.at(-1)})`);
  }
  throw new Error(`Lighthouse no pudo medir ${url} en ${ATTEMPTS} intentos:\n${errors.join('\n')}`);
}

function chromiumVersion() {
  const out = spawnSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return out.trim().replace(/\s+built on.*$/, '');
}

/** The report's routes of each kind that it has, with that kind's metrics. @param {any} report */
const tablesOf = (report) =>
  /** @type {const} */ (['public', 'admin'])
    .map((kind) => ({
      kind,
      metrics: METRICS[kind],
      routes: report.routes.filter((/** @type {any} */ r) => kindOf(r.path) === kind),
    }))
    .filter((table) => table.routes.length > 0);

/** @param {any} report */
function terminalTable(report) {
  console.log(
    `\nLighthouse ${report.lighthouseVersion}, ${report.chromium}, ${report.settings.formFactor} ` +
      `(${report.settings.throttlingMethod}d throttling), median of ${report.runsPerRoute} run(s): ${report.site}`,
  );
  for (const { metrics, routes } of tablesOf(report)) {
    const width = Math.max(5, ...routes.map((/** @type {any} */ r) => r.path.length));
    const cols = metrics.map((m) => ({ m, w: Math.max(m.label.length, m.target.length + 2, 9) }));
    const line = (/** @type {string} */ first, /** @type {string[]} */ cells) =>
      console.log(`${first.padEnd(width)}  ${cells.map((c, i) => c.padStart(cols[i].w)).join('  ')}`);
    console.log('');
    line(
      'route',
      cols.map((c) => c.m.label),
    );
    line(
      'target',
      cols.map((c) => c.m.target),
    );
    for (const route of routes) {
      line(
        route.path,
        cols.map((c) => {
          const v = route.median[c.m.key];
          if (v === null) return hasTarget(c.m) ? 'n/a ✗' : 'n/a';
          return hasTarget(c.m) ? `${c.m.show(v)} ${route.met[c.m.key] ? '✓' : '✗'}` : c.m.show(v);
        }),
      );
    }
  }
  console.log('✓ target met, ✗ target NOT met');
  for (const note of belowFullScore(report)) console.log(note.replace(/`/g, ''));
}

/** Lines naming the audits that kept a 100-point category below 100, per route. @param {any} report */
function belowFullScore(report) {
  const lines = [];
  for (const route of report.routes) {
    /** @type {Record<string, Set<string>>} */
    const byCategory = {};
    for (const run of route.runs) {
      for (const [category, ids] of Object.entries(run.failingAudits)) {
        for (const id of ids) (byCategory[category] ??= new Set()).add(id);
      }
    }
    const parts = Object.entries(byCategory).map(
      ([c, ids]) => `${c} — ${[...ids].map((id) => `\`${id}\``).join(', ')}`,
    );
    if (parts.length) lines.push(`Under 100 on \`${route.path}\`: ${parts.join('; ')}.`);
  }
  return lines;
}

/** The bench/README.md section between the markers: a table for the public routes, one for the admin's. @param {any} report */
function markdownSection(report) {
  const date = report.date.slice(0, 10);
  const tables = tablesOf(report).flatMap(({ kind, metrics, routes }) => [
    kind === 'public' ? '**Public pages**' : '**Back office** (signed in for real; `/login` signed out)',
    '',
    `| route | ${metrics.map((m) => `${m.label} (${m.target})`).join(' | ')} |`,
    `|---|${metrics.map(() => '---').join('|')}|`,
    ...routes.map((/** @type {any} */ route) => {
      const cells = metrics.map((m) => {
        const v = route.median[m.key];
        if (!hasTarget(m)) return v === null ? 'n/a' : m.show(v);
        return v === null ? 'n/a, NOT met' : `${m.show(v)}, ${route.met[m.key] ? 'met' : '**NOT met**'}`;
      });
      return `| \`${route.path}\` | ${cells.join(' | ')} |`;
    }),
    '',
  ]);
  return [
    MARK_START,
    `<!-- written by scripts/lighthouse.mjs (npm run bench); edits here are overwritten -->`,
    `Measured ${date} with Lighthouse ${report.lighthouseVersion} on ${report.chromium}: ${report.settings.formFactor} ` +
      `form factor, ${report.settings.throttlingMethod}d throttling, the median of ${report.runsPerRoute} cold runs per route, ` +
      `on a shared 2-core machine (the numbers are noisy). Every run: [\`results/lighthouse.json\`](results/lighthouse.json).`,
    '',
    ...tables,
    ...belowFullScore(report).flatMap((l) => [l, '']),
    MARK_END,
  ].join('\n');
}

/** @param {any} report */
function writeReadme(report) {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(MARK_START);
  const end = text.indexOf(MARK_END);
  if (start < 0 || end < start) throw new Error(`bench/README.md no tiene los marcadores ${MARK_START} … ${MARK_END}`);
  writeFileSync(README, text.slice(0, start) + markdownSection(report) + text.slice(end + MARK_END.length));
}

/**
 * Measures the routes and returns the report; with `save` and every route, writes the JSON and the
 * tables in bench/README.md.
 * @param {{ url?: string, runs?: number, save?: boolean, only?: string }} [options]
 *        only: 'public', 'admin' or a comma-separated list of routes
 */
export async function lighthouseBench({ url, runs = 3, save = true, only } = {}) {
  chromiumPath(); // says in Spanish how to install it when it is missing
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs debe ser un entero positivo (recibido: ${runs})`);
  const site = url ? { url: url.replace(/\/$/, ''), stop: async () => {} } : await startBuiltSite();
  try {
    const email = url ? process.env.ADMIN_EMAIL : ADMIN_EMAIL;
    const password = url ? process.env.ADMIN_PASSWORD : ADMIN_PASSWORD;
    const token = email && password ? await adminToken(site.url, email, password) : undefined;
    if (!token) console.log('(admin routes left out: set ADMIN_EMAIL and ADMIN_PASSWORD to sign in to --url)');
    const all = [...(await publicRoutes(site.url)), ...(token ? await adminRoutes(site.url, token) : [])];
    const paths =
      only === 'public' || only === 'admin' ? all.filter((p) => kindOf(p) === only) : only ? only.split(',') : all;
    if (only) save = false; // the tables in bench/README.md are of every route
    /** @type {Map<string, any[]>} */
    const runsByPath = new Map(paths.map((p) => [p, []]));
    let lighthouseVersion = '';
    /** @type {any} */
    let settings;
    for (let round = 1; round <= runs; round++) {
      for (const path of paths) {
        const started = Date.now();
        const kind = kindOf(path);
        const signedIn = kind === 'admin' && path !== '/login' ? token : undefined;
        const { lhr, values, errors } = await measureWithRetries(`${site.url}${path}`, METRICS[kind], signedIn);
        lighthouseVersion = lhr.lighthouseVersion;
        const { formFactor, throttlingMethod, throttling, screenEmulation } = lhr.configSettings;
        settings = { formFactor, throttlingMethod, throttling, screenEmulation };
        runsByPath.get(path)?.push({ ...values, ...(errors.length ? { retriedAfter: errors } : {}) });
        console.log(
          `  run ${round}/${runs} ${path}: performance ${values.performance}, ` +
            `LCP ${values.lcpMs} ms, TBT ${values.tbtMs} ms (by CPU time ${values.cpuTbtMs} ms, ` +
            `main-thread CPU ${values.mainThreadMs} ms) (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    const routes = paths.map((path) => {
      const routeRuns = runsByPath.get(path) ?? [];
      /** @type {Record<string, number | null>} */
      const med = {};
      /** @type {Record<string, boolean>} */
      const met = {};
      for (const m of METRICS[kindOf(path)]) {
        const values = routeRuns.map((r) => r[m.key]).filter((v) => typeof v === 'number');
        med[m.key] = values.length ? median(values) : null;
        met[m.key] = isMet(m, med[m.key]);
      }
      return { path, median: med, met, runs: routeRuns };
    });
    const report = {
      date: new Date().toISOString(),
      site: url ? site.url : 'built site started by the script (fresh DATA_DIR, demo content)',
      lighthouseVersion,
      chromium: chromiumVersion(),
      chromiumFlags: CHROMIUM_FLAGS,
      settings,
      runsPerRoute: runs,
      targets: Object.fromEntries(
        Object.entries(METRICS).map(([kind, metrics]) => [
          kind,
          Object.fromEntries(metrics.map((m) => [m.key, m.target])),
        ]),
      ),
      routes,
    };
    terminalTable(report);
    if (save) {
      mkdirSync(join(root, 'bench/results'), { recursive: true });
      writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
      writeReadme(report);
      console.log('written: bench/results/lighthouse.json and the Lighthouse table in bench/README.md');
    }
    return report;
  } finally {
    await site.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-save': { type: 'boolean', default: false },
      routes: { type: 'string' },
    },
  });
  await lighthouseBench({ url: values.url, runs: Number(values.runs), save: !values['no-save'], only: values.routes });
}
