// @ts-check
// `npm run bench`: the numbers the issues set targets for, from one run on this machine.
//  1. API: requests per second and p99 latency of the main public reads under load, beside the
//     same server answering a trivial in-memory route (/config.json), and their ratio
//     (target: public reads ≥ 50 % of the trivial route's rate).
//  2. Front end: cold build time of the four apps and the gzipped JS each route downloads
//     (scripts/bundle-size.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt, root } from './ensure-built.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function apiBench() {
  ensureBuilt({ quiet: true });
  spawnSync('npm', ['run', 'build', '-w', 'e2e'], { cwd: root, stdio: 'ignore' });
  /** @type {{ startSite(env?: Record<string,string>): Promise<{url: string, stop(): Promise<void>}> }} */
  const { startSite } = await import(pathToFileURL(join(root, 'e2e/dist/src/site.js')).href);
  const site = await startSite({ LOG_LEVEL: 'warn' });
  try {
    const api = `${site.url}/api/v1`;
    const categorias = await (await fetch(`${api}/public/categorias`)).json();
    const posts = (await (await fetch(`${api}/public/blog/posts`)).json()).data;
    const reads = {
      'GET /public/categorias': `${api}/public/categorias`,
      'GET /public/categorias-home': `${api}/public/categorias-home`,
      'GET /public/categorias/{slug}': `${api}/public/categorias/${categorias[0].slug}`,
      'GET /public/slides': `${api}/public/slides`,
      'GET /public/empresas/5': `${api}/public/empresas/5`,
      'GET /public/blog/posts': `${api}/public/blog/posts`,
      'GET /public/blog/paginas': `${api}/public/blog/paginas`,
      'GET /public/blog/post/{slug} (counts a visit)': `${api}/public/blog/post/${posts[0].slug}`,
      'GET /public/comentarios': `${api}/public/comentarios`,
    };
    const trivial = await load(`${site.url}/config.json`);
    console.log(`\nAPI under load: ${CONNECTIONS} connections, ${SECONDS} s each, one process on this machine`);
    console.log(`${'route'.padEnd(48)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}`);
    const row = (name, r, ratio) =>
      console.log(`${name.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p99).padStart(7)} ${ratio.padStart(6)}`);
    row('GET /config.json (trivial, in memory)', trivial, '1.00');
    let worst = Infinity;
    for (const [name, url] of Object.entries(reads)) {
      const r = await load(url);
      const ratio = r.rps / trivial.rps;
      worst = Math.min(worst, ratio);
      row(name, r, ratio.toFixed(2));
    }
    console.log(`lowest ratio: ${(worst * 100).toFixed(0)} % of the trivial route (target ≥ 50 %) — ${worst >= 0.5 ? 'met' : 'NOT met'}`);
  } finally {
    await site.stop();
  }
}

await apiBench();
if (existsSync(join(root, 'scripts/bundle-size.mjs'))) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/bundle-size.mjs')], { cwd: root, stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
}
