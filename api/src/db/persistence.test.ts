import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { dataUrl } from '../../test/support/fixtures.js';
import type {
  Categoria,
  CategoriaDetalle,
  ComentarioCreado,
  ComentarioPublico,
  Producto,
  User,
} from '../../test/support/answers.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/support/harness.js';

let t: TestServer;
after(() => t.dispose());

test('data, images and sessions are still there after a restart on the same DATA_DIR / database', async () => {
  t = await startTestServer();
  const token = await t.adminToken();
  const cat = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Persistente', urlfoto: await dataUrl('png') },
  });
  const prod = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Persistente', title: 'T', price: 19.99, categoria_id: cat.body.id },
  });
  const comment = await t.api<ComentarioCreado>('POST', '/public/comentarios', {
    body: { nombre: 'Eva', comentario: 'Vuelvo siempre', rating: 5 },
  });
  await t.admin('PUT', `/admin/comentarios/${comment.body.comentario.id}/aprobar`);
  const user = await t.userToken('user');

  t = await t.restart();
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200, 'token survives');
  const detail = await t.api<CategoriaDetalle>('GET', '/public/categorias/persistente');
  assert.equal(detail.status, 200);
  assert.equal(detail.body.categoria.urlfoto, cat.body.urlfoto);
  assert.deepEqual(
    detail.body.productos.map((p) => [p.id, p.price]),
    [[prod.body.id, 19.99]],
  );
  assert.ok(fs.existsSync(path.join(t.dataDir, 'img', 'categoria', cat.body.urlfoto ?? '')));
  assert.equal((await t.request('GET', `/img/categoria/${cat.body.urlfoto}`)).status, 200);
  assert.equal((await t.api<ComentarioPublico[]>('GET', '/public/comentarios')).body[0]?.nombre, 'Eva');
  assert.equal((await t.api<User>('GET', '/auth/me', { token: user.token })).body.email, user.email);
  // The configured admin password does not overwrite a changed one on restart, and no second admin appears.
  assert.equal(
    (await t.api('POST', '/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status,
    200,
  );
  assert.equal(
    (await t.admin<User[]>('GET', '/admin/user')).body.filter((u) => u.roles[0]?.name === 'admin').length,
    1,
  );
  // New rows keep counting from where they were.
  const next = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Después' } });
  assert.ok(next.body.id > cat.body.id);
});
