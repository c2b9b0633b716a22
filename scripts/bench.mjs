// @ts-check
// `npm run bench`: the site's performance figures beside their targets, from one run on this machine.
//  1. API: requests per second and p99 latency of the main public reads under load, beside the
//     same server answering a trivial in-memory route (/config.json), and their ratio
//     (target: public reads ≥ 50 % of the trivial route's rate).
//  2. Page HTML: the same load on the HTML of / and of a category page, beside a static file the
//     same server sends (a remote's mf-manifest.json).
//  3. Load: 60 s of a mix of public reads, page HTML and comment posts at 64 connections, with
//     errors, latency percentiles and the server's RSS (targets: 0 errors, p99 ≤ 50 ms, RSS within
//     10 % from the 10th to the 60th second), then again with the Prometheus metrics on, scraped
//     every second (target: p99 within 5 % of off; scripts/load-bench.mjs, which also runs alone).
//  4. Front end: cold build time of the four apps and the JS each route of the real site downloads
//     until its network is quiet, as sent (scripts/bundle-size.mjs).
//  5. Lighthouse (mobile, median of 3 runs) on the six public routes, written to
//     bench/results/lighthouse.json and bench/README.md (scripts/lighthouse.mjs).
//  6. Keystrokes: Event Timing of a word typed in every admin form, the admin list's search and
//     the home page's branch search, at 4× CPU slowdown, median of 3 runs (target: every key
//     < 100 ms; scripts/keystroke-bench.mjs).
//  7. The shop's own statistics: GET /admin/estadisticas for 90 days over 1,000,000 page views and
//     500 products, on PostgreSQL and PGlite (target: p95 < 100 ms on PostgreSQL), and the p99 of
//     page serving with and without 1,000 beacons a second, and with 1,000 releases' reports a
//     second (target: at most 10 % more; scripts/stats-bench.mjs, which also runs alone).
//  8. First views drawn on the server: each public route drawn anew 60 times, its Server-Timing
//     render time (target: p95 ≤ 20 ms; scripts/render-bench.mjs, which also runs alone).
//  9. `npm run dev`: a warm start to a usable site, and a remote's component edit to the page showing it,
//     through the host and alone (targets: ≤ 10 s, median ≤ 300 ms; scripts/dev-bench.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { firstSlugs, startBuiltSite } from './bench-site.mjs';
import { root } from './ensure-built.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { keystrokeBench } from './keystroke-bench.mjs';
import { devBench } from './dev-bench.mjs';
import { loadBench } from './load-bench.mjs';
import { renderBench } from './render-bench.mjs';
import { statsBench } from './stats-bench.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function load(url, duration = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Loads URL for 1 s, unmeasured, so the figures after it are not those of a cold process. */
const warmUp = (url) => load(url, 1);

/** Loads each URL in turn and prints req/s, p99 and the rate as a share of the first (the reference). */
async function loadTable(title, reference, urls) {
  for (const url of [reference.url, ...Object.values(urls)]) await warmUp(url);
  console.log(`\n${title}: ${CONNECTIONS} connections, ${SECONDS} s each, one process on this machine`);
  console.log(`${'route'.padEnd(48)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}`);
  const row = (name, r, ratio) =>
    console.log(`${name.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(7)} ${ratio.padStart(6)}`);
  const base = await load(reference.url);
  row(reference.name, base, '1.00');
  let worst = Infinity;
  for (const [name, url] of Object.entries(urls)) {
    const r = await load(url);
    const ratio = r.rps / base.rps;
    worst = Math.min(worst, ratio);
    row(name, r, ratio.toFixed(2));
  }
  return worst;
}

async function apiBench() {
  const site = await startBuiltSite();
  try {
    const api = `${site.url}/api/v1`;
    const slugs = await firstSlugs(site.url);
    const reads = {
      'GET /public/categorias': `${api}/public/categorias`,
      'GET /public/categorias-home': `${api}/public/categorias-home`,
      'GET /public/categorias/{slug}': `${api}/public/categorias/${slugs.categoria}`,
      'GET /public/slides': `${api}/public/slides`,
      'GET /public/empresas/5': `${api}/public/empresas/5`,
      'GET /public/blog/posts': `${api}/public/blog/posts`,
      'GET /public/blog/paginas': `${api}/public/blog/paginas`,
      'GET /public/blog/post/{slug} (counts a visit)': `${api}/public/blog/post/${slugs.post}`,
      'GET /public/comentarios': `${api}/public/comentarios`,
    };
    const worst = await loadTable(
      'API under load',
      { name: 'GET /config.json (trivial, in memory)', url: `${site.url}/config.json` },
      reads,
    );
    console.log(
      `lowest ratio: ${(worst * 100).toFixed(0)} % of the trivial route (target ≥ 50 %) — ${worst >= 0.5 ? 'met' : 'NOT met'}`,
    );
    await loadTable(
      'Page HTML under load',
      {
        name: 'GET /remotes/public/mf-manifest.json (static file)',
        url: `${site.url}/remotes/public/mf-manifest.json`,
      },
      {
        'GET / (HTML)': `${site.url}/`,
        [`GET /categorias/${slugs.categoria} (HTML)`]: `${site.url}/categorias/${slugs.categoria}`,
      },
    );
  } finally {
    await site.stop();
  }
}

await apiBench();
await loadBench();
await statsBench();
if (existsSync(join(root, 'scripts/bundle-size.mjs'))) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/bundle-size.mjs')], { cwd: root, stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
}
await lighthouseBench();
await keystrokeBench();
if (!(await renderBench())) process.exitCode ||= 1;
if (!(await devBench())) process.exitCode ||= 1;
