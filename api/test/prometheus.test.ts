import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Release } from '@pasteleria/shared/federation';
import type { RuntimeConfig } from '@pasteleria/shared/types';
import { REPO_ROOT } from '../src/config.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createDatabase, dropDatabase } from './support/harness.js';
import { startInstance, stopInstance, waitUntil, type Instance } from './support/instances.js';
import { scrape, valueOf } from './support/metrics.js';
import { freePort } from './support/postgres-server.js';
import { visitorsOfRollout } from './support/releases.js';
import { blogBundle, renderSite } from './support/render-site.js';

/**
 * The metrics as an operator reads them: Debian's Prometheus scrapes two instances (real
 * processes on one PostgreSQL) every second, with the repo's alert rules, while the test asks them
 * for pages, rolls out a release of the blog whose server render throws, and reports, as visitors'
 * browsers do, its errors. Prometheus' HTTP API then answers the request rate by route of each
 * instance, the render failures, the rollout's error views summed over both, and the rollout's
 * alert, firing; every query of the Grafana dashboard answers data, and every alert's expression
 * evaluates. The rules also pass `promtool check rules` and their unit tests, and the example
 * configuration `promtool check config`.
 */
const PROMETHEUS_DIR = path.join(REPO_ROOT, 'deploy/prometheus');
const DASHBOARD = path.join(REPO_ROOT, 'deploy/grafana/pasteleria.json');
const found = (file: string) => (spawnSync(file, ['--version']).status === 0 ? file : undefined);
const PROMTOOL = found('/usr/bin/promtool');
const PROMETHEUS = found('/usr/bin/prometheus');
const skip = !process.env.TEST_DATABASE_URL
  ? 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass'
  : !PROMETHEUS
    ? "needs Debian's prometheus (apt-get install prometheus)"
    : false;

test(
  'the alert rules pass promtool check rules and their unit tests; the example configuration passes promtool check config',
  { skip: PROMTOOL ? false : "needs Debian's promtool (apt-get install prometheus)" },
  () => {
    for (const args of [
      ['check', 'rules', 'alerts.yml'],
      ['test', 'rules', 'alerts.test.yml'],
      ['check', 'config', 'prometheus.yml'],
    ]) {
      const run = spawnSync(PROMTOOL ?? 'promtool', args, { cwd: PROMETHEUS_DIR, encoding: 'utf8' });
      assert.equal(run.status, 0, `promtool ${args.join(' ')}:\n${run.stdout}${run.stderr}`);
    }
  },
);

let databaseUrl = '';
let webRoot = '';
let prometheus: ChildProcess | undefined;
let prometheusUrl = '';
const instances: Instance[] = [];
const scratch: string[] = [];

/** An instance's own /metrics, where Prometheus scrapes it. */
const metricsOf = (instance: Instance) => `http://127.0.0.1:${instance.env.METRICS_PORT}/metrics`;

before(async () => {
  if (skip) return;
  databaseUrl = await createDatabase();
  webRoot = renderSite();
  scratch.push(webRoot);
  for (const name of ['a', 'b']) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pasteleria-${name}-`));
    scratch.push(dataDir);
    instances.push(
      await startInstance(name, await freePort(), dataDir, {
        DATABASE_URL: databaseUrl,
        WEB_ROOT: webRoot,
        METRICS_PORT: String(await freePort()),
        // One site behind a balancer: a visitor is the same visitor on both (their day's hash names the site).
        SITE_URL: 'https://pasteleria.test',
        // The rollout is this test's to watch: the analysis would stop it.
        ROLLOUT_ANALYSIS_SECONDS: '3600',
      }),
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-prometheus-'));
  scratch.push(dir);
  const config = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(
    config,
    `global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - ${path.join(PROMETHEUS_DIR, 'alerts.yml')}
scrape_configs:
  - job_name: pasteleria
    static_configs:
      - targets: [${instances.map((instance) => `'127.0.0.1:${instance.env.METRICS_PORT}'`).join(', ')}]
`,
  );
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  let log = '';
  prometheus = spawn(
    PROMETHEUS ?? 'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  prometheus.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntil('Prometheus to be ready', async () =>
    (await fetch(`${prometheusUrl}/-/ready`)).ok ? true : undefined,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${log}`);
  });
});

