import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LoginResponse, Message, User, ValidationErrorBody } from '../../test/support/answers.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/support/harness.js';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

test('login answers {success, token, user with roles}', async () => {
  const answer = await t.api<LoginResponse>('POST', '/auth/login', {
    body: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD },
  });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.success, true);
  assert.match(answer.body.token, /^\d+\.[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(Object.keys(answer.body.user).sort(), ['email', 'id', 'name', 'roles', 'twoStep']);
  assert.equal(answer.body.user.email, ADMIN_EMAIL);
  assert.deepEqual(answer.body.user.roles, [{ name: 'admin' }]);
});

test('tokens are stored hashed, never in clear', async () => {
  const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const rows = await t.ctx.db.selectFrom('auth_tokens').select(['token_hash']).execute();
  const secret = token.split('.')[1]!;
  for (const row of rows) {
    assert.equal(Buffer.from(row.token_hash).length, 32);
    assert.ok(!Buffer.from(row.token_hash).toString('latin1').includes(secret));
  }
  const users = await t.ctx.db.selectFrom('users').select('password_hash').execute();
  for (const user of users) assert.match(user.password_hash, /^\$argon2id\$/);
});

test('wrong password or unknown e-mail: 401 {success: false, message}', async () => {
  for (const body of [
    { email: ADMIN_EMAIL, password: 'wrong-password' },
    { email: 'nadie@test.local', password: ADMIN_PASSWORD },
  ]) {
    const answer = await t.api<{ success: false; message: string }>('POST', '/auth/login', { body });
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.body, { success: false, message: 'Credenciales incorrectas.' });
  }
});

test('login without e-mail or password, or with other types: 422 in Spanish', async () => {
  const empty = await t.api<ValidationErrorBody>('POST', '/auth/login', { body: {} });
  assert.equal(empty.status, 422);
  assert.deepEqual(empty.body.errors, {
    email: ['El campo email es obligatorio.'],
    password: ['El campo contraseña es obligatorio.'],
  });
  for (const body of [{ email: ['a'], password: { $ne: null } }, [], 'texto', 42, null]) {
    const answer = await t.api('POST', '/auth/login', { body });
    assert.equal(answer.status, 422, JSON.stringify(body));
  }
  const malformed = await t.api<Message>('POST', '/auth/login', {
    raw: '{"email":',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(malformed.status, 400);
  assert.equal(malformed.body.message, 'El cuerpo de la petición no es JSON válido.');
});

test('GET /auth/me answers the user of the token', async () => {
  const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const me = await t.api<User & { password_hash?: unknown }>('GET', '/auth/me', { token });
  assert.equal(me.status, 200);
  assert.equal(me.body.email, ADMIN_EMAIL);
  assert.deepEqual(me.body.roles, [{ name: 'admin' }]);
  assert.equal(me.body.password_hash, undefined);
});

test('no token, malformed token, wrong secret, unknown id: 401', async () => {
  const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const [id, secret] = token.split('.') as [string, string];
  const wrongSecret = `${id}.${secret.startsWith('A') ? 'B' : 'A'}${secret.slice(1)}`;
  for (const bad of [
    undefined,
    '',
    'garbage',
    `${id}.short`,
    wrongSecret,
    `999999.${secret}`,
    `-1.${secret}`,
    `${id}.${secret}.extra`,
  ]) {
    const answer = await t.api<Message>(
      'GET',
      '/auth/me',
      bad === undefined ? {} : { headers: { authorization: `Bearer ${bad}` } },
    );
    assert.equal(answer.status, 401, String(bad));
    assert.match(answer.body.message, /No autenticado/);
  }
  const basic = await t.api('GET', '/auth/me', {
    headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
  });
  assert.equal(basic.status, 401);
});

test('logout revokes the token', async () => {
  const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200);
  const out = await t.api<{ success: boolean; message: string }>('POST', '/auth/logout', { token });
  assert.equal(out.status, 200);
  assert.equal(out.body.success, true);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 401);
  assert.equal((await t.api('GET', '/admin/categoria', { token })).status, 401);
  assert.equal((await t.api('POST', '/auth/logout', { token })).status, 401);
  assert.equal((await t.api('POST', '/auth/logout')).status, 401);
});

test('an expired token is refused', async () => {
  const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const id = Number(token.split('.')[0]);
  await t.ctx.db
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 401);
});

test('expired tokens are deleted on every login, whoever they belong to', async () => {
  const other = await t.userToken('user');
  const live = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await t.ctx.db
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', other.id)
    .execute();
  const expired = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('auth_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('expires_at', '<=', new Date())
          .executeTakeFirstOrThrow()
      ).n,
    );
  assert.ok((await expired()) >= 1);
  await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.equal(await expired(), 0, "the other user's expired token is gone too");
  assert.equal((await t.api('GET', '/auth/me', { token: live })).status, 200, 'live tokens stay');
});

test('expired tokens are also deleted periodically, without any login', async () => {
  const swept = await startTestServer({ config: (config) => ({ ...config, tokenSweepMs: 50 }) });
  try {
    const token = await swept.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const id = Number(token.split('.')[0]);
    await swept.ctx.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const deadline = Date.now() + 5000;
    let left = 1;
    while (left > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = (await swept.ctx.db.selectFrom('auth_tokens').select('id').where('id', '=', id).execute()).length;
    }
    assert.equal(left, 0);
  } finally {
    await swept.dispose();
  }
});

test('a user who is not admin can sign in and see themself, but gets 403 on admin routes', async () => {
  const { token, email } = await t.userToken('user');
  const me = await t.api<User>('GET', '/auth/me', { token });
  assert.equal(me.status, 200);
  assert.equal(me.body.email, email);
  assert.deepEqual(me.body.roles, [{ name: 'user' }]);
  for (const path of ['/admin/user', '/admin/comentarios/pendientes', '/admin/categoria']) {
    assert.equal((await t.api('GET', path, { token })).status, 403, path);
  }
});
