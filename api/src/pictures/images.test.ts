import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { decodeImage, sniffFormat } from './sent-pictures.js';
import {
  asDataUrl,
  bigPngDataUrl,
  dataUrl,
  GIF_ANIMATED,
  GIF_HUGE_SCREEN,
  hugeBlankPng,
  imageBytes,
  photoWithExif,
  validBodies,
} from '../../test/support/fixtures.js';
import type {
  Categoria,
  Empresa,
  Message,
  Pagina,
  Producto,
  Slide,
  ValidationErrorBody,
} from '../../test/support/answers.js';
import { MAX_IMAGE_BYTES, startTestServer, type TestServer } from '../../test/support/harness.js';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

const stored = (entity: string, name: string) => path.join(t.dataDir, 'img', entity, name);

test('PNG, JPEG, WebP and GIF are accepted, stored under DATA_DIR/img/<entity>/ and served with long cache', async () => {
  const extensions = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;
  for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
    const created = await t.admin<Slide>('POST', '/admin/slide', {
      body: { frase: `Slide ${format}`, link: '', posicion: 1, urlfoto: await dataUrl(format) },
    });
    assert.equal(created.status, 201, created.text);
    const name = created.body.imagen ?? '';
    assert.match(name, new RegExp(`^[0-9a-f]{32}\\.${extensions[format]}$`));
    assert.ok(fs.existsSync(stored('slide', name)));
    const served = await t.request('GET', `/img/slide/${name}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(served.headers.get('content-type') ?? '', /^image\//);
    // Re-encoded, but in the same format: the extension matches the bytes served.
    const bytes = Buffer.from(await (await fetch(`${t.url}/img/slide/${name}`)).arrayBuffer());
    assert.equal(sniffFormat(bytes), format);
  }
  assert.equal((await t.request('GET', '/img/slide/no-existe.png')).status, 404);
  // A file beside img/ in DATA_DIR (where pgdata/ lives) is never reachable through /img/.
  const secret = `secreto-${Date.now()}`;
  fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), secret);
  for (const traversal of [
    '/img/../secret.txt',
    '/img/%2e%2e/secret.txt',
    '/img/%2e%2e%2fsecret.txt',
    '/img/slide/..%2f..%2fsecret.txt',
    '/img/slide/%2e%2e/%2e%2e/secret.txt',
    '/img/..%5csecret.txt',
  ]) {
    const answer = await t.request('GET', traversal);
    assert.ok([400, 403, 404].includes(answer.status), `${traversal}: ${answer.status}`);
    assert.ok(!answer.text.includes(secret), traversal);
  }
});

test('refused: wrong bytes, declared type mismatch, unsupported type, bad base64, too big', async () => {
  const png = (await imageBytes('png')).toString('base64');
  const jpeg = (await imageBytes('jpeg')).toString('base64');
  const cases: Array<[string, string]> = [
    [
      `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
      'El contenido no es una imagen PNG, JPEG, WebP o GIF.',
    ],
    [`data:image/png;base64,${jpeg}`, 'El tipo declarado de la imagen no coincide con su contenido.'],
    [`data:image/gif;base64,${png}`, 'El tipo declarado de la imagen no coincide con su contenido.'],
    [
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      'La imagen debe ser PNG, JPEG, WebP o GIF.',
    ],
    [`data:text/html;base64,${png}`, 'La imagen debe ser PNG, JPEG, WebP o GIF.'],
    ['data:image/png,rawnotbase64', 'La imagen debe enviarse como data-URL en base64.'],
    ['data:image/png;base64,@@@###', 'La imagen no es un base64 válido.'],
    [`data:image/png;base64,${png.slice(0, 40)}`, 'La imagen está dañada o no se puede leer.'],
    [await bigPngDataUrl(MAX_IMAGE_BYTES + 1024), 'La imagen no debe superar 256 KB.'],
  ];
  for (const [urlfoto, message] of cases) {
    const answer = await t.admin<ValidationErrorBody>('POST', '/admin/slide', {
      body: { frase: 'Rechazada', link: '', posicion: 1, urlfoto },
    });
    assert.equal(answer.status, 422, `${urlfoto.slice(0, 40)}: ${answer.text}`);
    assert.deepEqual(answer.body.errors, { urlfoto: [message] }, urlfoto.slice(0, 40));
  }
  const notString = await t.admin<ValidationErrorBody>('POST', '/admin/post', {
    body: { ...validBodies('x', '').post, urlfoto: { evil: true } },
  });
  assert.deepEqual(notString.body.errors, { urlfoto: ['La imagen debe enviarse como data-URL.'] });
  assert.equal(fs.readdirSync(path.join(t.dataDir, 'img', 'slide')).length, 4, 'nothing stored for refused images');
});

