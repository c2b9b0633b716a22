import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Release, Rollout } from '@pasteleria/shared/federation';
import type { RuntimeConfig } from '@pasteleria/shared/types';
import { ENGINE, startTestServer, type TestServer } from '../../test/support/harness.js';
import { scrape, samplesOf, valueOf, type Sample } from '../../test/support/metrics.js';
import { freePort } from '../../test/support/postgres-server.js';
import { upload, visitorsOfRollout } from '../../test/support/releases.js';
import { blogBundle, renderSite } from '../../test/support/render-site.js';
import { BEHIND_A_PROXY } from '../../test/support/statistics.js';
import { UNMATCHED_ROUTE } from './request-metrics.js';

/**
 * The metrics of one instance as Prometheus scrapes them, on their own port: the requests by
 * route template, the database, the caches, the server renders, the releases and a rollout, the
 * process. Each figure is checked by what the test did to the server, as a difference between two
 * scrapes where the server also counts what the harness does.
 */
let t: TestServer;
let webRoot: string;
let metrics: string;

before(async () => {
  webRoot = renderSite();
  const port = await freePort();
  metrics = `http://127.0.0.1:${port}/metrics`;
  t = await startTestServer({
    env: { WEB_ROOT: webRoot, METRICS_PORT: String(port), ROLLOUT_ANALYSIS_SECONDS: '3600', ...BEHIND_A_PROXY },
  });
});

