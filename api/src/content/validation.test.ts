import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dataUrl, validBodies } from '../../test/support/fixtures.js';
import type { Categoria, Empresa, Producto, Slide, ValidationErrorBody } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** The declared field rules and bounds: each failing field gets a Spanish message; nothing is stored. */
let t: TestServer;
let image: string;
before(async () => {
  t = await startTestServer();
  image = await dataUrl('png');
});
after(() => t.dispose());

async function errorsOf(entity: string, body: Record<string, unknown>) {
  const answer = await t.admin<ValidationErrorBody>('POST', `/admin/${entity}`, { body });
  assert.equal(answer.status, 422, answer.text);
  assert.equal(answer.body.message, 'Los datos proporcionados no son válidos.');
  return answer.body.errors;
}

test('product: price numeric with at most two decimals, stock and order integers, order min 0', async () => {
  const base = validBodies('val', image).producto;
  assert.deepEqual(await errorsOf('producto', { ...base, price: 'caro' }), {
    price: ['El campo precio debe ser un número.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, price: 10.123 }), {
    price: ['El campo precio admite como máximo dos decimales.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, price: -1 }), {
    price: ['El campo precio debe ser como mínimo 0.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, price: '' }), { price: ['El campo precio es obligatorio.'] });
  assert.deepEqual(await errorsOf('producto', { ...base, stock: 1.5 }), {
    stock: ['El campo stock debe ser un número entero.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, order: -1 }), {
    order: ['El campo orden debe ser como mínimo 0.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, order: 1e12 }), {
    order: ['El campo orden debe ser como máximo 1,000,000.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, categoria_id: 424242 }), {
    categoria_id: ['La categoría seleccionada no existe.'],
  });
  assert.deepEqual(await errorsOf('producto', { ...base, categoria_id: 'uno' }), {
    categoria_id: ['La categoría seleccionada no existe.'],
  });
  const ok = await t.admin<Producto>('POST', '/admin/producto', {
    body: { ...base, name: 'Texto numérico', price: '99.90', stock: '4', order: '0' },
  });
  assert.equal(ok.status, 201, ok.text);
  assert.equal(ok.body.price, 99.9);
  assert.equal(ok.body.stock, 4);
});

test('category: nombre required, orden min 1, menu boolean', async () => {
  assert.deepEqual(await errorsOf('categoria', { nombre: '  ', orden: 0, menu: 'quizá' }), {
    nombre: ['El campo nombre es obligatorio.'],
    orden: ['El campo orden debe ser como mínimo 1.'],
    menu: ['El campo portada debe ser verdadero o falso.'],
  });
  const created = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Menú falso', menu: 'false' },
  });
  assert.equal(created.body.menu, false);
});

test('company: URLs, e-mail, phone and coordinates', async () => {
  const errors = await errorsOf('empresa', {
    nombre: 'Mala',
    website: 'javascript:alert(1)',
    facebook: 'facebook.com/sin-esquema',
    youtube: 'ftp://x.y',
    tiktok: 'https://',
    email: 'correo@',
    telefono: '55-ABCD',
    latitud: 91,
    longitud: '-181',
  });
  assert.deepEqual(Object.keys(errors).sort(), [
    'email',
    'facebook',
    'latitud',
    'longitud',
    'telefono',
    'tiktok',
    'website',
    'youtube',
  ]);
  assert.deepEqual(errors.website, ['El campo sitio web debe ser una URL válida (http o https).']);
  assert.deepEqual(errors.email, ['El campo email debe ser un correo electrónico válido.']);
  assert.deepEqual(errors.latitud, ['El campo latitud debe ser como máximo 90.']);
  assert.deepEqual(errors.longitud, ['El campo longitud debe ser como mínimo -180.']);
  const cleared = await t.admin<Empresa>('POST', '/admin/empresa', {
    body: { nombre: 'Sin mapa', latitud: '', longitud: null, website: '' },
  });
  assert.equal(cleared.status, 201);
  assert.equal(cleared.body.latitud, null);
  assert.equal(cleared.body.website, '');
});

test('slide: image required on create, frase max 255, link a URL', async () => {
  assert.deepEqual(await errorsOf('slide', { frase: 'x'.repeat(256), link: 'no es url', posicion: 1 }), {
    frase: ['El campo frase no debe superar 255 caracteres.'],
    link: ['El campo link debe ser una URL válida (http o https) o una ruta que empiece con /.'],
    urlfoto: ['La imagen es obligatoria.'],
  });
  const ok = await t.admin<Slide>('POST', '/admin/slide', {
    body: { frase: 'x'.repeat(255), link: '', posicion: 0, urlfoto: image },
  });
  assert.equal(ok.status, 201);
  assert.equal(ok.body.link, null);
  const edit = await t.admin<Slide>('POST', `/admin/slide/${ok.body.id}?_method=PUT`, {
    body: { frase: 'Sin imagen nueva', link: '/categorias', posicion: 2 },
  });
  assert.equal(edit.status, 200, edit.text);
  assert.equal(edit.body.imagen, ok.body.imagen);
});

test('comments: rating 0 to 5, nombre and comentario required, email optional but valid', async () => {
  const bad = await t.api<ValidationErrorBody>('POST', '/public/comentarios', {
    body: { nombre: '', email: 'x@', comentario: '', rating: 6 },
  });
  assert.equal(bad.status, 422);
  assert.deepEqual(bad.body.errors, {
    nombre: ['El campo nombre es obligatorio.'],
    email: ['El campo correo electrónico debe ser un correo electrónico válido.'],
    comentario: ['El campo comentario es obligatorio.'],
    rating: ['El campo calificación debe ser como máximo 5.'],
  });
  assert.equal(
    (await t.api('POST', '/public/comentarios', { body: { nombre: 'A', comentario: 'B', rating: -1 } })).status,
    422,
  );
  assert.equal(
    (await t.api('POST', '/public/comentarios', { body: { nombre: 'A', comentario: 'B', rating: 2.5 } })).status,
    422,
  );
  const ok = await t.api('POST', '/public/comentarios', {
    body: { nombre: 'Sin correo', comentario: 'Bien', rating: '0' },
  });
  assert.equal(ok.status, 201);
});

test('wrong types are refused field by field; text bounds hold', async () => {
  const errors = await errorsOf('post', {
    name: ['a'],
    title: { $gt: '' },
    description: 'x'.repeat(501),
    order: 'primero',
    descripcion: 7,
  });
  assert.deepEqual(errors, {
    name: ['El campo nombre debe ser texto.'],
    title: ['El campo título debe ser texto.'],
    description: ['El campo descripción no debe superar 500 caracteres.'],
    order: ['El campo orden debe ser un número entero.'],
  });
});

test('a refused update changes nothing', async () => {
  const created = await t.admin<Producto>('POST', '/admin/producto', {
    body: { ...validBodies('intacto', image).producto, name: 'Intacto' },
  });
  const answer = await t.admin<ValidationErrorBody>('PUT', `/admin/producto/${created.body.id}`, {
    body: { name: 'Nuevo nombre', price: 'gratis', urlfoto: 'data:image/png;base64,AAAA' },
  });
  assert.equal(answer.status, 422);
  assert.deepEqual(Object.keys(answer.body.errors).sort(), ['price', 'urlfoto']);
  assert.deepEqual((await t.admin('GET', `/admin/producto/${created.body.id}`)).body, created.body);
});

test('unicode, SQL-looking and control characters are stored as text', async () => {
  const name = "Pan 🍞 d'Ñandú'); DROP TABLE productos; --";
  const created = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: `${name}\u0000\u0007`, title: '漢字 ﷽ \u202e', price: 1 },
  });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.name, name);
  assert.equal(created.body.title, '漢字 ﷽ \u202e');
  assert.equal((await t.admin('GET', '/admin/producto')).status, 200);
});