test('the limit is configurable: an image of exactly the limit is accepted, one byte over is refused', async () => {
  await assert.rejects(decodeImage(await bigPngDataUrl(2000), 1000), /no debe superar 1 KB/);
  const bytes = await imageBytes('png', 64);
  const url = `data:image/png;base64,${bytes.toString('base64')}`;
  const decoded = await decodeImage(url, bytes.length);
  assert.equal(decoded.format, 'png');
  assert.equal(sniffFormat(decoded.bytes), 'png');
  await assert.rejects(decodeImage(url, bytes.length - 1), /no debe superar/);
  // The bytes of a multipart file part are held to the same bound.
  assert.equal((await decodeImage({ bytes, type: 'image/png' }, bytes.length)).format, 'png');
  await assert.rejects(decodeImage({ bytes, type: 'image/png' }, bytes.length - 1), /no debe superar/);
});

test('replacing an image removes the old file; deleting the entity removes its file', async () => {
  const created = await t.admin<Producto>('POST', '/admin/producto', {
    body: { ...validBodies('foto', await dataUrl('png')).producto },
  });
  const first = created.body.image ?? '';
  assert.ok(fs.existsSync(stored('producto', first)));

  // The whole edit form with urlfoto '' keeps the image.
  const kept = await t.admin<Producto>('PUT', `/admin/producto/${created.body.id}`, {
    body: { ...validBodies('foto', '').producto, urlfoto: '' },
  });
  assert.equal(kept.status, 200, kept.text);
  assert.equal(kept.body.image, first);

  const replaced = await t.admin<Producto>('PUT', `/admin/producto/${created.body.id}`, {
    body: { urlfoto: await dataUrl('webp') },
  });
  const second = replaced.body.image ?? '';
  assert.match(second, /\.webp$/);
  assert.ok(fs.existsSync(stored('producto', second)));
  assert.ok(!fs.existsSync(stored('producto', first)), 'old file removed');

  await t.admin('DELETE', `/admin/producto/${created.body.id}`);
  assert.ok(!fs.existsSync(stored('producto', second)), 'file removed with the entity');
});

test('company edit: new image under file (or urlfoto as data-URL); the stored name echoed back keeps it', async () => {
  const created = await t.admin<Empresa>('POST', '/admin/empresa', {
    body: { nombre: 'Sucursal con foto', urlfoto: await dataUrl('png') },
  });
  const first = created.body.urlfoto ?? '';
  const echoed = await t.admin<Empresa>('PUT', `/admin/empresa/${created.body.id}`, {
    body: { ...created.body, nombre: 'Sucursal renombrada' },
  });
  assert.equal(echoed.status, 200, echoed.text);
  assert.equal(echoed.body.urlfoto, first);
  const viaFile = await t.admin<Empresa>('PUT', `/admin/empresa/${created.body.id}`, {
    body: { urlfoto: first, file: await dataUrl('jpeg') },
  });
  assert.match(viaFile.body.urlfoto ?? '', /\.jpg$/);
  assert.ok(!fs.existsSync(stored('empresa', first)));
  const viaUrlfoto = await t.admin<Empresa>('PUT', `/admin/empresa/${created.body.id}`, {
    body: { urlfoto: await dataUrl('gif') },
  });
  assert.match(viaUrlfoto.body.urlfoto ?? '', /\.gif$/);
  const badFile = await t.admin<ValidationErrorBody>('PUT', `/admin/empresa/${created.body.id}`, {
    body: { file: 'data:image/png;base64,AAAA' },
  });
  assert.equal(badFile.status, 422);
  assert.ok(badFile.body.errors.file);
});

