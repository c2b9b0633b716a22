import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { Release } from '@pasteleria/shared/federation';
import { startTestServer, type TestServer } from '../../../test/support/harness.js';
import { distinctBlogBuild, pack, upload } from '../../../test/support/releases.js';

/**
 * RELEASE_WEBHOOK_URL: every step of a rollout is posted as JSON with a `text` for a chat, from a
 * trusted origin (RELEASE_ORIGINS) here, since the test's receiver is on the loopback address.
 */
let receiver: http.Server;
let received: Array<Record<string, unknown>> = [];
let t: TestServer;
let v2: Release;

before(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestServer({ env: { RELEASE_WEBHOOK_URL: `${origin}/hooks/chat`, RELEASE_ORIGINS: origin } });
  const v1 = (await upload(t, await pack(distinctBlogBuild('webhook-1')), { version: '1.0.0' })).body;
  await t.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: v1.id } });
  v2 = (await upload(t, await pack(distinctBlogBuild('webhook-2')), { version: '2.0.0' })).body;
});
after(async () => {
  await t.dispose();
  receiver.close();
});

async function until(count: number) {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

test("each step of a rollout is posted to the webhook with a chat's text", async () => {
  received = [];
  const started = await t.admin('POST', '/admin/releases/remote_blog/rollouts', { body: { id: v2.id } });
  assert.equal(started.status, 201, started.text);
  await t.admin('POST', '/admin/releases/remote_blog/rollouts/current/advance');
  await t.admin('POST', '/admin/releases/remote_blog/rollouts/current/abort');
  await until(3);
  assert.deepEqual(
    received.map((payload) => [payload.event, payload.text]),
    [
      ['rollout-start', 'remote_blog 2.0.0: despliegue gradual iniciado al 10 % (Administrador).'],
      ['rollout-advance', 'remote_blog 2.0.0: avanza al 50 % (Administrador). Avanzado a mano al 50 %.'],
      [
        'rollout-abort',
        'remote_blog 2.0.0: detenido; todos vuelven a 1.0.0 (Administrador). Detenido y revertido a mano: todos vuelven a la versión estable.',
      ],
    ],
  );
  assert.equal((received[0]?.rollout as { release: { id: number } }).release.id, v2.id);
});
