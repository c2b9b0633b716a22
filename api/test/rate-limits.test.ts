import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Message } from './support/answers.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './support/harness.js';

/** Login (per IP and per e-mail) and comment posting (per IP) answer 429 in Spanish. */
let t: TestServer;
before(async () => {
  t = await startTestServer({
    env: { LOGIN_RATE_LIMIT_EMAIL: '3', LOGIN_RATE_LIMIT_IP: '7', COMMENT_RATE_LIMIT_IP: '2' },
  });
  await t.adminToken(); // one login from this IP
});
after(() => t.dispose());

test('login: per e-mail, then per IP', async () => {
  for (let i = 0; i < 3; i += 1) {
    assert.equal(
      (await t.api('POST', '/auth/login', { body: { email: 'victima@test.local', password: 'x' } })).status,
      401,
    );
  }
  const limited = await t.api<Message>('POST', '/auth/login', { body: { email: 'victima@test.local', password: 'x' } });
  assert.equal(limited.status, 429);
  assert.equal(limited.body.message, 'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos.');
  assert.ok(Number(limited.headers.get('retry-after')) > 0);
  // Another e-mail still works from this IP until the IP limit is reached.
  assert.equal(
    (await t.api('POST', '/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status,
    200,
  );
  assert.equal((await t.api('POST', '/auth/login', { body: { email: 'otro@test.local', password: 'x' } })).status, 401);
  const ipLimited = await t.api<Message>('POST', '/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  assert.equal(ipLimited.status, 429);
  assert.match(ipLimited.body.message, /Demasiados intentos/);
});

test('comment posting per IP', async () => {
  const body = { nombre: 'Ana', email: 'ana@test.local', comentario: 'Muy rico', rating: 5 };
  assert.equal((await t.api('POST', '/public/comentarios', { body })).status, 201);
  assert.equal((await t.api('POST', '/public/comentarios', { body })).status, 201);
  const limited = await t.api<Message>('POST', '/public/comentarios', { body });
  assert.equal(limited.status, 429);
  assert.equal(limited.body.message, 'Has enviado demasiados comentarios. Intenta de nuevo más tarde.');
  const pending = await t.admin<unknown[]>('GET', '/admin/comentarios/pendientes');
  assert.equal(pending.body.length, 2);
});
