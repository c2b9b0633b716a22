import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { DeployKey, NewDeployKey, Release, ReleaseRegistry } from '@pasteleria/shared/federation';
import { insertRelease, setLive } from './release-store.js';
import type { Message } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { distinctBlogBuild, pack, upload } from '../../test/support/releases.js';

/**
 * Deploy keys: an admin creates one for a remote (shown once, stored hashed, expiring in 90 days or
 * the days chosen, at most 365), lists and revokes them. A key publishes its own remote's releases,
 * makes them live and lists them, each answer saying when it expires, and its last use is noted;
 * another remote is a 403; any other admin route a 401, as are a revoked key and an expired one.
 */
const DAY_MS = 86_400_000;
let t: TestServer;
let key: NewDeployKey;

before(async () => {
  t = await startTestServer();
  const created = await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', {
    body: { remote: 'remote_blog', name: 'CI del blog' },
  });
  assert.equal(created.status, 201, created.text);
  key = created.body;
});
after(() => t.dispose());

test('a key is shown once, stored as its sha256, listed without it', async () => {
  assert.match(key.key, /^pdk_[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(Object.keys(key).sort(), ['createdAt', 'expiresAt', 'id', 'key', 'name', 'remote']);
  assert.equal(key.remote, 'remote_blog');
  const lifetime = Date.parse(key.expiresAt ?? '') - Date.parse(key.createdAt);
  assert.ok(Math.abs(lifetime - 90 * DAY_MS) < 60_000, `90 days, not ${lifetime / DAY_MS}`);
  const row = await t.ctx.db.selectFrom('deploy_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
  assert.equal(row.key_hash, createHash('sha256').update(key.key).digest('hex'));
  const list = await t.admin<DeployKey[]>('GET', '/admin/deploy-keys');
  assert.deepEqual(list.body, [
    {
      id: key.id,
      remote: 'remote_blog',
      name: 'CI del blog',
      createdAt: key.createdAt,
      createdBy: 'Administrador',
      expiresAt: key.expiresAt,
      lastUsedAt: null,
      lastUsedFrom: null,
    },
  ]);
  assert.ok(!list.text.includes(key.key.slice(4)));

  const wrong = await t.admin<Message & { errors: Record<string, string[]> }>('POST', '/admin/deploy-keys', {
    body: { remote: 'remote_x', name: ' ' },
  });
  assert.equal(wrong.status, 422);
  assert.deepEqual(wrong.body.errors, {
    remote: ['El remoto debe ser uno de: remote_public, remote_blog, remote_admin.'],
    name: ['El nombre de la clave es obligatorio.'],
  });

  for (const days of [0, 366, 1.5, 'mucho']) {
    const refused = await t.admin<Message & { errors: Record<string, string[]> }>('POST', '/admin/deploy-keys', {
      body: { remote: 'remote_blog', name: 'otra', days },
    });
    assert.equal(refused.status, 422, String(days));
    assert.deepEqual(refused.body.errors, {
      days: ['La clave dura de 1 a 365 días: escribe un número entero de días.'],
    });
  }
  const yearly = await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', {
    body: { remote: 'remote_public', name: 'CI anual', days: 365 },
  });
  assert.equal(yearly.status, 201);
  assert.ok(Math.abs(Date.parse(yearly.body.expiresAt ?? '') - Date.now() - 365 * DAY_MS) < 60_000);
  await t.admin('DELETE', `/admin/deploy-keys/${yearly.body.id}`);
});

test('a key publishes its own remote, makes it live and lists it; another remote is a 403', async () => {
  const bundle = await pack(distinctBlogBuild('clave'));
  const published = await upload(t, bundle, { version: '3.1.0' }, key.key);
  assert.equal(published.status, 201, published.text);
  assert.equal(published.body.createdBy, 'clave «CI del blog»');
  assert.equal(published.headers.get('deploy-key-expires'), key.expiresAt);
  const used = (await t.admin<DeployKey[]>('GET', '/admin/deploy-keys')).body[0];
  assert.equal(used?.lastUsedFrom, '127.0.0.1');
  assert.ok(Date.now() - Date.parse(used?.lastUsedAt ?? '') < 60_000);
  // No remote named: the key's own.
  const unnamed = await t.request<Release>('POST', '/api/v1/admin/releases', {
    transport: 'http',
    token: key.key,
    form: { version: '3.2.0', bundle: new Blob([bundle]) },
  });
  assert.equal(unnamed.status, 201, unnamed.text);
  assert.equal(unnamed.body.remote, 'remote_blog');

  const elsewhereUpload = await upload(t, bundle, { remote: 'remote_public' }, key.key);
  assert.equal(elsewhereUpload.status, 403);
  assert.equal(elsewhereUpload.body.message, 'Esta clave solo puede publicar remote_blog.');

  const live = await t.api<Release>('PUT', '/admin/releases/remote_blog/live', {
    token: key.key,
    body: { id: published.body.id },
  });
  assert.equal(live.status, 200, live.text);
  assert.equal(live.body.live, true);
  const elsewhere = await t.api<Message>('PUT', '/admin/releases/remote_public/live', {
    token: key.key,
    body: { id: published.body.id },
  });
  assert.equal(elsewhere.status, 403);
  assert.equal(elsewhere.body.message, 'Esta clave solo puede publicar remote_blog.');

  // Another remote's release made live, which the key does not see.
  const { db } = t.ctx;
  const other = await insertRelease(db, {
    remote: 'remote_public',
    version: '1.0.0',
    source: 'url',
    manifestUrl: 'https://cdn.example.com/public/mf-manifest.json',
    manifest: null,
    notes: '',
    createdBy: 'prueba',
  });
  await setLive(db, 'remote_public', other, 'prueba');
  await t.ctx.releases.registry.reload();
  const listed = await t.api<ReleaseRegistry>('GET', '/admin/releases', { token: key.key });
  assert.equal(listed.status, 200);
  assert.deepEqual(
    listed.body.remotes.map((entry) => entry.remote),
    ['remote_blog'],
  );
  assert.deepEqual(
    listed.body.remotes[0]?.releases.map((release) => release.version),
    ['3.2.0', '3.1.0'],
  );
  assert.deepEqual(
    listed.body.history.map((change) => [change.remote, change.to.version, change.changedBy]),
    [['remote_blog', '3.1.0', 'clave «CI del blog»']],
  );
});

test('a key is no session: every other admin route answers 401', async () => {
  for (const [method, url] of [
    ['GET', '/admin/categoria'],
    ['GET', '/admin/user'],
    ['GET', '/admin/deploy-keys'],
    ['POST', '/admin/deploy-keys'],
    ['DELETE', `/admin/deploy-keys/${key.id}`],
    ['GET', '/admin/comentarios/pendientes'],
    ['GET', '/auth/me'],
  ] as const) {
    const answer = await t.api<Message>(method, url, {
      token: key.key,
      ...(method === 'POST' ? { body: { remote: 'remote_blog', name: 'otra' } } : {}),
    });
    assert.equal(answer.status, 401, `${method} ${url}`);
  }
  const forged = await t.api<Message>('GET', '/admin/releases', { token: `pdk_${'A'.repeat(43)}` });
  assert.equal(forged.status, 401);
  assert.equal(forged.body.message, 'La clave de despliegue no es válida o fue revocada.');
});

test('an expired key is refused with a 401 that says when it expired', async () => {
  const old = await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', {
    body: { remote: 'remote_blog', name: 'Vieja' },
  });
  await t.ctx.db
    .updateTable('deploy_keys')
    .set({ expires_at: new Date('2026-03-03T12:00:00Z') })
    .where('id', '=', old.body.id)
    .execute();
  const refused = await t.api<Message>('GET', '/admin/releases', { token: old.body.key });
  assert.equal(refused.status, 401);
  assert.equal(
    refused.body.message,
    'La clave de despliegue «Vieja» caducó el 3 de marzo de 2026: crea una nueva en Versiones.',
  );
  assert.equal((await upload(t, Buffer.from('x'), {}, old.body.key)).status, 401);
  const listed = (await t.admin<DeployKey[]>('GET', '/admin/deploy-keys')).body.find((k) => k.id === old.body.id);
  assert.equal(listed?.lastUsedAt, null, 'an expired key is not noted as used');
  await t.admin('DELETE', `/admin/deploy-keys/${old.body.id}`);
});

test('a revoked key stops working at once', async () => {
  const revoked = await t.admin('DELETE', `/admin/deploy-keys/${key.id}`);
  assert.equal(revoked.status, 204);
  assert.equal(revoked.text, '');
  const after = await t.api<Message>('GET', '/admin/releases', { token: key.key });
  assert.equal(after.status, 401);
  assert.equal(after.body.message, 'La clave de despliegue no es válida o fue revocada.');
  assert.equal((await upload(t, Buffer.from('x'), {}, key.key)).status, 401);
  assert.deepEqual((await t.admin<DeployKey[]>('GET', '/admin/deploy-keys')).body, []);
  const again = await t.admin<Message>('DELETE', `/admin/deploy-keys/${key.id}`);
  assert.equal(again.status, 404);
  assert.equal(again.body.message, 'No existe esa clave de despliegue.');
});
