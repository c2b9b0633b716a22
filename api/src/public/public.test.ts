import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dataUrl } from '../../test/support/fixtures.js';
import type {
  Categoria,
  CategoriaDetalle,
  Empresa,
  Message,
  Pagina,
  Post,
  Producto,
  Slide,
} from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** Every public read: shapes, order (order field then id), filters, 404s, caching and its invalidation. */
let t: TestServer;
let image: string;
before(async () => {
  t = await startTestServer();
  image = await dataUrl('png');
});
after(() => t.dispose());

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

test('categories: list ordered by orden then id; home only those with menu; detail with its products', async () => {
  const b = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'B segunda', orden: 2 } });
  const a = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'A primera', orden: 1, menu: false },
  });
  const c = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'C también segunda', orden: 2, urlfoto: image },
  });
  const list = await t.api<Categoria[]>('GET', '/public/categorias');
  assert.equal(list.status, 200);
  assert.deepEqual(ids(list.body), [a.body.id, b.body.id, c.body.id]);
  const home = await t.api<Categoria[]>('GET', '/public/categorias-home');
  assert.deepEqual(ids(home.body), [b.body.id, c.body.id]);

  const p2 = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Segundo', title: 'T', price: 10, order: 2, categoria_id: c.body.id },
  });
  const p1 = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Primero', title: 'T', price: 0, order: 1, categoria_id: c.body.id },
  });
  const p3 = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Tercero', title: 'T', price: 5, order: 2, categoria_id: c.body.id },
  });
  await t.admin('POST', '/admin/producto', {
    body: { name: 'De otra', title: 'T', price: 5, categoria_id: b.body.id },
  });
  const detail = await t.api<CategoriaDetalle>('GET', `/public/categorias/${c.body.slug}`);
  assert.equal(detail.status, 200);
  assert.deepEqual(Object.keys(detail.body).sort(), ['categoria', 'productos']);
  assert.equal(detail.body.categoria.nombre, 'C también segunda');
  assert.deepEqual(ids(detail.body.productos), [p1.body.id, p2.body.id, p3.body.id]);
  assert.equal(detail.body.productos[0]?.price, 0);
  assert.equal(detail.body.productos[0]?.categoria?.slug, c.body.slug);
});

test('an unknown category slug answers 404, whatever the slug', async () => {
  for (const slug of ['no-existe', 'MAYUSCULAS', '%27%20OR%201%3D1', 'ñandú', 'a'.repeat(150), '..%2F..%2Fetc']) {
    const answer = await t.api<Message>('GET', `/public/categorias/${slug}`);
    assert.equal(answer.status, 404, slug);
    assert.equal(answer.body.message, 'No se encontró la categoría.');
  }
});

test('slides ordered by posicion then id', async () => {
  const s2 = await t.admin<Slide>('POST', '/admin/slide', {
    body: { frase: 'Dos', link: '', posicion: 2, urlfoto: image },
  });
  const s1 = await t.admin<Slide>('POST', '/admin/slide', {
    body: { frase: 'Uno', link: 'https://x.mx', posicion: 1, urlfoto: image },
  });
  const slides = await t.api<Slide[]>('GET', '/public/slides');
  assert.deepEqual(ids(slides.body), [s1.body.id, s2.body.id]);
  assert.deepEqual(Object.keys(slides.body[0] ?? {}).sort(), ['frase', 'id', 'imagen', 'link', 'posicion']);
});

