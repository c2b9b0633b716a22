import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { ActivityEntry, ActivityPage } from '@pasteleria/shared/security';
import type { Categoria, Comentario, Message } from '../../test/support/answers.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/support/harness.js';

/**
 * The activity log over real HTTP: each action a person takes leaves one entry (who, what, on
 * which record, from where, in Spanish), never a secret; filters, pages and the CSV; no API
 * changes or deletes an entry, and the table refuses an UPDATE.
 */
let t: TestServer;
before(async () => {
  t = await startTestServer({ transport: 'http' });
  // The harness's admin signs in now, so the entries each test looks for are the newest.
  await t.adminToken();
});
after(() => t.dispose());

const latest = async (query = '') => (await t.admin<ActivityPage>('GET', `/admin/activity${query}`)).body;
const newest = async () => (await latest('?limite=1')).entries[0] as ActivityEntry;

test('sign-ins and failed ones (with the e-mail tried), and sign-outs', async () => {
  const failed = await t.api('POST', '/auth/login', { body: { email: 'Intruso@Test.local', password: 'x' } });
  assert.equal(failed.status, 401);
  const entry = await newest();
  assert.equal(entry.action, 'sign-in-failed');
  assert.deepEqual(entry.actor, { type: 'anonymous', id: null, name: 'intruso@test.local' });
  assert.equal(entry.address, '127.0.0.1');
  assert.match(entry.description, /intruso@test\.local/);

  const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const signedIn = await newest();
  assert.equal(signedIn.action, 'sign-in');
  assert.equal(signedIn.actor.type, 'user');
  assert.equal(signedIn.description, 'Inició sesión con su contraseña.');
  await t.api('POST', '/auth/logout', { token });
  assert.equal((await newest()).action, 'sign-out');
});

test('every create, update and delete of content, with the record named', async () => {
  const created = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Pays de temporada', descripcion: '', menu: true, orden: 3 },
  });
  assert.equal(created.status, 201, created.text);
  let entry = await newest();
  assert.equal(entry.action, 'record-created');
  assert.deepEqual(entry.target, { type: 'categoria', id: String(created.body.id), name: 'Pays de temporada' });
  assert.equal(entry.description, 'Creó la categoría «Pays de temporada».');

  await t.admin('PUT', `/admin/categoria/${created.body.id}`, { body: { nombre: 'Pays', orden: 3 } });
  entry = await newest();
  assert.equal(entry.action, 'record-updated');
  assert.equal(entry.target?.name, 'Pays');

  await t.admin('DELETE', `/admin/categoria/${created.body.id}`);
  entry = await newest();
  assert.equal(entry.action, 'record-deleted');
  assert.equal(entry.description, 'Eliminó la categoría «Pays».');
});

test('comment moderation and users, without a password in any entry', async () => {
  const posted = await t.api<{ comentario: Comentario }>('POST', '/public/comentarios', {
    body: { nombre: 'Lucía', email: 'lucia@test.local', comentario: '¡Riquísimo!', rating: 5 },
  });
  await t.admin('PUT', `/admin/comentarios/${posted.body.comentario.id}/aprobar`);
  assert.equal((await newest()).description, 'Aprobó el comentario de «Lucía».');

  const password = 'una-contraseña-muy-secreta';
  const user = await t.admin<{ id: number }>('POST', '/admin/user', {
    body: { name: 'Marta', email: 'marta@test.local', role: 'user', password },
  });
  assert.equal((await newest()).action, 'user-created');
  await t.admin('PUT', `/admin/user/${user.body.id}`, { body: { password: `${password}-2` } });
  const changed = await newest();
  assert.equal(changed.action, 'user-updated');
  assert.match(changed.description, /la contraseña/);

  const { rows } = await sql<{ row: string }>`SELECT row_to_json(activity)::text AS row FROM activity`.execute(
    t.ctx.db,
  );
  for (const { row } of rows) {
    assert.ok(!row.includes(password), row);
    assert.ok(!row.includes(ADMIN_PASSWORD), row);
    assert.ok(!/Bearer|pdk_[A-Za-z0-9_-]{10}|\d+\.[A-Za-z0-9_-]{43}/.test(row), row);
  }
});