after(async () => {
  prometheus?.kill('SIGTERM');
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGINT')));
  if (databaseUrl) await dropDatabase(databaseUrl);
  scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

interface Series {
  metric: Record<string, string>;
  value: [number, string];
}

/** Prometheus' answer to an instant query: its series, or the error it gives. */
async function query(promql: string): Promise<Series[]> {
  const answer = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await answer.json()) as { status: string; error?: string; data?: { result: Series[] } };
  if (body.status !== 'success') throw new Error(`${promql}: ${body.error ?? answer.status}`);
  return body.data?.result ?? [];
}

/** Asks `promql` until `holds` says its series are as expected (Prometheus scrapes every second). */
function untilPrometheus(what: string, promql: string, holds: (series: Series[]) => boolean): Promise<Series[]> {
  return waitUntil(
    `Prometheus: ${what}`,
    async () => {
      const series = await query(promql);
      return holds(series) ? series : undefined;
    },
    30_000,
  );
}

const value = (series: Series) => Number(series.value[1]);

async function call(instance: Instance, method: string, url: string, init: RequestInit = {}) {
  const answer = await fetch(`${instance.url}${url}`, { method, ...init });
  const text = await answer.text();
  return { status: answer.status, text, json: () => JSON.parse(text) as unknown };
}

test(
  "Prometheus scrapes two instances on one PostgreSQL: the request rate by route, a render failure, a rollout's error views and its alert",
  { skip, timeout: 120_000 },
  async () => {
    const [a, b] = instances as [Instance, Instance];
    await untilPrometheus('both instances scraped', 'up{job="pasteleria"} == 1', (series) => series.length === 2);
    const categories = '/api/v1/public/categorias';
    // A series Prometheus first sees already counted shows no rate: each instance's is scraped at 1 first.
    for (const instance of instances) assert.equal((await call(instance, 'GET', categories)).status, 200);

    const login = await call(a, 'POST', '/api/v1/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = login.json() as { token: string };
    const authorization = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('remote', 'remote_blog');
    form.append('version', '2.0.0');
    form.append('bundle', new Blob([await blogBundle('throws.js', '0.2.0-prometheus')], { type: 'application/gzip' }));
    const published = await call(a, 'POST', '/api/v1/admin/releases', { headers: authorization, body: form });
    assert.equal(published.status, 201, published.text);
    const throwing = published.json() as Release;
    const started = await call(a, 'POST', '/api/v1/admin/releases/remote_blog/rollouts', {
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ id: throwing.id, stages: [{ share: 50, seconds: 3600 }, { share: 100 }] }),
    });
    assert.equal(started.status, 201, started.text);
    const stable = (started.json() as { from: { id: number } }).from.id;
    const configOf = (instance: Instance) => async (headers: Record<string, string>) =>
      (await call(instance, 'GET', '/config.json', { headers })).json() as RuntimeConfig;
    const { onNew, onStable } = await visitorsOfRollout(
      'remote_blog',
      { newRelease: throwing.id, stable },
      configOf(a),
    );
    await waitUntil('b to give the rollout', async () =>
      (await configOf(b)(onNew)).releases?.remote_blog?.id === throwing.id ? true : undefined,
    );
    // Each instance's rollout series at 0, scraped before any report: what follows is an increase.
    await untilPrometheus(
      "the rollout's series and the categories' of both instances",
      `pasteleria_rollout_page_views_total{job="pasteleria",role="new"} or http_request_duration_seconds_count{job="pasteleria",route="${categories}"}`,
      (series) => series.length === 4,
    );

    const views = 12;
    for (const instance of instances) {
      for (let i = 0; i < 5; i++) assert.equal((await call(instance, 'GET', categories)).status, 200);
      for (let i = 0; i < views; i++)
        for (const [headers, release, errors] of [
          [onNew, throwing.id, [{ kind: 'render', message: 'TypeError: el blog no se deja dibujar' }]],
          [onStable, stable, []],
        ] as const) {
          const reported = await call(instance, 'POST', '/api/v1/public/releases/reports', {
            headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
            body: JSON.stringify({ path: '/blog', remotes: [{ remote: 'remote_blog', release, errors }] }),
          });
          assert.equal(reported.status, 204, reported.text);
        }
      // The new release's server render throws (its process may miss a page or two while it starts).
      await waitUntil(`${instance.name}'s render failure`, async () => {
        await call(instance, 'GET', `/blog?vez=${Date.now()}`, { headers: onNew });
        const failures = valueOf(await scrape(metricsOf(instance)), 'pasteleria_render_failures_total', {
          remote: 'remote_blog',
          kind: 'throw',
        });
        return failures ? true : undefined;
      });
    }

    const rates = await untilPrometheus(
      'the request rate of the public categories on each instance',
      `sum by (instance, route) (rate(http_request_duration_seconds_count{job="pasteleria",route="${categories}"}[30s]))`,
      (series) => series.length === 2 && series.every((one) => value(one) > 0),
    );
    assert.deepEqual(
      rates.map((one) => one.metric.route),
      ['/api/v1/public/categorias', '/api/v1/public/categorias'],
    );
    await untilPrometheus(
      'a render failure of the blog on each instance',
      'sum by (remote, kind) (pasteleria_render_failures_total{job="pasteleria"})',
      (series) =>
        series.some((one) => one.metric.remote === 'remote_blog' && one.metric.kind === 'throw' && value(one) >= 2),
    );
    const errorViews = await untilPrometheus(
      "the rollout's error views, both instances together",
      'sum by (role) (pasteleria_rollout_error_views_total{job="pasteleria",remote="remote_blog"})',
      (series) => series.find((one) => one.metric.role === 'new')?.value[1] === String(2 * views),
    );
    assert.equal(errorViews.find((one) => one.metric.role === 'stable')?.value[1], '0');
    await waitUntil('the rollout errors alert to fire', async () => {
      const answer = (await (await fetch(`${prometheusUrl}/api/v1/alerts`)).json()) as {
        data: { alerts: Array<{ labels: Record<string, string>; state: string }> };
      };
      return answer.data.alerts.some(
        (alert) =>
          alert.labels.alertname === 'PasteleriaRolloutErrors' &&
          alert.labels.remote === 'remote_blog' &&
          alert.state === 'firing',
      )
        ? true
        : undefined;
    });

    // What the dashboard and the alerts ask, of these series: the dashboard's queries answer data.
    const dashboard = fs.readFileSync(DASHBOARD, 'utf8');
    const expressions = [...dashboard.matchAll(/"expr": ("(?:[^"\\]|\\.)*")/g)].map(
      ([, quoted]) => JSON.parse(quoted ?? '""') as string,
    );
    assert.ok(expressions.length >= 15, `${expressions.length} queries in the dashboard`);
    for (const expression of expressions) {
      const asked = expression.replaceAll('$__rate_interval', '30s').replaceAll('$instance', '.*');
      assert.notDeepEqual(await query(asked), [], asked);
    }
    const rules = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; query: string; health: string }> }> };
    };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    assert.equal(loaded.length, 7);
    for (const rule of loaded) {
      assert.equal(rule.health, 'ok', rule.name);
      await query(rule.query);
    }
  },
);
