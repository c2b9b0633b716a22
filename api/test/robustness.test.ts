import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dataUrl, ENTITY_NAMES, validBodies } from './support/fixtures.js';
import type { Message, Row } from './support/answers.js';
import { startTestServer, type TestServer } from './support/harness.js';

/** Hostile input never gives a 500 and never changes what it should not; malformed JSON 400; too large 413. */
let t: TestServer;
let image: string;
before(async () => {
  t = await startTestServer({
    transport: 'http',
    env: { COMMENT_RATE_LIMIT_IP: '100000', LOGIN_RATE_LIMIT_IP: '100000', LOGIN_RATE_LIMIT_EMAIL: '100000' },
  });
  image = await dataUrl('png');
});
after(() => t.dispose());

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53,
  'NaN',
  'Infinity',
  '',
  ' ',
  'x'.repeat(100_000),
  ['a', 'b'],
  [],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  "'; DROP TABLE categorias; --",
  '1 OR 1=1',
  '\u0000',
  '\ud800',
  '🍰'.repeat(1000),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'data:image/png;base64,',
  'data:',
  '%00',
  '{{7*7}}',
  '${7*7}',
];

function hostileBodies(fields: string[]): unknown[] {
  const bodies: unknown[] = [
    null,
    [],
    [{}],
    'texto',
    42,
    true,
    { __proto__: { nombre: 'x' } },
    { constructor: { prototype: { x: 1 } } },
  ];
  for (const value of HOSTILE_VALUES) bodies.push(Object.fromEntries(fields.map((field) => [field, value])));
  return bodies;
}

const OK_STATUSES = new Set([200, 201, 400, 404, 405, 413, 415, 422]);

test('hostile create and update bodies on every admin entity: never 500, refused updates change nothing', async () => {
  for (const entity of ENTITY_NAMES) {
    const valid = validBodies(`hostil ${entity}`, image)[entity];
    const created = await t.admin<Row>('POST', `/admin/${entity}`, { body: valid });
    assert.equal(created.status, 201, created.text);
    const fields = [...Object.keys(valid), 'file', 'id', 'slug', 'visits'];
    for (const body of hostileBodies(fields)) {
      const label = `${entity} ${JSON.stringify(body)?.slice(0, 60)}`;
      const create = await t.admin<Row>('POST', `/admin/${entity}`, { body });
      assert.ok(OK_STATUSES.has(create.status), `create ${label}: ${create.status} ${create.text.slice(0, 200)}`);
      if (create.status === 201) await t.admin('DELETE', `/admin/${entity}/${create.body.id}`);
      const before = (await t.admin<Row>('GET', `/admin/${entity}/${created.body.id}`)).body;
      const update = await t.admin<Row>('PUT', `/admin/${entity}/${created.body.id}`, { body });
      assert.ok(OK_STATUSES.has(update.status), `update ${label}: ${update.status} ${update.text.slice(0, 200)}`);
      if (update.status !== 200)
        assert.deepEqual(
          (await t.admin('GET', `/admin/${entity}/${created.body.id}`)).body,
          before,
          `unchanged after ${label}`,
        );
      else assert.equal(update.body.id, created.body.id);
    }
  }
});

test('hostile public bodies: comments, search and login never 500; no comment is approved by its author', async () => {
  for (const body of hostileBodies(['nombre', 'email', 'comentario', 'rating', 'approved', 'text', 'password'])) {
    for (const path of ['/public/comentarios', '/public/empresas/search', '/auth/login']) {
      const answer = await t.api('POST', path, { body });
      assert.ok(
        OK_STATUSES.has(answer.status) || answer.status === 401,
        `${path} ${JSON.stringify(body)?.slice(0, 60)}: ${answer.status} ${answer.text.slice(0, 200)}`,
      );
    }
  }
  assert.equal((await t.api<unknown[]>('GET', '/public/comentarios')).body.length, 0);
});

