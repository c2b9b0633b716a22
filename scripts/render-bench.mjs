// @ts-check
// How long the server takes to draw a public page's first view when it has not drawn it before
// (`npm run bench` runs it; it runs alone too): each public route asked for RENDERS times one after
// another, each time with a query of its own (`?bench=<n>`), so that each is a new page to draw and
// never the cache's. The time is the page's own `Server-Timing: render` (what it waited for its
// first view: the render process's work and its message), read on the built site as `npm start`
// runs it (target: p95 ≤ 20 ms per route).
//
//   node scripts/render-bench.mjs [--renders N]
import { fileURLToPath } from 'node:url';
import { firstSlugs, startBuiltSite } from './bench-site.mjs';
import { median, percentile } from './lib/numbers.mjs';

export const RENDER_P95_TARGET_MS = 20;
const RENDERS = 60;

/** @param {string} base @param {string} path @param {number} n */
async function renderTime(base, path, n) {
  const url = `${base}${path}${path.includes('?') ? '&' : '?'}bench=${n}`;
  const res = await fetch(url);
  await res.arrayBuffer();
  const timing = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  if (!timing) throw new Error(`${path}: la página llegó sin su primera vista dibujada en el servidor (${res.status})`);
  return Number(timing[1]);
}

/** Resolves true when every route meets the target. */
export async function renderBench({ renders = RENDERS } = {}) {
  const site = await startBuiltSite();
  try {
    const { categoria, post, pagina } = await firstSlugs(site.url);
    const { productos } = await (await fetch(`${site.url}/api/v1/public/categorias/${categoria}`)).json();
    const routes = [
      '/',
      '/categorias',
      `/categorias/${categoria}`,
      `/categorias/${categoria}?producto=${productos[0]?.id}`,
      '/blog',
      `/blog/post/${post}`,
      `/blog/pagina/${pagina}`,
      '/politica-cookies',
      '/no-existe',
    ];
    // The render processes start, and each remote's code loads, on a route's first page.
    for (const route of routes) await renderTime(site.url, route, 0);
    console.log(`\nFirst views drawn on the server, uncached: ${renders} pages per route, one after another`);
    console.log(
      `${'route'.padEnd(48)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}  target (p95 ≤ ${RENDER_P95_TARGET_MS} ms)`,
    );
    let met = true;
    for (const route of routes) {
      const times = [];
      for (let n = 1; n <= renders; n++) times.push(await renderTime(site.url, route, n));
      const p95 = percentile(times, 95);
      met &&= p95 <= RENDER_P95_TARGET_MS;
      console.log(
        `${route.padEnd(48)} ${median(times).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}  ${p95 <= RENDER_P95_TARGET_MS ? 'met' : 'NOT met'}`,
      );
    }
    return met;
  } finally {
    await site.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--renders');
  process.exitCode = (await renderBench(at > 0 ? { renders: Number(process.argv[at + 1]) } : {})) ? 0 : 1;
}