test('a company without image is fine; an image sent as a multipart file part is accepted too', async () => {
  const none = await t.admin<Empresa>('POST', '/admin/empresa', { body: { nombre: 'Sin imagen' } });
  assert.equal(none.body.urlfoto, null);
  const png = await imageBytes('png');
  const form = await t.admin<Pagina>('POST', '/admin/pagina', {
    form: { name: 'Con archivo', title: 'T', description: 'D', urlfoto: new Blob([png], { type: 'image/png' }) },
  });
  assert.equal(form.status, 201, form.text);
  assert.match(form.body.image ?? '', /\.png$/);
  const lying = await t.admin('POST', '/admin/pagina', {
    form: { name: 'Archivo falso', title: 'T', description: 'D', urlfoto: new Blob([png], { type: 'image/jpeg' }) },
  });
  assert.equal(lying.status, 422);
});

test('multipart file parts arrive as bytes: an empty file input keeps the image; type and size are checked as for data-URLs', async () => {
  const png = await imageBytes('png');
  const created = await t.admin<Pagina>('POST', '/admin/pagina', {
    form: { name: 'Archivo y vacío', title: 'T', description: 'D', urlfoto: new Blob([png], { type: 'image/png' }) },
  });
  assert.equal(created.status, 201, created.text);
  const first = created.body.image ?? '';
  assert.ok(fs.existsSync(stored('pagina', first)));
  // A form sent without choosing a new file carries an empty file part: the image stays.
  const kept = await t.admin<Pagina>('POST', `/admin/pagina/${created.body.id}?_method=PUT`, {
    form: { title: 'Sin archivo nuevo', urlfoto: new Blob([], { type: 'application/octet-stream' }) },
  });
  assert.equal(kept.status, 200, kept.text);
  assert.equal(kept.body.title, 'Sin archivo nuevo');
  assert.equal(kept.body.image, first);
  const svg = await t.admin<ValidationErrorBody>('POST', `/admin/pagina/${created.body.id}?_method=PUT`, {
    form: { urlfoto: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }) },
  });
  assert.equal(svg.status, 422);
  assert.deepEqual(svg.body.errors, { urlfoto: ['La imagen debe ser PNG, JPEG, WebP o GIF.'] });
  const notImage = await t.admin<ValidationErrorBody>('POST', `/admin/pagina/${created.body.id}?_method=PUT`, {
    form: { urlfoto: new Blob(['%PDF-1.4'], { type: 'image/png' }) },
  });
  assert.deepEqual(notImage.body.errors, { urlfoto: ['El contenido no es una imagen PNG, JPEG, WebP o GIF.'] });
  const tooBig = await t.admin<Message>('POST', `/admin/pagina/${created.body.id}?_method=PUT`, {
    form: { urlfoto: new Blob([Buffer.alloc(MAX_IMAGE_BYTES + 1)], { type: 'image/png' }) },
  });
  assert.equal(tooBig.status, 413);
  assert.equal(tooBig.body.message, 'El cuerpo de la petición es demasiado grande.');
  assert.equal(
    (await t.admin<Pagina>('GET', `/admin/pagina/${created.body.id}`)).body.image,
    first,
    'refused files change nothing',
  );

  // A branch's edit sends its new image under `file`.
  const empresa = await t.admin<Empresa>('POST', '/admin/empresa', { body: { nombre: 'Sucursal con archivo' } });
  const jpeg = await imageBytes('jpeg');
  const viaFile = await t.admin<Empresa>('PUT', `/admin/empresa/${empresa.body.id}`, {
    form: { file: new Blob([jpeg], { type: 'image/jpeg' }) },
  });
  assert.equal(viaFile.status, 200, viaFile.text);
  assert.match(viaFile.body.urlfoto ?? '', /\.jpg$/);
});

/** The stored file of an image field, as a visitor downloads it. */
async function served(entity: string, name: string): Promise<Buffer> {
  const answer = await fetch(`${t.url}/img/${entity}/${name}`);
  assert.equal(answer.status, 200);
  return Buffer.from(await answer.arrayBuffer());
}

test('uploads are re-encoded: upright by their EXIF orientation, without camera, GPS or any other metadata', async () => {
  const mimes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    const original = await photoWithExif(format);
    assert.ok(original.includes('EOS Secreta'), 'the fixture does carry the camera model');
    const created = await t.admin<Slide>('POST', '/admin/slide', {
      body: { frase: `Foto ${format}`, posicion: 1, urlfoto: asDataUrl(original, mimes[format]) },
    });
    assert.equal(created.status, 201, created.text);
    const bytes = await served('slide', created.body.imagen ?? '');
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, format);
    assert.deepEqual([meta.width, meta.height], [4, 8], `${format}: turned upright (orientation 6 = 90°)`);
    assert.equal(meta.orientation, undefined, format);
    assert.equal(meta.exif, undefined, `${format}: no EXIF`);
    assert.equal(meta.xmp, undefined, format);
    assert.ok(!bytes.includes('EOS Secreta') && !bytes.includes('Canon'), `${format}: no camera`);
  }
});

