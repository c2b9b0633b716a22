import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { readConfig, REPO_ROOT } from './config.js';

test('config defaults and relative paths', () => {
  const config = readConfig({}, '/srv/app');
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.equal(config.dataDir, path.join(REPO_ROOT, 'data'));
  assert.equal(config.webRoot, REPO_ROOT);
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.adminEmail, 'admin@pasteleria.local');
  assert.equal(config.adminPassword, undefined);
  assert.equal(config.seed, true);
  assert.equal(config.maxImageBytes, 5 * 1024 * 1024);
  assert.deepEqual(config.remoteUrls, {});
  assert.deepEqual(config.releases, {
    maxUploadBytes: 30 * 1024 * 1024,
    maxBytes: 100 * 1024 * 1024,
    maxFiles: 2000,
    origins: [],
    analysisMs: 60_000,
    webhookUrl: undefined,
  });
  assert.equal(config.site.name, 'Pastelería La Esperanza');
  const custom = readConfig(
    { DATA_DIR: 'datos', WEB_ROOT: '../web', SEED: '0', PORT: '3000', MAX_IMAGE_BYTES: '1000' },
    '/srv/app',
  );
  assert.equal(custom.dataDir, '/srv/app/datos');
  assert.equal(custom.webRoot, '/srv/web');
  assert.equal(custom.seed, false);
  assert.equal(custom.port, 3000);
  assert.equal(custom.maxImageBytes, 1000);
  assert.throws(() => readConfig({ PORT: 'abc' }), /PORT/);
});

test('TRUST_PROXY: no proxy, a number of hops, or a list of proxy addresses; never every proxy', () => {
  const trust = (value?: string) => readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
  assert.equal(trust(), false);
  assert.equal(trust('0'), false);
  assert.equal(trust('false'), false);
  assert.equal(trust('true'), 1, 'true (as before) is the one proxy in front, not the leftmost address');
  assert.equal(trust('2'), 2);
  assert.deepEqual(trust('10.0.0.5, 10.1.0.0/16,loopback, ::1'), ['10.0.0.5', '10.1.0.0/16', 'loopback', '::1']);
  for (const wrong of ['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1/8/2', '-1'])
    assert.throws(() => trust(wrong), /TRUST_PROXY/, wrong);
});

test('release settings: RELEASE_* bounds, RELEASE_ORIGINS as origins, REMOTE_*_URL as given', () => {
  const config = readConfig({
    RELEASE_MAX_UPLOAD_BYTES: '1000',
    RELEASE_MAX_BYTES: '2000',
    RELEASE_MAX_FILES: '3',
    RELEASE_ORIGINS: 'https://cdn.example.com/ruta, http://10.0.0.7:8080',
    REMOTE_BLOG_URL: 'https://cdn.example.com/blog/mf-manifest.json',
    REMOTE_PUBLIC_URL: '/remotes/public/mf-manifest.json',
    ROLLOUT_ANALYSIS_SECONDS: '5',
    RELEASE_WEBHOOK_URL: 'https://chat.example.com/hooks/versiones',
  });
  assert.deepEqual(config.releases, {
    maxUploadBytes: 1000,
    maxBytes: 2000,
    maxFiles: 3,
    origins: ['https://cdn.example.com', 'http://10.0.0.7:8080'],
    analysisMs: 5000,
    webhookUrl: 'https://chat.example.com/hooks/versiones',
  });
  assert.deepEqual(config.remoteUrls, {
    remote_public: '/remotes/public/mf-manifest.json',
    remote_blog: 'https://cdn.example.com/blog/mf-manifest.json',
  });
  assert.throws(() => readConfig({ RELEASE_ORIGINS: 'ftp://x' }), /RELEASE_ORIGINS/);
  assert.throws(() => readConfig({ RELEASE_MAX_FILES: '0' }), /RELEASE_MAX_FILES/);
  assert.throws(() => readConfig({ ROLLOUT_ANALYSIS_SECONDS: '0' }), /ROLLOUT_ANALYSIS_SECONDS/);
  assert.throws(() => readConfig({ RELEASE_WEBHOOK_URL: 'chat.example.com' }), /RELEASE_WEBHOOK_URL/);
});

test('server render settings: on unless SERVER_RENDER=off, its limits as given', () => {
  const { enabled, timeoutMs, memoryMb, processes } = readConfig({}).serverRender;
  assert.deepEqual(
    { enabled, timeoutMs, memoryMb, processes },
    { enabled: true, timeoutMs: 1000, memoryMb: 128, processes: 4 },
  );
  for (const off of ['off', 'OFF', '0', 'false'])
    assert.equal(readConfig({ SERVER_RENDER: off }).serverRender.enabled, false);
  assert.equal(readConfig({ SERVER_RENDER: 'on' }).serverRender.enabled, true);
  assert.throws(() => readConfig({ SERVER_RENDER: 'quizá' }), /SERVER_RENDER/);
  const custom = readConfig({
    SERVER_RENDER_TIMEOUT_MS: '500',
    SERVER_RENDER_MEMORY_MB: '96',
    SERVER_RENDER_PROCESSES: '2',
  }).serverRender;
  assert.deepEqual([custom.timeoutMs, custom.memoryMb, custom.processes], [500, 96, 2]);
  assert.throws(() => readConfig({ SERVER_RENDER_TIMEOUT_MS: '0' }), /SERVER_RENDER_TIMEOUT_MS/);
});

test('metrics off unless METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST says; traces only with an OTLP endpoint', () => {
  assert.equal(readConfig({}).metrics, undefined);
  assert.deepEqual(readConfig({ METRICS_PORT: '9464' }).metrics, { port: 9464, host: '127.0.0.1' });
  assert.deepEqual(readConfig({ METRICS_PORT: '0', METRICS_HOST: '10.0.0.11' }).metrics, {
    port: 0,
    host: '10.0.0.11',
  });
  assert.throws(() => readConfig({ METRICS_PORT: 'nueve' }), /METRICS_PORT/);
  assert.equal(readConfig({}).tracing, false);
  assert.equal(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318' }).tracing, true);
  assert.equal(readConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://otel:4318/v1/traces' }).tracing, true);
});
