import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { User, ValidationErrorBody } from '../../test/support/answers.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/support/harness.js';

let t: TestServer;
let adminId: number;
before(async () => {
  t = await startTestServer();
  adminId = (await t.admin<User>('GET', '/auth/me')).body.id;
});
after(() => t.dispose());

test('GET /admin/user lists users without password hashes', async () => {
  await t.userToken('user');
  const list = await t.admin<User[]>('GET', '/admin/user');
  assert.equal(list.status, 200);
  assert.ok(list.body.length >= 2);
  for (const user of list.body) {
    assert.deepEqual(Object.keys(user).sort(), ['email', 'id', 'name', 'roles']);
  }
  assert.ok(!list.text.includes('argon2'));
  assert.deepEqual(
    list.body.map((user) => user.id),
    [...list.body.map((user) => user.id)].sort((a: number, b: number) => a - b),
  );
});

test('GET /admin/user/{id}; unknown id 404', async () => {
  const one = await t.admin<User>('GET', `/admin/user/${adminId}`);
  assert.equal(one.status, 200);
  assert.equal(one.body.email, ADMIN_EMAIL);
  for (const id of ['99999', 'abc', '-3']) assert.equal((await t.admin('GET', `/admin/user/${id}`)).status, 404);
  assert.equal((await t.admin('PUT', '/admin/user/99999', { body: { name: 'x' } })).status, 404);
});

test('PUT /admin/user/{id} changes name, e-mail and role; a new password works and signs the user out', async () => {
  const { id, token } = await t.userToken('user');
  const renamed = await t.admin<User>('PUT', `/admin/user/${id}`, {
    body: { name: 'Lucía Pérez', email: 'Lucia@Test.Local', role: 'user' },
  });
  assert.equal(renamed.status, 200, renamed.text);
  assert.deepEqual(renamed.body, { id, name: 'Lucía Pérez', email: 'lucia@test.local', roles: [{ name: 'user' }] });
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200);

  const withPassword = await t.admin('PUT', `/admin/user/${id}`, {
    body: { name: 'Lucía Pérez', email: 'lucia@test.local', role: 'user', password: 'nueva-clave-123' },
  });
  assert.equal(withPassword.status, 200);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 401, 'old token revoked');
  assert.equal(
    (await t.api('POST', '/auth/login', { body: { email: 'lucia@test.local', password: 'user-password-123' } })).status,
    401,
  );
  const fresh = await t.login('lucia@test.local', 'nueva-clave-123');

  const promoted = await t.admin<User>('PUT', `/admin/user/${id}`, { body: { role: 'admin' } });
  assert.deepEqual(promoted.body.roles, [{ name: 'admin' }]);
  assert.equal((await t.api('GET', '/admin/user', { token: fresh })).status, 200, 'now an admin');

  const emptyPassword = await t.admin('PUT', `/admin/user/${id}`, { body: { name: 'Lucía', password: '' } });
  assert.equal(emptyPassword.status, 200);
  assert.equal(
    (await t.api('GET', '/auth/me', { token: fresh })).status,
    200,
    'empty password keeps it and the session',
  );

  const demoted = await t.admin('PUT', `/admin/user/${id}`, { body: { role: 'user' } });
  assert.equal(demoted.status, 200);
  assert.equal((await t.api('GET', '/auth/me', { token: fresh })).status, 401, 'demotion signs out');
});

test('an update that changes nothing (empty body, only an empty password) answers the user as is', async () => {
  const { id, token, email } = await t.userToken('user');
  for (const options of [
    { body: {} },
    { body: { password: '' } },
    { raw: '', headers: { 'content-type': 'application/json' } },
  ]) {
    const answer = await t.admin<User>('PUT', `/admin/user/${id}`, options);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { id, name: 'Usuario user', email, roles: [{ name: 'user' }] });
  }
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200, 'still signed in');
});

test('validation: name required, e-mail format and unique, role admin|user, password min 8', async () => {
  const { id, email } = await t.userToken('user');
  const answer = await t.admin<ValidationErrorBody>('PUT', `/admin/user/${id}`, {
    body: { name: '', email: 'no-es-correo', role: 'root', password: 'corta' },
  });
  assert.equal(answer.status, 422);
  assert.deepEqual(answer.body.errors, {
    name: ['El campo nombre es obligatorio.'],
    email: ['El campo email debe ser un correo electrónico válido.'],
    role: ['El campo rol debe ser admin o user.'],
    password: ['El campo contraseña debe tener al menos 8 caracteres.'],
  });
  const taken = await t.admin<ValidationErrorBody>('PUT', `/admin/user/${id}`, {
    body: { email: ADMIN_EMAIL.toUpperCase() },
  });
  assert.equal(taken.status, 422);
  assert.deepEqual(taken.body.errors, { email: ['Ya existe un usuario con ese email.'] });
  const types = await t.admin('PUT', `/admin/user/${id}`, {
    body: { name: ['x'], email: 5, role: null, password: 12345678 },
  });
  assert.equal(types.status, 422);
  const unchanged = await t.admin<User>('GET', `/admin/user/${id}`);
  assert.equal(unchanged.body.email, email);
  const duplicate = await t.admin('POST', '/admin/user', {
    body: { name: 'Otro', email, role: 'user', password: 'password-123' },
  });
  assert.equal(duplicate.status, 422);
  const incomplete = await t.admin<ValidationErrorBody>('POST', '/admin/user', { body: {} });
  assert.deepEqual(Object.keys(incomplete.body.errors).sort(), ['email', 'name', 'password', 'role']);
});

test('the last admin cannot be demoted', async () => {
  // Other admins created by earlier tests are demoted first, so only the first admin is left.
  const users = (await t.admin<User[]>('GET', '/admin/user')).body;
  for (const user of users) {
    if (user.id !== adminId && user.roles[0]?.name === 'admin')
      await t.admin('PUT', `/admin/user/${user.id}`, { body: { role: 'user' } });
  }
  const answer = await t.admin<ValidationErrorBody>('PUT', `/admin/user/${adminId}`, { body: { role: 'user' } });
  assert.equal(answer.status, 422);
  assert.deepEqual(answer.body.errors, {
    role: ['No se puede quitar el rol de administrador al último administrador.'],
  });
  assert.deepEqual((await t.admin<User>('GET', `/admin/user/${adminId}`)).body.roles, [{ name: 'admin' }]);

  // With a second admin, the first may step down (and is signed out), and then the second is the last.
  const second = await t.userToken('admin');
  const stepDown = await t.admin('PUT', `/admin/user/${adminId}`, { body: { role: 'user' } });
  assert.equal(stepDown.status, 200);
  const last = await t.api('PUT', `/admin/user/${second.id}`, { token: second.token, body: { role: 'user' } });
  assert.equal(last.status, 422);
  const restore = await t.api('PUT', `/admin/user/${adminId}`, { token: second.token, body: { role: 'admin' } });
  assert.equal(restore.status, 200);
  assert.equal(
    (await t.api('POST', '/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status,
    200,
  );
});

test('user routes: 401 without or with a bad token, 403 for a non-admin', async () => {
  const { token } = await t.userToken('user');
  for (const [method, path] of [
    ['GET', '/admin/user'],
    ['POST', '/admin/user'],
    ['GET', '/admin/user/1'],
    ['PUT', '/admin/user/1'],
  ] as const) {
    assert.equal((await t.api(method, path, { body: {} })).status, 401);
    assert.equal((await t.api(method, path, { body: {}, token: '1.bad' })).status, 401);
    assert.equal((await t.api(method, path, { body: {}, token })).status, 403);
  }
});
