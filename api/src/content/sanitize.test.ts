import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { MIGRATIONS } from '../db/migrations.js';
import { sanitizeRichHtml } from './sanitize.js';
import type { Categoria, Pagina, Post, Producto } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

test('scripts, handlers and dangerous URLs are stripped', () => {
  const dirty =
    '<script>alert(1)</script><p onclick="x()">Hola<img src="x" onerror="alert(1)"><img src="javascript:alert(1)">' +
    '<a href="javascript:alert(1)">malo</a><a href="//evil.example">rel</a><iframe src="https://evil.example"></iframe>' +
    '<style>body{}</style><svg><circle/></svg><span style="position:fixed;color:red">t</span><h4>cuatro</h4></p>';
  const clean = sanitizeRichHtml(dirty);
  assert.doesNotMatch(clean, /script|onerror|onclick|javascript|iframe|style>|svg|position|evil|<h4/i);
  assert.match(clean, /Hola/);
  assert.match(clean, /<span style="color:red">t<\/span>/);
  assert.match(clean, /cuatro/);
});

test('what the editor toolbar produces is kept', () => {
  const html =
    '<h1>Uno</h1><h2>Dos</h2><h3>Tres</h3>' +
    '<p class="ql-align-center"><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><s>s</s><strike>s</strike></p>' +
    '<p style="text-align:right"><span style="color:#e60000;background-color:rgb(255, 255, 0)">color</span></p>' +
    '<ol><li>uno</li></ol><ul><li>dos</li></ul><ol><li data-list="bullet"><span class="ql-ui"></span>q</li></ol>' +
    '<p><a href="https://pasteleria.mx" target="_blank">web</a> <a href="mailto:hola@pasteleria.mx">correo</a><br></p>' +
    '<p><img src="https://pasteleria.mx/a.png"><img src="/img/post/abc.png"><img src="data:image/png;base64,iVBORw0KGgo="></p>';
  const clean = sanitizeRichHtml(html);
  for (const kept of [
    '<h1>Uno</h1>',
    '<h2>Dos</h2>',
    '<h3>Tres</h3>',
    'class="ql-align-center"',
    '<strong>b</strong>',
    '<b>b</b>',
    '<em>i</em>',
    '<i>i</i>',
    '<u>u</u>',
    '<s>s</s>',
    '<strike>s</strike>',
    'text-align:right',
    'color:#e60000',
    'background-color:rgb(255, 255, 0)',
    '<ol><li>uno</li></ol>',
    '<ul><li>dos</li></ul>',
    'data-list="bullet"',
    'href="https://pasteleria.mx"',
    'target="_blank"',
    'rel="noopener noreferrer"',
    'href="mailto:hola@pasteleria.mx"',
    '<br />',
    'src="https://pasteleria.mx/a.png"',
    'src="/img/post/abc.png"',
    'src="data:image/png;base64,iVBORw0KGgo="',
  ]) {
    assert.ok(clean.includes(kept), `${kept} in ${clean}`);
  }
  assert.doesNotMatch(sanitizeRichHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">'), /img/);
  assert.doesNotMatch(sanitizeRichHtml('<p class="evil ql-size-large">x</p>'), /evil/);
});

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

test('rich HTML fields are sanitised on write, through the API', async () => {
  const dirty = '<p>Hola <strong>mundo</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>';
  const post = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Sanitizado', title: 'T', description: 'D', descripcion: dirty },
  });
  assert.equal(post.body.descripcion, '<p>Hola <strong>mundo</strong></p>');
  const pagina = await t.admin<Pagina>('POST', '/admin/pagina', {
    form: {
      name: 'Sanitizada',
      title: 'T',
      description: 'D',
      texttop: dirty,
      textbottom: '<h2 onmouseover="x">Fin</h2>',
    },
  });
  assert.equal(pagina.body.texttop, '<p>Hola <strong>mundo</strong></p>');
  assert.equal(pagina.body.textbottom, '<h2>Fin</h2>');
  const categoria = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Sanitizada', descripcion: dirty },
  });
  assert.equal(categoria.body.descripcion, '<p>Hola <strong>mundo</strong></p>');
  const producto = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Sanitizado', title: 'T', price: 1, description: dirty },
  });
  assert.equal(producto.body.description, '<p>Hola <strong>mundo</strong></p>');
  // Plain-text fields are stored as typed: the front end escapes them.
  assert.equal(producto.body.title, 'T');
});

test('a rich text is stored with plain spaces between words, whatever the client sent', async () => {
  // What Quill 2's getSemanticHTML hands over: every space a &nbsp;, and its caret holder.
  const typed =
    '<p>Pan&nbsp;de&nbsp;muerto&nbsp;&nbsp;recién&nbsp;horneado<strong><span class="ql-cursor">\uFEFF</span></strong>&nbsp;hoy</p>';
  const post = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Espacios', title: 'T', description: 'D', descripcion: typed },
    transport: 'http',
  });
  assert.equal(post.status, 201);
  assert.equal(post.body.descripcion, '<p>Pan de muerto &nbsp;recién horneado hoy</p>');
  const read = await t.api<Post>('GET', `/public/blog/post/${post.body.slug}`, { transport: 'http' });
  assert.equal(read.body.descripcion, post.body.descripcion);
});

test('the migration stores the texts saved before with plain spaces, once', async () => {
  const db = t.ctx.db;
  const stored = '<p>Uno&nbsp;dos&nbsp;&nbsp;&nbsp;tres</p>';
  const post = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Antigua', title: 'T', description: 'D', descripcion: '<p>x</p>' },
  });
  const pagina = await t.admin<Pagina>('POST', '/admin/pagina', {
    form: { name: 'Antigua', title: 'T', description: 'D', texttop: '<p>x</p>', textbottom: '<p>Sin&nbsp;cambio</p>' },
  });
  // As an earlier version stored them.
  await db.updateTable('posts').set({ descripcion: stored }).where('id', '=', post.body.id).execute();
  await db
    .updateTable('paginas')
    .set({ texttop: stored, textbottom: '<p>a b</p>' })
    .where('id', '=', pagina.body.id)
    .execute();

  await MIGRATIONS['0004-rich-text-spaces']?.up(db);
  await MIGRATIONS['0004-rich-text-spaces']?.up(db);

  const after = await db
    .selectFrom('posts')
    .select('descripcion')
    .where('id', '=', post.body.id)
    .executeTakeFirstOrThrow();
  assert.equal(after.descripcion, '<p>Uno dos &nbsp; tres</p>');
  const page = await db
    .selectFrom('paginas')
    .select(['texttop', 'textbottom'])
    .where('id', '=', pagina.body.id)
    .executeTakeFirstOrThrow();
  assert.deepEqual(page, { texttop: '<p>Uno dos &nbsp; tres</p>', textbottom: '<p>a b</p>' });
});
