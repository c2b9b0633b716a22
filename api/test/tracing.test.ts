import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerHooks } from 'node:module';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Traces on request: without OTEL_EXPORTER_OTLP_ENDPOINT the server loads nothing of
 * OpenTelemetry's SDK, exporters or instrumentation (every module this process resolves is watched
 * from its first import); with it, each request's spans reach an OTLP receiver (this test's, over
 * HTTP/JSON): the request named by its route, its database statements within it, and a page's
 * render within the page's request.
 */
const OPEN_TELEMETRY = /^@opentelemetry\/|^@fastify\/otel$/;
const resolved: Array<{ specifier: string; by: string }> = [];
registerHooks({
  resolve(specifier, context, next) {
    if (OPEN_TELEMETRY.test(specifier)) resolved.push({ specifier, by: context.parentURL ?? '' });
    return next(specifier, context);
  },
});
/**
 * prom-client requires OpenTelemetry's API, the no-op interface libraries call (for its exemplars),
 * which does nothing until an SDK is registered: the one module of theirs a server without tracing has.
 */
const promClientsApi = ({ specifier, by }: { specifier: string; by: string }) =>
  specifier === '@opentelemetry/api' && by.includes('/node_modules/prom-client/');
const { startTestServer } = await import('./support/harness.js');
const { renderSite } = await import('./support/render-site.js');

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
  status?: { code?: number };
}

/** OTLP's JSON, as the exporter posts it to /v1/traces. */
interface ExportRequest {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }>;
}

const spans: Span[] = [];
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const exported = JSON.parse(body) as ExportRequest;
      spans.push(...exported.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const webRoot = renderSite();

after(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

/** Whether `span` lies within `ancestor`, by their parents. */
function within(span: Span, ancestor: Span): boolean {
  const byId = new Map(spans.map((one) => [one.spanId, one]));
  for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? ''))
    if (parent.spanId === ancestor.spanId) return true;
  return false;
}

/** Asks for `url` (a query of its own each time) until its first view is drawn: a new render process may miss a page or two. */
async function drawn(base: string, url: string) {
  for (let n = 0; n < 50; n++) {
    if (/<div id="root"><div class="shell"/.test(await (await fetch(`${base}${url}?n=${n}`)).text())) return;
    await sleep(100);
  }
  assert.fail(`${url} is never drawn`);
}

test("without OTEL_EXPORTER_OTLP_ENDPOINT, nothing of OpenTelemetry's SDK, exporters or instrumentation is loaded", async () => {
  const t = await startTestServer({ transport: 'http', env: { WEB_ROOT: webRoot } });
  try {
    assert.equal((await t.api('GET', '/public/categorias')).status, 200);
    await drawn(t.url, '/');
    // What main.ts imports to start tracing when it is asked for.
    await import('../src/plugins/external/otel.js');
  } finally {
    await t.dispose();
  }
  assert.deepEqual(
    resolved.filter((module) => !promClientsApi(module)),
    [],
  );
});

test('with it, a request, its statements and a page render are spans of one trace, sent by OTLP', async () => {
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  process.env.OTEL_EXPORTER_OTLP_PROTOCOL = 'http/json';
  const { readConfig } = await import('../src/config.js');
  assert.equal(readConfig().tracing, true);
  const { startTracing } = await import('../src/plugins/external/otel.js');
  const tracing = await startTracing();
  const loaded = new Set(resolved.map((module) => module.specifier));
  assert.ok(loaded.has('@opentelemetry/sdk-node') && loaded.has('@fastify/otel'), 'the watch sees them load');
  const t = await startTestServer({ transport: 'http', tracing, env: { WEB_ROOT: webRoot } });
  try {
    assert.equal((await t.api('GET', '/public/categorias')).status, 200);
    await drawn(t.url, '/');
  } finally {
    // Closing the server shuts the SDK down, which sends every span still waiting.
    await t.dispose();
  }

  const requests = spans.filter((span) => span.name === 'request');
  const list = requests.find((span) => attribute(span, 'http.route') === '/api/v1/public/categorias');
  assert.ok(list, `the list's request: ${requests.map((span) => attribute(span, 'http.route')).join(', ')}`);
  assert.equal(list.kind, 2, 'a server span');
  assert.equal(attribute(list, 'http.response.status_code'), 200);
  const select = spans.find(
    (span) => span.traceId === list.traceId && /from "categorias"/.test(String(attribute(span, 'db.query.text'))),
  );
  assert.ok(select, "the list's statement");
  assert.equal(select.name, 'SELECT');
  assert.equal(attribute(select, 'db.system.name'), 'postgresql');
  assert.ok(within(select, list), 'within its request');

  const render = spans.find(
    (span) => span.name === 'render' && attribute(span, 'pasteleria.render.outcome') === 'drawn',
  );
  assert.ok(render, 'a render');
  assert.equal(attribute(render, 'pasteleria.remote'), 'remote_public');
  const page = requests.find((span) => span.spanId === render.parentSpanId || within(render, span));
  assert.equal(page && attribute(page, 'http.route'), '/', "within its page's request");
});