test('branches: first n published in orden; search by name, address and description ignoring case and accents', async () => {
  const mk = (body: Record<string, unknown>) => t.admin<Empresa>('POST', '/admin/empresa', { body });
  const e3 = await mk({ nombre: 'Coyoacán', direccion: 'Francisco Sosa 5', orden: 3 });
  const e1 = await mk({
    nombre: 'Roma Norte',
    direccion: 'Álvaro Obregón 100',
    orden: 1,
    descripcion: 'Junto a la Panadería',
  });
  const hidden = await mk({ nombre: 'Oculta Coyoacán', orden: 0, publicado: false });
  const e2 = await mk({ nombre: 'Polanco', direccion: 'Masaryk 20', orden: 2, descripcion: 'Terraza con café' });
  const all = await t.api<Empresa[]>('GET', '/public/empresas/5');
  assert.deepEqual(ids(all.body), [e1.body.id, e2.body.id, e3.body.id]);
  assert.deepEqual(ids((await t.api<Empresa[]>('GET', '/public/empresas/2')).body), [e1.body.id, e2.body.id]);
  for (const n of ['0', '-1', 'abc', '101', '1.5'])
    assert.equal((await t.api('GET', `/public/empresas/${n}`)).status, 422, n);

  const search = async (text: unknown) =>
    ids((await t.api<Empresa[]>('POST', '/public/empresas/search', { body: { text } })).body);
  assert.deepEqual(await search('coyoacan'), [e3.body.id]);
  assert.deepEqual(await search('ALVARO'), [e1.body.id]);
  assert.deepEqual(await search('panaderia'), [e1.body.id]);
  assert.deepEqual(await search('CAFÉ'), [e2.body.id]);
  assert.deepEqual(await search('o'), [e1.body.id, e2.body.id, e3.body.id]);
  assert.deepEqual(await search(''), [e1.body.id, e2.body.id, e3.body.id]);
  assert.deepEqual(await search("'; DROP TABLE empresas; --"), []);
  assert.ok(!(await search('Oculta')).includes(hidden.body.id));
  assert.equal((await t.api('POST', '/public/empresas/search', { body: { text: 'x'.repeat(201) } })).status, 422);
  assert.equal((await t.api('POST', '/public/empresas/search', { body: { text: ['a'] } })).status, 422);
  assert.equal((await t.api('POST', '/public/empresas/search', { body: [] })).status, 422);
  assert.equal((await t.api('POST', '/public/empresas/search', {})).status, 200);
});

test('blog: posts as a plain list ordered by order; pages as a list; details by slug; 404s', async () => {
  const p2 = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Post dos', title: 'T2', description: 'D', order: 2 },
  });
  const p1 = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Post uno', title: 'T1', description: 'D', order: 1, urlfoto: image },
  });
  const posts = await t.api<Post[]>('GET', '/public/blog/posts');
  assert.ok(Array.isArray(posts.body), 'a plain array, like every other list');
  assert.deepEqual(ids(posts.body), [p1.body.id, p2.body.id]);
  const g2 = await t.admin<Pagina>('POST', '/admin/pagina', {
    body: { name: 'Página dos', title: 'T', description: 'D', order: 5 },
  });
  const g1 = await t.admin<Pagina>('POST', '/admin/pagina', {
    body: { name: 'Página uno', title: 'T', description: 'D', order: 5 },
  });
  const paginas = await t.api<Pagina[]>('GET', '/public/blog/paginas');
  assert.deepEqual(ids(paginas.body), [g2.body.id, g1.body.id]);
  const pagina = await t.api<Pagina>('GET', '/public/blog/pagina/pagina-uno');
  assert.equal(pagina.status, 200);
  assert.equal(pagina.body.id, g1.body.id);
  assert.equal((await t.api('GET', '/public/blog/pagina/no-existe')).status, 404);
  assert.equal((await t.api('GET', '/public/blog/post/no-existe')).status, 404);
  assert.equal((await t.api('GET', '/public/blog/post/Post%20uno')).status, 404);
});

test("a post's detail counts a visit on every view, even when served from the cache", async () => {
  const created = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Contado', title: 'T', description: 'D' },
  });
  assert.equal(created.body.visits, 0);
  const views = [];
  for (let i = 0; i < 3; i += 1) views.push((await t.api<Post>('GET', '/public/blog/post/contado')).body.visits);
  assert.deepEqual(views, [1, 2, 3]);
  assert.equal((await t.admin<Post>('GET', `/admin/post/${created.body.id}`)).body.visits, 3);
});