after(async () => {
  await t?.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/**
 * Asks for `url` (with a query of its own each time) until its first view is drawn on the server:
 * the render process of a new set of releases may miss a page or two while it starts.
 */
async function untilDrawn(url: string, headers: Record<string, string> = {}) {
  for (let n = 0; n < 50; n++) {
    if (/<div id="root"><div class="shell"/.test((await t.request('GET', `${url}?warm=${n}`, { headers })).text))
      return;
    await sleep(100);
  }
  assert.fail(`${url} is never drawn`);
}

/** How much each figure grew while `act` ran. */
async function growth(act: () => Promise<unknown>): Promise<(name: string, labels?: Record<string, string>) => number> {
  const before = await scrape(metrics);
  await act();
  const after = await scrape(metrics);
  return (name, labels = {}) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
}

test("/metrics in Prometheus' text format on its own port, the process's figures included; the site's port answers it 404", async () => {
  const answer = await fetch(metrics);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
  const text = await answer.text();
  for (const name of [
    'process_cpu_seconds_total',
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_seconds',
    'nodejs_heap_size_used_bytes',
  ])
    assert.match(text, new RegExp(`^${name} `, 'm'), name);
  assert.match(text, /^# TYPE http_request_duration_seconds histogram$/m);
  assert.equal((await fetch(metrics.replace('/metrics', '/otra'))).status, 404);
  assert.equal((await t.request('GET', '/metrics', { transport: 'http' })).status, 404);
});

test('requests by method, route template and status class; every path no route matches is one series', async () => {
  const grown = await growth(async () => {
    for (let i = 0; i < 3; i++) assert.equal((await t.api('GET', '/public/categorias')).status, 200);
    assert.equal((await t.api('GET', '/public/categorias/no-existe')).status, 404);
    for (const path of ['/wp-login.php', '/.env', '/api/v1/nada/1'])
      assert.equal((await t.request('POST', path)).status, 404);
  });
  const count = 'http_request_duration_seconds_count';
  assert.equal(grown(count, { method: 'GET', route: '/api/v1/public/categorias', status_class: '2xx' }), 3);
  assert.equal(grown(count, { method: 'GET', route: '/api/v1/public/categorias/:slug', status_class: '4xx' }), 1);
  assert.equal(grown(count, { method: 'POST', route: UNMATCHED_ROUTE, status_class: '4xx' }), 3);
  const samples = await scrape(metrics);
  assert.ok(
    samples.every((sample) => !/wp-login|\.env|nada/.test(sample.labels.route ?? '')),
    'no path is a label',
  );
  const buckets = samplesOf(samples, 'http_request_duration_seconds_bucket', {
    method: 'GET',
    route: '/api/v1/public/categorias',
    status_class: '2xx',
  });
  assert.ok(buckets.some((bucket) => bucket.labels.le === '+Inf'));
});

test('the database: it answers, the statements it refused, what is owed (nothing), and the pool on PostgreSQL', async () => {
  const grown = await growth(() => sql`SELECT 1 / 0`.execute(t.ctx.db).catch(() => undefined));
  assert.equal(grown('pasteleria_db_query_errors_total', { reason: 'refused' }), 1);
  const samples = await scrape(metrics);
  assert.equal(valueOf(samples, 'pasteleria_db_up'), 1);
  assert.equal(valueOf(samples, 'pasteleria_db_query_errors_total', { reason: 'unreachable' }), 0);
  for (const kind of ['visits', 'beacons', 'reports'])
    assert.equal(valueOf(samples, 'pasteleria_db_writes_owed', { kind }), 0, kind);
  if (ENGINE === 'postgresql') {
    assert.equal(valueOf(samples, 'pasteleria_db_pool_max'), 10);
    assert.equal(valueOf(samples, 'pasteleria_db_pool_waiting'), 0);
    assert.ok((valueOf(samples, 'pasteleria_db_pool_in_use') ?? -1) >= 0);
  } else assert.deepEqual(samplesOf(samples, 'pasteleria_db_pool_max'), [], 'the embedded database has no pool');
});

test('the caches: public reads, composed pages and first views, their hits and misses', async () => {
  await untilDrawn('/');
  const grown = await growth(async () => {
    // As after a write of a slide: its reads are read again once, then served from the cache.
    t.ctx.cache.drop(['slide']);
    for (let i = 0; i < 2; i++) assert.equal((await t.api('GET', '/public/slides')).status, 200);
    // The same page twice, then for a visitor who accepted cookies: composed anew, with the same first view.
    const home = '/?cache=1';
    const accepted = { cookie: 'mi_consentimiento_cookie=true' };
    for (const headers of [{}, {}, accepted] as Array<Record<string, string>>)
      assert.equal((await t.request('GET', home, { headers })).status, 200);
  });
  const hits = (cache: string) => grown('pasteleria_cache_hits_total', { cache });
  const misses = (cache: string) => grown('pasteleria_cache_misses_total', { cache });
  assert.deepEqual([misses('public_reads'), hits('public_reads') >= 1], [1, true]);
  assert.deepEqual([misses('composed_pages'), hits('composed_pages')], [2, 1]);
  assert.deepEqual([misses('first_views'), hits('first_views')], [1, 1]);
});

let site: Release;
let throwing: Release;
let onNew: Record<string, string>;
let onStable: Record<string, string>;

test("releases: each remote's live one; a rollout's stage and share, and the page views and error views of its two releases", async () => {
  const live = valueOf(await scrape(metrics), 'pasteleria_release_live_info', {
    remote: 'remote_blog',
    version: t.ctx.releases.registry.live('remote_blog')?.version ?? '',
    source: 'site',
  });
  assert.equal(live, 1);
  site = t.ctx.releases.registry.live('remote_blog') as Release;
  const published = await upload(t, await blogBundle('throws.js', '0.2.0-metricas'), { version: '2.0.0' });
  assert.equal(published.status, 201, published.text);
  throwing = published.body;
  const started = await t.admin<Rollout>('POST', '/admin/releases/remote_blog/rollouts', {
    body: { id: throwing.id, stages: [{ share: 50, seconds: 3600 }, { share: 100 }] },
  });
  assert.equal(started.status, 201, started.text);
  ({ onNew, onStable } = await visitorsOfRollout(
    'remote_blog',
    { newRelease: throwing.id, stable: site.id },
    async (headers) => (await t.request<RuntimeConfig>('GET', '/config.json', { headers })).body,
  ));

  const rollout = { remote: 'remote_blog', version: '2.0.0' };
  const before = await scrape(metrics);
  assert.equal(valueOf(before, 'pasteleria_rollout_stage', rollout), 1);
  assert.equal(valueOf(before, 'pasteleria_rollout_share_ratio', rollout), 0.5);
  const views = (samples: Sample[], role: 'new' | 'stable', figure: 'page' | 'error') =>
    valueOf(samples, `pasteleria_rollout_${figure}_views_total`, {
      remote: 'remote_blog',
      version: role === 'new' ? '2.0.0' : site.version,
      role,
    });
  assert.deepEqual([views(before, 'new', 'page'), views(before, 'new', 'error')], [0, 0]);

  const report = (headers: Record<string, string>, release: number, errors: Array<{ kind: string; message: string }>) =>
    t.api('POST', '/public/releases/reports', {
      raw: JSON.stringify({ path: '/blog', remotes: [{ remote: 'remote_blog', release, errors }] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });
  const error = { kind: 'render', message: 'TypeError: x is undefined' };
  for (const [headers, release, errors] of [
    [onNew, throwing.id, [error]],
    [onNew, throwing.id, [error, { kind: 'uncaught', message: 'otro' }]],
    [onNew, throwing.id, []],
    [onStable, site.id, []],
  ] as const)
    assert.equal((await report(headers, release, [...errors])).status, 204);
  const reported = await scrape(metrics);
  assert.deepEqual([views(reported, 'new', 'page'), views(reported, 'new', 'error')], [3, 2]);
  assert.deepEqual(
    [views(reported, 'stable', 'page')! - views(before, 'stable', 'page')!, views(reported, 'stable', 'error')],
    [1, 0],
  );
});

test('server renders: their time by outcome, the failures by remote and kind, the processes running', async () => {
  // Each set of releases is drawn by a process of its own: the stable one's, and the new release's.
  await untilDrawn('/blog', onStable);
  const failures = async () =>
    valueOf(await scrape(metrics), 'pasteleria_render_failures_total', { remote: 'remote_blog', kind: 'throw' }) ?? 0;
  for (let n = 0; (await failures()) === 0; n++) {
    assert.ok(n < 50, "the new release's render fails");
    await t.request('GET', `/blog?starting=${n}`, { headers: onNew });
    await sleep(100);
  }
  const grown = await growth(async () => {
    // The stable release draws the blog; the rollout's new one throws, and its page is drawn in the browser.
    assert.equal((await t.request('GET', '/blog?drawn=1', { headers: onStable })).status, 200);
    assert.equal((await t.request('GET', '/blog?fails=1', { headers: onNew })).status, 200);
  });
  assert.equal(grown('pasteleria_render_duration_seconds_count', { outcome: 'drawn' }), 1);
  assert.equal(grown('pasteleria_render_duration_seconds_count', { outcome: 'throw' }), 1);
  assert.equal(grown('pasteleria_render_failures_total', { remote: 'remote_blog', kind: 'throw' }), 1);
  const samples = await scrape(metrics);
  assert.equal(valueOf(samples, 'pasteleria_render_processes'), 2);
  // A renderer's throw leaves its release drawn on the server next time: only a lost process pauses it.
  assert.equal(valueOf(samples, 'pasteleria_render_paused'), 0);
});

test('a rollout that has ended leaves no series of its own', async () => {
  assert.equal((await t.admin('POST', '/admin/releases/remote_blog/rollouts/current/abort')).status, 200);
  const samples = await scrape(metrics);
  for (const name of [
    'pasteleria_rollout_stage',
    'pasteleria_rollout_share_ratio',
    'pasteleria_rollout_page_views_total',
  ])
    assert.deepEqual(samplesOf(samples, name), [], name);
  assert.equal(
    valueOf(samples, 'pasteleria_release_live_info', { remote: 'remote_blog', version: site.version, source: 'site' }),
    1,
  );
});
