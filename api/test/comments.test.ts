import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Comentario, ComentarioCreado, ComentarioPublico } from './support/answers.js';
import { startTestServer, type TestServer } from './support/harness.js';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

const post = (body: unknown) => t.api<ComentarioCreado>('POST', '/public/comentarios', { body });

test('a public comment is created pending, whatever its body says', async () => {
  const answer = await post({
    nombre: 'Ana',
    email: 'ana@test.local',
    comentario: 'Delicioso',
    rating: 5,
    approved: true,
    id: 1,
  });
  assert.equal(answer.status, 201);
  assert.equal(answer.body.message, 'Gracias por tu comentario. Está pendiente de aprobación.');
  assert.equal(answer.body.comentario.nombre, 'Ana');
  assert.equal((await t.api<unknown[]>('GET', '/public/comentarios')).body.length, 0);
  const pending = await t.admin<Comentario[]>('GET', '/admin/comentarios/pendientes');
  assert.equal(pending.status, 200);
  assert.deepEqual(Object.keys(pending.body[0] ?? {}).sort(), [
    'comentario',
    'created_at',
    'email',
    'id',
    'nombre',
    'rating',
  ]);
  assert.equal(pending.body[0]?.email, 'ana@test.local');
});

test('approve: it leaves the pending list and shows publicly, newest first, e-mail as mail', async () => {
  const first = await post({ nombre: 'Primero', email: 'p@test.local', comentario: 'Uno', rating: 4 });
  const second = await post({ nombre: 'Segundo', email: '', comentario: 'Dos', rating: 0 });
  for (const created of [first, second]) {
    const approved = await t.admin('PUT', `/admin/comentarios/${created.body.comentario.id}/aprobar`);
    assert.equal(approved.status, 200);
  }
  const list = await t.api<ComentarioPublico[]>('GET', '/public/comentarios');
  assert.deepEqual(
    list.body.map((c) => c.nombre),
    ['Segundo', 'Primero'],
  );
  assert.deepEqual(Object.keys(list.body[1] ?? {}).sort(), [
    'comentario',
    'created_at',
    'id',
    'mail',
    'nombre',
    'rating',
  ]);
  assert.equal(list.body[1]?.mail, 'p@test.local');
  const pending = await t.admin<Comentario[]>('GET', '/admin/comentarios/pendientes');
  assert.ok(!pending.body.some((c) => c.id === first.body.comentario.id));
  // An empty PUT body with a JSON content type is fine too.
  const again = await t.admin('PUT', `/admin/comentarios/${first.body.comentario.id}/aprobar`, {
    raw: '',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(again.status, 200);
});

test('delete: pending or approved; unknown ids 404', async () => {
  const created = await post({ nombre: 'Borrar', comentario: 'Spam', rating: 1 });
  const id = created.body.comentario.id;
  await t.admin('PUT', `/admin/comentarios/${id}/aprobar`);
  assert.ok((await t.api<ComentarioPublico[]>('GET', '/public/comentarios')).body.some((c) => c.id === id));
  const deleted = await t.admin('DELETE', `/admin/comentarios/${id}`);
  assert.equal(deleted.status, 200);
  assert.ok(
    !(await t.api<ComentarioPublico[]>('GET', '/public/comentarios')).body.some((c) => c.id === id),
    'cache invalidated',
  );
  for (const bad of [String(id), '0', 'x', '-5']) {
    assert.equal((await t.admin('DELETE', `/admin/comentarios/${bad}`)).status, 404);
    assert.equal((await t.admin('PUT', `/admin/comentarios/${bad}/aprobar`)).status, 404);
  }
});

test('moderation routes: 401 without or with a bad token, 403 for a non-admin', async () => {
  const { token } = await t.userToken('user');
  for (const [method, path] of [
    ['GET', '/admin/comentarios/pendientes'],
    ['PUT', '/admin/comentarios/1/aprobar'],
    ['DELETE', '/admin/comentarios/1'],
  ] as const) {
    assert.equal((await t.api(method, path)).status, 401);
    assert.equal((await t.api(method, path, { token: 'bad' })).status, 401);
    assert.equal((await t.api(method, path, { token })).status, 403);
  }
});