test('malformed JSON answers 400 in Spanish, everywhere', async () => {
  for (const raw of ['{', '{"nombre": }', "{'a':1}", 'undefined', '[1,]', '\u0000', '{"a":1}garbage']) {
    for (const [method, path] of [
      ['POST', '/api/v1/admin/categoria'],
      ['PUT', '/api/v1/admin/producto/1'],
      ['POST', '/api/v1/public/comentarios'],
      ['POST', '/api/v1/auth/login'],
    ] as const) {
      const answer = await t.request<Message>(method, path, {
        raw,
        token: await t.adminToken(),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(answer.status, 400, `${method} ${path} ${raw}`);
      assert.equal(answer.body.message, 'El cuerpo de la petición no es JSON válido.');
    }
  }
});

test("JSON that names __proto__ or constructor.prototype is refused by fastify's guard, in Spanish, and stores nothing", async () => {
  const count = (await t.admin<unknown[]>('GET', '/admin/categoria')).body.length;
  for (const raw of [
    '{"nombre":"Envenenada","__proto__":{"admin":true}}',
    '{"nombre":"Envenenada","constructor":{"prototype":{"admin":true}}}',
  ]) {
    for (const path of ['/api/v1/admin/categoria', '/api/v1/public/comentarios', '/api/v1/auth/login']) {
      const answer = await t.request<Message>('POST', path, {
        raw,
        token: await t.adminToken(),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(answer.status, 400, `${path} ${raw}`);
      assert.equal(answer.body.message, 'El cuerpo de la petición no es JSON válido.');
    }
  }
  assert.equal((await t.admin<unknown[]>('GET', '/admin/categoria')).body.length, count);
});

test('oversized bodies answer 413: JSON and multipart', async () => {
  const count = (await t.admin<unknown[]>('GET', '/admin/categoria')).body.length;
  const huge = JSON.stringify({ nombre: 'x', descripcion: 'y'.repeat(4 * 1024 * 1024) });
  const json = await t.admin<Message>('POST', '/admin/categoria', {
    raw: huge,
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(json.status, 413);
  assert.equal(json.body.message, 'El cuerpo de la petición es demasiado grande.');
  const form = await t.admin('POST', '/admin/post', {
    form: { name: 'Grande', title: 'T', description: 'D', descripcion: 'z'.repeat(4 * 1024 * 1024) },
  });
  assert.equal(form.status, 413);
  const comment = await t.api('POST', '/public/comentarios', {
    raw: huge,
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(comment.status, 413);
  assert.equal((await t.admin<unknown[]>('GET', '/admin/categoria')).body.length, count, 'nothing stored');
});

test('public writes (login, comment, branch search) refuse bodies over 64 KB, JSON or multipart; admin writes take more', async () => {
  const long = 'y'.repeat(70 * 1024);
  for (const path of ['/public/comentarios', '/public/empresas/search', '/auth/login']) {
    const json = await t.api<Message>('POST', path, {
      body: { nombre: 'x', comentario: long, text: long, email: 'a@b.mx', password: long },
    });
    assert.equal(json.status, 413, `${path} JSON`);
    assert.equal(json.body.message, 'El cuerpo de la petición es demasiado grande.');
    const form = await t.api('POST', path, { form: { nombre: 'x', comentario: long, text: long } });
    assert.equal(form.status, 413, `${path} multipart`);
  }
  const admin = await t.admin('POST', '/admin/categoria', {
    body: { nombre: 'Larga pero admitida', descripcion: `<p>${long}</p>` },
  });
  assert.equal(admin.status, 201, admin.text);
});

test('other content types are refused with 415; odd methods and paths 404/405', async () => {
  const text = await t.admin<Message>('POST', '/admin/categoria', {
    raw: 'nombre=x',
    headers: { 'content-type': 'text/plain' },
  });
  assert.equal(text.status, 415);
  assert.equal(text.body.message, 'Tipo de contenido no admitido.');
  assert.equal((await t.api('GET', '/no/existe')).status, 404);
  assert.equal((await t.api('PATCH', '/admin/categoria/1')).status, 404);
  assert.equal((await t.api('GET', '/admin/desconocida')).status, 404);
});

test("fastify's own refusals answer the Spanish { message }: a URL that does not decode, a parameter too long", async () => {
  for (const path of [
    '/api/v1/%E0%A4%A',
    '/api/v1/public/categorias/%E0%A4%A',
    '/api/v1/admin/categoria/%ZZ',
    '/api/v1/public/blog/post/pan%',
    '/%E0%A4%A',
    '/img/slide/%C0%AF',
  ]) {
    const answer = await t.request<Message>('GET', path);
    assert.equal(answer.status, 400, path);
    assert.match(answer.headers.get('content-type') ?? '', /application\/json/, path);
    assert.deepEqual(answer.body, { message: 'La dirección de la petición no es válida.' }, path);
  }
  const long = await t.admin<Message>('DELETE', `/admin/categoria/${'1'.repeat(201)}`);
  assert.equal(long.status, 414);
  assert.equal(long.body.message, 'La dirección de la petición es demasiado larga.');
  // A query that does not decode is read leniently: the route answers as usual.
  assert.equal((await t.api('GET', '/public/categorias?x=%E0%A4%A')).status, 200);
});

test('a malformed multipart form answers 400 in Spanish (it was a 500) and stores nothing', async () => {
  const count = (await t.admin<unknown[]>('GET', '/admin/categoria')).body.length;
  const part = (name: string, value: string) =>
    `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const bodies: Array<[string, string]> = [
    ['multipart/form-data', 'nombre=sin-boundary'],
    ['multipart/form-data; boundary=x', `${part('nombre', 'Cortada')}--x\r\nContent-Disposition: form-da`],
    ['multipart/form-data; boundary=x', `${part('nombre', 'Sin final')}`],
    [
      'multipart/form-data; boundary=x',
      `${part('nombre', 'Archivo cortado')}--x\r\nContent-Disposition: form-data; name="urlfoto"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n\x89PNG',
    ],
    ['multipart/form-data; boundary=x', 'basura sin partes'],
  ];
  for (const [type, raw] of bodies) {
    for (const path of ['/api/v1/admin/categoria', '/api/v1/public/comentarios', '/api/v1/auth/login']) {
      const answer = await t.request<Message>('POST', path, {
        raw,
        token: await t.adminToken(),
        headers: { 'content-type': type },
      });
      assert.equal(answer.status, 400, `${path} ${JSON.stringify(raw).slice(0, 60)}: ${answer.text}`);
      assert.equal(answer.body.message, 'El formulario (multipart/form-data) está mal formado o incompleto.');
    }
  }
  assert.equal((await t.admin<unknown[]>('GET', '/admin/categoria')).body.length, count, 'nothing stored');
  assert.equal((await t.api<unknown[]>('GET', '/public/comentarios')).body.length, 0);
});

test('a form part without Content-Disposition, longer than 16 KB, is answered (busboy used to hang on it)', async () => {
  const count = (await t.admin<unknown[]>('GET', '/admin/categoria')).body.length;
  for (const size of [17_000, 200_000, 1_000_000]) {
    const raw =
      `--x\r\nX-Otra: cabecera\r\n\r\n${'x'.repeat(size)}\r\n` +
      `--x\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nSin disposición ${size}\r\n--x--\r\n`;
    const answer = await Promise.race([
      t.request<Message>('POST', '/api/v1/admin/categoria', {
        raw,
        token: await t.adminToken(),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer for ${size} bytes`)), 10_000)),
    ]);
    // The nameless part is ignored; the named field is read as usual.
    assert.equal(answer.status, 201, answer.text);
  }
  assert.equal((await t.admin<unknown[]>('GET', '/admin/categoria')).body.length, count + 3);
});
