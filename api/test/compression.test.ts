import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { CompressedBodies } from '../src/plugins/external/compressed-bodies.js';
import { startTestServer, type TestServer } from './support/harness.js';

/** Compressed answers: each distinct body compressed once per encoding, never a stale copy after a write. */
let t: TestServer;

before(async () => {
  t = await startTestServer({ transport: 'http' });
});
after(async () => {
  await t.close();
});

test('compressed bodies: once per body and encoding; least recently used dropped beyond the budget; big ones not kept', () => {
  const bodies = new CompressedBodies(300, 200);
  let calls = 0;
  const compress = (body: Buffer) => {
    calls += 1;
    return Buffer.concat([Buffer.from('z:'), body]);
  };
  const a = Buffer.from('a'.repeat(98));
  assert.equal(bodies.get('br', a, compress).toString(), `z:${'a'.repeat(98)}`);
  assert.equal(bodies.get('br', Buffer.from('a'.repeat(98)), compress).toString(), `z:${'a'.repeat(98)}`);
  assert.equal(calls, 1, 'the same bytes are compressed once');
  bodies.get('gzip', a, compress);
  assert.equal(calls, 2, 'each encoding on its own');
  assert.deepEqual(bodies.size, { entries: 2, bytes: 200 });

  bodies.get('br', a, compress); // a/br is now the most recently used
  bodies.get('br', Buffer.from('b'.repeat(98)), compress);
  assert.deepEqual(bodies.size, { entries: 3, bytes: 300 });
  bodies.get('br', Buffer.from('c'.repeat(98)), compress);
  assert.deepEqual(bodies.size, { entries: 3, bytes: 300 }, 'the oldest (a/gzip) made room');
  calls = 0;
  bodies.get('br', a, compress);
  assert.equal(calls, 0, 'a/br was kept');
  bodies.get('gzip', a, compress);
  assert.equal(calls, 1, 'a/gzip was dropped');

  // zlib answers a view into its 16 KB output chunk; what is kept holds only its own bytes.
  const chunk = Buffer.alloc(16 * 1024);
  const kept = bodies.get('br', Buffer.from('e'.repeat(10)), () => chunk.subarray(0, 12));
  assert.equal(kept.length, 12);
  const again = bodies.get('br', Buffer.from('e'.repeat(10)), compress);
  assert.equal(again.length, 12);
  assert.equal(again.buffer.byteLength, 12, 'the kept copy does not hold the 16 KB chunk');

  const big = Buffer.from('d'.repeat(250));
  assert.equal(bodies.get('br', big, compress).length, 252);
  assert.equal(bodies.get('br', big, compress).length, 252);
  assert.equal(calls, 3, 'a body above the entry limit is compressed every time');
  assert.ok(bodies.size.bytes <= 300);
});

/** GET /api/v1/public/categorias with node:http, which keeps the bytes as sent (fetch would decode them). */
function readCategories(encoding: string) {
  return new Promise<{ encoding: string | undefined; json: Array<{ nombre: string }> }>((resolve, reject) => {
    const req = request(`${t.url}/api/v1/public/categorias`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const sent = res.headers['content-encoding'];
        const decoded = sent === 'br' ? zlib.brotliDecompressSync(raw) : sent === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ encoding: sent, json: JSON.parse(decoded.toString()) as Array<{ nombre: string }> });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test('a public read answers the same JSON in br, gzip and plain, and a write shows at once in every encoding', async () => {
  const descripcion = '<p>Pasteles de temporada con fruta fresca y crema batida.</p>'.repeat(8);
  for (let i = 0; i < 4; i += 1) {
    const created = await t.admin('POST', '/admin/categoria', { body: { nombre: `Temporada ${i}`, descripcion } });
    assert.equal(created.status, 201);
  }
  const plain = await readCategories('identity');
  assert.equal(plain.encoding, undefined);
  for (const encoding of ['br', 'gzip']) {
    const first = await readCategories(encoding);
    const again = await readCategories(encoding);
    assert.equal(first.encoding, encoding);
    assert.deepEqual(first.json, plain.json, encoding);
    assert.deepEqual(again.json, plain.json, encoding);
  }

  await t.admin('POST', '/admin/categoria', { body: { nombre: 'Recién horneado', descripcion } });
  for (const encoding of ['br', 'gzip', 'identity']) {
    const names = (await readCategories(encoding)).json.map((row) => row.nombre);
    assert.ok(names.includes('Recién horneado'), `${encoding}: ${names.join(', ')}`);
  }
});
