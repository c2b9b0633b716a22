import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Message } from '../../test/support/answers.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/support/harness.js';

/**
 * Login is limited by (e-mail, address), by address, and by e-mail alone with a much higher
 * ceiling; comment posting by address. Each answers 429 in Spanish. On PostgreSQL the counters are
 * in the database (shared by every instance: see test/cluster.test.ts), in memory on PGlite.
 * Behind one trusted proxy (TRUST_PROXY=1), the address is the one that proxy saw: the last
 * X-Forwarded-For entry, never the leftmost, which the client writes.
 */
const LOGIN_LIMITED = 'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos.';

let t: TestServer;
before(async () => {
  t = await startTestServer({
    env: {
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT_EMAIL_IP: '3',
      LOGIN_RATE_LIMIT_IP: '7',
      LOGIN_RATE_LIMIT_EMAIL: '6',
      COMMENT_RATE_LIMIT_IP: '2',
    },
  });
});
after(() => t.dispose());

const from = (address: string) => ({ 'x-forwarded-for': address });
const login = (email: string, password: string, address: string) =>
  t.api<Message>('POST', '/auth/login', { body: { email, password }, headers: from(address) });

test('an address guessing the owner’s password is slowed down; the owner at another address signs in', async () => {
  for (let i = 0; i < 3; i += 1) assert.equal((await login(ADMIN_EMAIL, `mala-${i}`, '203.0.113.9')).status, 401);
  const limited = await login(ADMIN_EMAIL, ADMIN_PASSWORD, '203.0.113.9');
  assert.equal(limited.status, 429, 'even the right password, from the guessing address');
  assert.equal(limited.body.message, LOGIN_LIMITED);
  assert.ok(Number(limited.headers.get('retry-after')) > 0);

  assert.equal((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.7')).status, 200, 'the owner, elsewhere');
  // The guessing address may still try another e-mail, until its own limit.
  assert.equal((await login('otro@test.local', 'x', '203.0.113.9')).status, 401);
  assert.equal((await login('otro@test.local', 'x', '203.0.113.9')).status, 401);
  assert.equal((await login('tercero@test.local', 'x', '203.0.113.9')).status, 401);
  const ipLimited = await login('cuarto@test.local', 'x', '203.0.113.9');
  assert.equal(ipLimited.status, 429, 'the address, whatever e-mail');
  assert.equal(ipLimited.body.message, LOGIN_LIMITED);
});

test('an e-mail has a ceiling of its own, from every address together', async () => {
  for (let i = 1; i <= 6; i += 1) assert.equal((await login('victima@test.local', 'x', `192.0.2.${i}`)).status, 401);
  const ceiling = await login('victima@test.local', 'x', '192.0.2.77');
  assert.equal(ceiling.status, 429);
  assert.equal(ceiling.body.message, LOGIN_LIMITED);
});

test('the leftmost X-Forwarded-For is the client’s to write: it is not the address counted', async () => {
  const body = { nombre: 'Ana', email: 'ana@test.local', comentario: 'Muy rico', rating: 5 };
  const post = (forwarded: string) => t.api<Message>('POST', '/public/comentarios', { body, headers: from(forwarded) });
  assert.equal((await post('10.0.0.1, 198.51.100.20')).status, 201);
  assert.equal((await post('10.0.0.2, 198.51.100.20')).status, 201);
  const limited = await post('10.0.0.3, 198.51.100.20');
  assert.equal(limited.status, 429, 'a made-up leftmost address buys no allowance');
  assert.equal(limited.body.message, 'Has enviado demasiados comentarios. Intenta de nuevo más tarde.');
  assert.equal((await post('198.51.100.21')).status, 201, 'another address posts');
  const pending = await t.admin<unknown[]>('GET', '/admin/comentarios/pendientes');
  assert.equal(pending.body.length, 3);
});
