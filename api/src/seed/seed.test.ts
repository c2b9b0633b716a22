import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { demoContent } from './content.js';
import type {
  Categoria,
  Comentario,
  ComentarioPublico,
  Empresa,
  Pagina,
  Post,
  Producto,
  Slide,
} from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** Demo content on the first start of an empty database, through the admin create logic; SEED=0 skips it. */
const servers: TestServer[] = [];
after(async () => {
  for (const server of servers) await server.dispose();
});

test('first start seeds every entity (images stored, slugs made, comments approved or pending); a restart does not seed again', async () => {
  const content = await demoContent();
  let t = await startTestServer({ seed: true, fresh: true });
  servers.push(t);
  assert.equal(t.server.seeded, true);
  const categorias = (await t.admin<Categoria[]>('GET', '/admin/categoria')).body;
  assert.equal(categorias.length, content.categorias.length);
  for (const categoria of categorias) assert.match(categoria.slug, /^[a-z0-9-]+$/);
  const productos = (await t.admin<Producto[]>('GET', '/admin/producto')).body;
  assert.equal(
    productos.length,
    content.categorias.reduce((n, c) => n + c.productos.length, 0),
  );
  assert.ok(productos.every((p) => p.categoria !== null));
  assert.equal((await t.admin<Empresa[]>('GET', '/admin/empresa')).body.length, content.empresas.length);
  assert.equal((await t.api<Slide[]>('GET', '/public/slides')).body.length, content.slides.length);
  assert.equal((await t.api<Post[]>('GET', '/public/blog/posts')).body.length, content.posts.length);
  assert.equal((await t.api<Pagina[]>('GET', '/public/blog/paginas')).body.length, content.paginas.length);
  const approved = content.comentarios.filter((c) => c.approved).length;
  assert.equal((await t.api<ComentarioPublico[]>('GET', '/public/comentarios')).body.length, approved);
  assert.equal(
    (await t.admin<Comentario[]>('GET', '/admin/comentarios/pendientes')).body.length,
    content.comentarios.length - approved,
  );
  const slide = (await t.api<Slide[]>('GET', '/public/slides')).body[0];
  assert.ok(fs.existsSync(path.join(t.dataDir, 'img', 'slide', slide?.imagen ?? '')));

  t = await t.restart();
  servers[0] = t;
  assert.equal(t.server.seeded, false);
  assert.equal((await t.admin<Categoria[]>('GET', '/admin/categoria')).body.length, content.categorias.length);
});

test('SEED=0 skips it, and a later start on that database does not seed either', async () => {
  let t = await startTestServer({ seed: false, fresh: true });
  servers.push(t);
  assert.equal(t.server.seeded, false);
  assert.equal((await t.api<Categoria[]>('GET', '/public/categorias')).body.length, 0);
  t = await startTestServer({ seed: true, reuse: { dataDir: t.dataDir, databaseUrl: t.databaseUrl } }).finally(() =>
    servers[1]!.close(),
  );
  servers[1] = t;
  assert.equal(t.server.seeded, false);
  assert.equal((await t.api<Categoria[]>('GET', '/public/categorias')).body.length, 0);
});