test('simultaneous views of several posts are each counted once, and each answer has a total that includes it', async () => {
  const a = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Simultaneo A', title: 'T', description: 'D' },
  });
  const b = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Simultaneo B', title: 'T', description: 'D' },
  });
  const views = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      t.api<Post>('GET', `/public/blog/post/${i % 3 === 0 ? 'simultaneo-b' : 'simultaneo-a'}`),
    ),
  );
  assert.ok(views.every((view) => view.status === 200));
  const seen = (slug: string) => views.filter((view) => view.body.slug === slug).map((view) => view.body.visits);
  assert.equal(Math.max(...seen('simultaneo-a')), 20);
  assert.equal(Math.max(...seen('simultaneo-b')), 10);
  assert.ok(seen('simultaneo-a').every((visits) => visits >= 1 && visits <= 20));
  assert.equal((await t.admin<Post>('GET', `/admin/post/${a.body.id}`)).body.visits, 20);
  assert.equal((await t.admin<Post>('GET', `/admin/post/${b.body.id}`)).body.visits, 10);
  await t.admin('DELETE', `/admin/post/${b.body.id}`);
  assert.equal((await t.api('GET', '/public/blog/post/simultaneo-b')).status, 404);
});

test('public reads are cached and every admin write makes them fresh', async () => {
  const cat = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Cacheada', orden: 9 } });
  const before1 = await t.api<Categoria[]>('GET', '/public/categorias');
  assert.ok(before1.body.some((c) => c.nombre === 'Cacheada'));
  // Written behind the API's back: a cached answer does not see it…
  await t.ctx.db.updateTable('categorias').set({ nombre: 'Escrita a mano' }).where('id', '=', cat.body.id).execute();
  assert.ok(
    (await t.api<Categoria[]>('GET', '/public/categorias')).body.some((c) => c.nombre === 'Cacheada'),
    'served from cache',
  );
  // …an admin write invalidates it.
  await t.admin('PUT', `/admin/categoria/${cat.body.id}`, { body: { nombre: 'Renombrada' } });
  const fresh = await t.api<Categoria[]>('GET', '/public/categorias');
  assert.ok(fresh.body.some((c) => c.nombre === 'Renombrada'));

  const detail = await t.api<CategoriaDetalle>(
    'GET',
    `/public/categorias/${(await t.admin<Categoria>('GET', `/admin/categoria/${cat.body.id}`)).body.slug}`,
  );
  assert.equal(detail.body.productos.length, 0);
  await t.admin('POST', '/admin/producto', {
    body: { name: 'Nuevo en cacheada', title: 'T', price: 1, categoria_id: cat.body.id },
  });
  assert.equal(
    (await t.api<CategoriaDetalle>('GET', `/public/categorias/${detail.body.categoria.slug}`)).body.productos.length,
    1,
    'product write refreshes the detail',
  );

  for (const [path, entity, body] of [
    ['/public/slides', 'slide', { frase: 'Fresca', link: '', posicion: 0, urlfoto: image }],
    ['/public/blog/paginas', 'pagina', { name: 'Fresca', title: 'T', description: 'D' }],
    ['/public/empresas/100', 'empresa', { nombre: 'Fresca' }],
  ] as const) {
    const count = (await t.api<unknown[]>('GET', path)).body.length;
    const created = await t.admin<{ id: number }>('POST', `/admin/${entity}`, { body });
    assert.equal((await t.api<unknown[]>('GET', path)).body.length, count + 1, `${entity} create`);
    await t.admin('DELETE', `/admin/${entity}/${created.body.id}`);
    assert.equal((await t.api<unknown[]>('GET', path)).body.length, count, `${entity} delete`);
  }
  const posts = (await t.api<Post[]>('GET', '/public/blog/posts')).body.length;
  const post = await t.admin<Post>('POST', '/admin/post', { body: { name: 'Fresco', title: 'T', description: 'D' } });
  assert.equal((await t.api<Post[]>('GET', '/public/blog/posts')).body.length, posts + 1);
  await t.api('GET', '/public/blog/post/fresco');
  await t.admin('PUT', `/admin/post/${post.body.id}`, { body: { title: 'Nuevo título' } });
  assert.equal((await t.api<Post>('GET', '/public/blog/post/fresco')).body.title, 'Nuevo título');
  await t.admin('DELETE', `/admin/post/${post.body.id}`);
  assert.equal((await t.api('GET', '/public/blog/post/fresco')).status, 404);
});