test('images are bounded by the pixels a browser decodes; large ones are scaled down; animations stay animated', async () => {
  const tooMany =
    'La imagen es demasiado grande: no debe superar 40 megapíxeles (ancho × alto, contando todos los cuadros si es animada).';
  const huge = hugeBlankPng(12_000, 12_000);
  assert.ok(huge.length < 64 * 1024, `a few KB (${huge.length} bytes) for 144 megapixels`);
  const refused = await t.admin<ValidationErrorBody>('POST', '/admin/slide', {
    body: { frase: 'Bomba', posicion: 1, urlfoto: asDataUrl(huge, 'image/png') },
  });
  assert.equal(refused.status, 422);
  assert.deepEqual(refused.body.errors, { urlfoto: [tooMany] });
  const screen = await t.admin<ValidationErrorBody>('POST', '/admin/slide', {
    body: { frase: 'Pantalla', posicion: 1, urlfoto: asDataUrl(GIF_HUGE_SCREEN, 'image/gif') },
  });
  assert.equal(screen.status, 422);
  assert.deepEqual(screen.body.errors, { urlfoto: [tooMany] });

  // Within the cap but wider than 2560 px: stored scaled down, proportions kept.
  const wide = await t.admin<Slide>('POST', '/admin/slide', {
    body: { frase: 'Ancha', posicion: 1, urlfoto: asDataUrl(hugeBlankPng(6000, 3000), 'image/png') },
  });
  assert.equal(wide.status, 201, wide.text);
  const meta = await sharp(await served('slide', wide.body.imagen ?? '')).metadata();
  assert.deepEqual([meta.width, meta.height], [2560, 1280]);

  const animated = await t.admin<Slide>('POST', '/admin/slide', {
    body: { frase: 'Animada', posicion: 1, urlfoto: asDataUrl(GIF_ANIMATED, 'image/gif') },
  });
  assert.equal(animated.status, 201, animated.text);
  assert.match(animated.body.imagen ?? '', /\.gif$/);
  assert.equal(
    (await sharp(await served('slide', animated.body.imagen ?? ''), { animated: true }).metadata()).pages,
    3,
  );
});

test('simultaneous replacements of the same image leave no orphan file, and the row names a file that exists', async () => {
  const folder = path.join(t.dataDir, 'img', 'categoria');
  const created = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Carrera de fotos', urlfoto: await dataUrl('png') },
  });
  assert.equal(created.status, 201, created.text);
  const images = await Promise.all([dataUrl('png', 9), dataUrl('jpeg', 10), dataUrl('webp', 11), dataUrl('gif', 12)]);
  for (let round = 0; round < 3; round += 1) {
    const answers = await Promise.all(
      images.map((urlfoto, i) =>
        i % 2 === 0
          ? t.admin('PUT', `/admin/categoria/${created.body.id}`, { body: { urlfoto } })
          : t.admin('POST', `/admin/categoria/${created.body.id}?_method=PUT`, { body: { urlfoto, orden: round + 1 } }),
      ),
    );
    for (const answer of answers) assert.equal(answer.status, 200, answer.text);
    const row = (await t.admin<Categoria>('GET', `/admin/categoria/${created.body.id}`)).body;
    assert.deepEqual(fs.readdirSync(folder), [row.urlfoto], `round ${round}: only the file the row names is left`);
    assert.equal((await t.request('GET', `/img/categoria/${row.urlfoto}`)).status, 200);
    const listed = (await t.api<Categoria[]>('GET', '/public/categorias')).body.find((c) => c.id === created.body.id);
    assert.equal(listed?.urlfoto, row.urlfoto, 'the cached list was dropped before the old file was removed');
  }
  await t.admin('DELETE', `/admin/categoria/${created.body.id}`);
  assert.deepEqual(fs.readdirSync(folder), []);
});
