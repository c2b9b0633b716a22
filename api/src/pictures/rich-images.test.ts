import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import {
  asDataUrl,
  bigPngDataUrl,
  dataUrl,
  hugeBlankPng,
  imageBytes,
  photoWithExif,
} from '../../test/support/fixtures.js';
import type { Pagina, Post, ValidationErrorBody } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** Images pasted into rich HTML (data: URLs) are stored as files like uploads, and removed when no row uses them. */
let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

const files = (entity: string) => {
  const dir = path.join(t.dataDir, 'img', entity);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const srcs = (html: string) => [...html.matchAll(/src="([^"]*)"/g)].map((match) => match[1]!);
const fileOf = (url: string) => url.split('/').pop()!;
const img = (src: string) => `<img src="${src}">`;

test('inline data: images are checked, re-encoded, stored under img/<entity>/ and referenced by URL', async () => {
  const png = await dataUrl('png', 16);
  const photo = asDataUrl(await photoWithExif('jpeg'), 'image/jpeg');
  const html = `<p>Antes ${img(png)} entre ${img(photo)} y otra vez ${img(png)}</p><p>${img('https://pasteleria.mx/a.png')}</p>`;
  const created = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Con imágenes', title: 'T', description: 'D', descripcion: html },
  });
  assert.equal(created.status, 201, created.text);
  const stored = srcs(created.body.descripcion);
  assert.equal(stored.length, 4);
  assert.match(stored[0]!, /^\/img\/post\/[0-9a-f]{32}\.png$/);
  assert.match(stored[1]!, /^\/img\/post\/[0-9a-f]{32}\.jpg$/);
  assert.equal(stored[2], stored[0], 'the same image pasted twice is stored once');
  assert.equal(stored[3], 'https://pasteleria.mx/a.png');
  assert.ok(!created.body.descripcion.includes('data:'));
  assert.deepEqual(files('post'), [fileOf(stored[0]!), fileOf(stored[1]!)].sort());

  const served = Buffer.from(await (await fetch(`${t.url}${stored[1]}`)).arrayBuffer());
  const meta = await sharp(served).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['jpeg', 4, 8, undefined], 'upright, no EXIF');
  const list = await t.api('GET', '/public/blog/posts');
  assert.ok(!list.text.includes('data:'), 'lists carry URLs, not image bytes');

  // Multipart forms and url-encoded bodies go the same way.
  const form = await t.admin<Pagina>('POST', '/admin/pagina', {
    form: { name: 'Con imagen', title: 'T', description: 'D', texttop: `<p>${img(png)}</p>` },
  });
  assert.equal(form.status, 201, form.text);
  assert.match(srcs(form.body.texttop)[0]!, /^\/img\/pagina\/[0-9a-f]{32}\.png$/);
});

test('refused inline images: a Spanish 422 naming the field, and nothing stored', async () => {
  const before = files('producto');
  const notImage = `data:image/png;base64,${Buffer.from('no soy una imagen').toString('base64')}`;
  const cases: Array<[string, string]> = [
    [
      notImage,
      'Una imagen insertada en el campo descripción no es válida: El contenido no es una imagen PNG, JPEG, WebP o GIF.',
    ],
    [
      await bigPngDataUrl(300 * 1024),
      'Una imagen insertada en el campo descripción no es válida: La imagen no debe superar 256 KB.',
    ],
    [
      asDataUrl(hugeBlankPng(12_000, 12_000), 'image/png'),
      'Una imagen insertada en el campo descripción no es válida: La imagen es demasiado grande: no debe superar 40 megapíxeles (ancho × alto, contando todos los cuadros si es animada).',
    ],
    [
      `data:image/jpeg;base64,${(await imageBytes('png')).toString('base64')}`,
      'Una imagen insertada en el campo descripción no es válida: El tipo declarado de la imagen no coincide con su contenido.',
    ],
  ];
  for (const [src, message] of cases) {
    const description = `<p>${img(await dataUrl('png'))}</p><p>${img(src)}</p>`;
    const answer = await t.admin<ValidationErrorBody>('POST', '/admin/producto', {
      body: { name: 'Rechazado', title: 'T', price: 1, description },
    });
    assert.equal(answer.status, 422, answer.text.slice(0, 200));
    assert.deepEqual(answer.body.errors, { description: [message] });
  }
  const many = Array.from({ length: 21 }, (_, i) => img(`data:image/png;base64,${i}`)).join('');
  const tooMany = await t.admin<ValidationErrorBody>('POST', '/admin/producto', {
    body: { name: 'Muchas', title: 'T', price: 1, description: many },
  });
  assert.equal(tooMany.status, 422);
  assert.match(tooMany.body.errors.description?.[0] ?? '', /No se pueden insertar más de 20 imágenes/);
  assert.deepEqual(files('producto'), before, 'nothing stored');
});

test('a stored inline image is removed once no row references it: dropped by an update, or its row deleted', async () => {
  const [a, b, c] = await Promise.all([dataUrl('png', 20), dataUrl('webp', 21), dataUrl('gif', 22)]);
  const created = await t.admin<Pagina>('POST', '/admin/pagina', {
    body: {
      name: 'Limpieza',
      title: 'T',
      description: 'D',
      texttop: `<p>${img(a)}${img(b)}</p>`,
      textbottom: `<p>${img(c)}</p>`,
    },
  });
  assert.equal(created.status, 201, created.text);
  const [urlA, urlB] = srcs(created.body.texttop) as [string, string];
  const [urlC] = srcs(created.body.textbottom) as [string];
  const id = created.body.id;

  // Other fields written: the images stay.
  await t.admin('PUT', `/admin/pagina/${id}`, { body: { title: 'Otro título' } });
  assert.ok([urlA, urlB, urlC].every((url) => files('pagina').includes(fileOf(url))));

  // B dropped; A moved from texttop to textbottom; C kept.
  const updated = await t.admin('PUT', `/admin/pagina/${id}`, {
    body: { texttop: '<p>Sin imágenes</p>', textbottom: `<p>${img(urlC)}${img(urlA)}</p>` },
  });
  assert.equal(updated.status, 200, updated.text);
  assert.ok(!files('pagina').includes(fileOf(urlB)), 'B removed');
  assert.ok(files('pagina').includes(fileOf(urlA)) && files('pagina').includes(fileOf(urlC)));

  // The same HTML copied into another row: deleting the first keeps the files the copy uses.
  const copy = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Copia', title: 'T', description: 'D', descripcion: `<p>${img(urlA)}</p>` },
  });
  assert.equal(copy.status, 201, copy.text);
  assert.equal((await t.admin('DELETE', `/admin/pagina/${id}`)).status, 200);
  assert.ok(files('pagina').includes(fileOf(urlA)), 'still used by the post');
  assert.ok(!files('pagina').includes(fileOf(urlC)), 'C removed with its row');
  await t.admin('DELETE', `/admin/post/${copy.body.id}`);
  assert.ok(!files('pagina').includes(fileOf(urlA)), 'A removed once nobody uses it');
});