test('deploy keys and releases, by the admin or by the key', async () => {
  const key = await t.admin<{ id: number; key: string }>('POST', '/admin/deploy-keys', {
    body: { remote: 'remote_blog', name: 'CI del blog' },
  });
  const entry = await newest();
  assert.equal(entry.action, 'deploy-key-created');
  assert.deepEqual(entry.target, { type: 'clave', id: String(key.body.id), name: 'CI del blog' });
  assert.ok(!JSON.stringify(entry).includes(key.body.key));

  await t.admin('DELETE', `/admin/deploy-keys/${key.body.id}`);
  assert.equal((await newest()).action, 'deploy-key-revoked');
});

test('filters: days, who, action; pages; a bad filter is a Spanish 422', async () => {
  const byAction = await latest('?accion=sign-in');
  assert.ok(byAction.entries.length > 0);
  assert.ok(byAction.entries.every((entry) => entry.action === 'sign-in'));

  const byName = await latest('?usuario=intruso');
  assert.ok(byName.entries.length > 0);
  assert.ok(byName.entries.every((entry) => entry.actor.name.includes('intruso')));
  const admin = (await latest('?accion=sign-in')).entries[0]!.actor;
  const byId = await latest(`?usuario=${admin.id}`);
  assert.ok(byId.entries.every((entry) => entry.actor.type === 'user' && entry.actor.id === admin.id));

  const today = new Date().toLocaleDateString('en-CA', { timeZone: t.ctx.config.siteTimeZone });
  assert.ok((await latest(`?desde=${today}&hasta=${today}`)).total > 0);
  assert.equal((await latest('?desde=2020-01-01&hasta=2020-01-31')).total, 0);

  const all = await latest();
  const first = await latest('?limite=2&pagina=1');
  const second = await latest('?limite=2&pagina=2');
  assert.equal(first.total, all.total);
  assert.deepEqual(
    [...first.entries, ...second.entries].map((entry) => entry.id),
    all.entries.slice(0, 4).map((entry) => entry.id),
  );
  // Newest first.
  const times = all.entries.map((entry) => Date.parse(entry.at));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );

  for (const query of ['?desde=ayer', '?accion=borrar-todo', '?limite=0', '?desde=2026-05-02&hasta=2026-05-01']) {
    const refused = await t.admin<Message>('GET', `/admin/activity${query}`);
    assert.equal(refused.status, 422, query);
    assert.ok(refused.body.message.length > 0);
  }
});

test('the CSV holds every entry the filters keep, for a spreadsheet', async () => {
  const answer = await t.admin('GET', '/admin/activity.csv?accion=sign-in');
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/csv/);
  assert.match(
    answer.headers.get('content-disposition') ?? '',
    /attachment; filename="actividad-\d{4}-\d{2}-\d{2}\.csv"/,
  );
  const lines = answer.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  assert.equal(lines[0], 'fecha,quién,tipo,acción,registro,id,nombre,dirección,descripción');
  assert.equal(lines.length - 1, (await latest('?accion=sign-in')).total);
  assert.ok(lines.slice(1).every((line) => line.includes(',sign-in,')));
});

test('only administrators read it; no route changes or deletes an entry, and the table refuses an UPDATE', async () => {
  const user = await t.userToken('user');
  assert.equal((await t.api('GET', '/admin/activity', { token: user.token })).status, 403);
  assert.equal((await t.api('GET', '/admin/activity')).status, 401);
  const entry = await newest();
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
    assert.equal((await t.admin(method, `/admin/activity/${entry.id}`, { body: {} })).status, 404, method);
  assert.equal((await t.admin('DELETE', '/admin/activity')).status, 404);
  await assert.rejects(
    t.ctx.db.updateTable('activity').set({ description: 'borrado' }).where('id', '=', entry.id).execute(),
    /cannot be changed/,
  );
});
