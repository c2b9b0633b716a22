import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageVariantPath } from '@pasteleria/shared/images/responsive';
import { asDataUrl, validBodies } from '../../test/support/fixtures.js';
import type { Message, Post, Producto, Slide } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** The stored pictures as WebP at each of IMAGE_WIDTHS: /img/<entity>/<width>w/<name>.webp. */
let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

const NOT_FOUND = { message: 'Recurso no encontrado.' };

/** A photo-like JPEG (a gradient with some texture), small enough for the tests' upload limit. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x * y) >> 4) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

async function createSlide(bytes: Buffer, mime = 'image/jpeg'): Promise<{ id: number; imagen: string }> {
  const created = await t.admin<Slide>('POST', '/admin/slide', {
    body: { frase: 'Variantes', posicion: 1, urlfoto: asDataUrl(bytes, mime) },
  });
  assert.equal(created.status, 201, created.text);
  const { id, imagen } = created.body;
  assert.ok(imagen, 'the image is stored');
  return { id, imagen };
}

async function getVariant(urlPath: string) {
  const answer = await fetch(`${t.url}${urlPath}`);
  return { answer, bytes: Buffer.from(await answer.arrayBuffer()) };
}

const cached = (entity: string, name: string, width: number) =>
  path.join(t.dataDir, 'img-variants', entity, `${width}w`, `${name}.webp`);

test('a variant is WebP, as wide as asked but never wider than the upload, immutable, and cached on disk', async () => {
  const { imagen } = await createSlide(await photo(1000, 500));
  for (const width of IMAGE_WIDTHS) {
    const { answer, bytes } = await getVariant(imageVariantPath('slide', imagen, width));
    assert.equal(answer.status, 200, `${width}w`);
    assert.equal(answer.headers.get('content-type'), 'image/webp');
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, 'webp');
    const expected = Math.min(width, 1000);
    assert.deepEqual([meta.width, meta.height], [expected, expected / 2], `${width}w`);
    assert.deepEqual(fs.readFileSync(cached('slide', imagen, width)), bytes, `${width}w kept in DATA_DIR/img-variants`);
    assert.deepEqual(await t.ctx.variants.variantSize('slide', imagen, width), {
      width: expected,
      height: expected / 2,
    });
  }
  // Smaller than the upload's JPEG at its own size.
  const small = await getVariant(imageVariantPath('slide', imagen, 320));
  assert.ok(small.bytes.length < 20 * 1024, `${small.bytes.length} bytes`);
});

test('the second request reads the cache: the same bytes, no new sharp job; simultaneous first requests share one', async () => {
  const { imagen } = await createSlide(await photo(900, 700));
  const url = imageVariantPath('slide', imagen, 640);
  const before = t.ctx.variants.made;
  const first = await Promise.all(Array.from({ length: 6 }, () => getVariant(url)));
  assert.equal(t.ctx.variants.made, before + 1, 'one sharp job for six simultaneous first requests');
  for (const { answer, bytes } of first) {
    assert.equal(answer.status, 200);
    assert.deepEqual(bytes, first[0]!.bytes);
  }
  const started = performance.now();
  const again = await getVariant(url);
  const elapsed = performance.now() - started;
  assert.equal(t.ctx.variants.made, before + 1, 'served from the cache');
  assert.deepEqual(again.bytes, first[0]!.bytes);
  assert.ok(elapsed < 1000, `${elapsed.toFixed(0)} ms`);
  // Written whole then renamed: no temporary file is left beside it.
  assert.deepEqual(
    fs.readdirSync(path.dirname(cached('slide', imagen, 640))).filter((name) => name.endsWith('.tmp')),
    [],
  );
});

test('variantSize matches the variant made, for odd proportions too; null for a picture that is not stored', async () => {
  const { imagen } = await createSlide(await photo(997, 601));
  for (const width of [320, 480, 640, 960, 1280] as const) {
    const { bytes } = await getVariant(imageVariantPath('slide', imagen, width));
    const meta = await sharp(bytes).metadata();
    assert.deepEqual(
      await t.ctx.variants.variantSize('slide', imagen, width),
      { width: meta.width, height: meta.height },
      `${width}w`,
    );
  }
  assert.equal(await t.ctx.variants.variantSize('slide', 'no-existe.png', 640), null);
  assert.equal(await t.ctx.variants.variantSize('slide', '../slide/x.png', 640), null);
  assert.equal(await t.ctx.variants.variantSize('user', imagen, 640), null);
});

test('an animated GIF gives an animated WebP, each frame resized', async () => {
  const frames = await Promise.all(
    [200, 30, 120].map((r) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g: 40, b: 90 } } })
        .png()
        .toBuffer(),
    ),
  );
  const gif = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
  const { imagen } = await createSlide(gif, 'image/gif');
  const { answer, bytes } = await getVariant(imageVariantPath('slide', imagen, 320));
  assert.equal(answer.status, 200);
  const meta = await sharp(bytes, { animated: true }).metadata();
  assert.deepEqual([meta.format, meta.pages, meta.width, meta.pageHeight], ['webp', 3, 320, 213]);
  assert.deepEqual(await t.ctx.variants.variantSize('slide', imagen, 320), { width: 320, height: 213 });
});

test('another width, a name that is not stored, another suffix or entity: the usual 404', async () => {
  const { imagen } = await createSlide(await photo(400, 300));
  const fs404 = [
    `/img/slide/500w/${imagen}.webp`,
    `/img/slide/0w/${imagen}.webp`,
    `/img/slide/640/${imagen}.webp`,
    `/img/slide/0640w/${imagen}.webp`,
    `/img/slide/abcw/${imagen}.webp`,
    `/img/slide/640w/${imagen}`,
    `/img/slide/640w/${imagen}.png`,
    `/img/slide/640w/no-existe.png.webp`,
    `/img/producto/640w/${imagen}.webp`,
    `/img/user/640w/${imagen}.webp`,
    `/img/nada/640w/${imagen}.webp`,
    `/img/slide/640w/..%2F..%2Fslide%2F${imagen}.webp`,
    `/img/slide/640w/.${imagen}.webp`,
    `/img/%2e%2e/640w/${imagen}.webp`,
  ];
  for (const url of fs404) {
    const answer = await t.request<Message>('GET', url);
    assert.equal(answer.status, 404, url);
    assert.deepEqual(answer.body, NOT_FOUND, url);
  }
  // The original is still served as before, beside its variants.
  assert.equal((await t.request('GET', `/img/slide/${imagen}`)).status, 200);
  assert.ok(!fs.existsSync(path.join(t.dataDir, 'img-variants', 'producto')), 'nothing made for a 404');
});

test('replacing or deleting the picture removes its variants', async () => {
  const created = await t.admin<Producto>('POST', '/admin/producto', {
    body: validBodies('variantes', asDataUrl(await photo(800, 600), 'image/jpeg')).producto,
  });
  assert.equal(created.status, 201, created.text);
  const first = created.body.image ?? '';
  for (const width of [320, 640] as const)
    assert.equal((await getVariant(imageVariantPath('producto', first, width))).answer.status, 200);
  assert.ok(fs.existsSync(cached('producto', first, 640)));

  const replaced = await t.admin<Producto>('PUT', `/admin/producto/${created.body.id}`, {
    body: { urlfoto: asDataUrl(await photo(640, 480), 'image/jpeg') },
  });
  assert.equal(replaced.status, 200, replaced.text);
  const second = replaced.body.image ?? '';
  for (const width of [320, 640]) assert.ok(!fs.existsSync(cached('producto', first, width)), `old ${width}w removed`);
  assert.equal((await t.request('GET', imageVariantPath('producto', first, 640))).status, 404);
  assert.equal((await getVariant(imageVariantPath('producto', second, 480))).answer.status, 200);

  await t.admin('DELETE', `/admin/producto/${created.body.id}`);
  assert.ok(!fs.existsSync(cached('producto', second, 480)), 'removed with the entity');
  assert.equal((await t.request('GET', imageVariantPath('producto', second, 480))).status, 404);
  assert.equal(await t.ctx.variants.variantSize('producto', second, 480), null);
});

test('pictures pasted into a post: served as variants too, removed with the HTML that held them', async () => {
  const inline = asDataUrl(await photo(700, 500), 'image/jpeg');
  const body = { ...validBodies('inline', '').post, descripcion: `<p>Foto</p><img src="${inline}">` };
  const created = await t.admin<Post>('POST', '/admin/post', { body });
  assert.equal(created.status, 201, created.text);
  const name = /\/img\/post\/([0-9a-f]{32}\.jpg)/.exec(created.body.descripcion)?.[1];
  assert.ok(name, created.body.descripcion);
  assert.equal((await getVariant(imageVariantPath('post', name, 480))).answer.status, 200);
  const updated = await t.admin<Post>('PUT', `/admin/post/${created.body.id}`, {
    body: { descripcion: '<p>Sin foto</p>' },
  });
  assert.equal(updated.status, 200, updated.text);
  assert.ok(!fs.existsSync(cached('post', name, 480)));
});

test('the cache is disposable: deleted, its variants are made again, the same', async () => {
  const { imagen } = await createSlide(await photo(500, 500));
  const url = imageVariantPath('slide', imagen, 480);
  const first = await getVariant(url);
  fs.rmSync(path.join(t.dataDir, 'img-variants'), { recursive: true, force: true });
  const again = await getVariant(url);
  assert.equal(again.answer.status, 200);
  assert.deepEqual(again.bytes, first.bytes);
  assert.ok(fs.existsSync(cached('slide', imagen, 480)));
});
