import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { parseUrlEncoded } from '../src/plugins/external/body-parsers.js';
import { corsOrigin } from '../src/plugins/external/cors.js';
import { ENTITY_NAMES } from './support/fixtures.js';
import type { Categoria, ComentarioCreado, Message, ValidationErrorBody } from './support/answers.js';
import { startTestServer, type TestServer } from './support/harness.js';

/** Body parsing, body limits and CORS. */
let t: TestServer;
before(async () => {
  // Real HTTP: what is refused before it is read, and the connection that is closed, show only on a socket.
  t = await startTestServer({ transport: 'http' });
});
after(() => t.dispose());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Sends only the head of a request announcing a `declared`-byte body (plus a few bytes of it) over a
 * raw socket and answers the status the server gives. A server that waited to read the body would
 * never answer: the test fails after 3 s.
 */
function answerBeforeBody(
  method: string,
  path: string,
  declared: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(t.url);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${declared}`];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
    lines.push('Content-Type: application/json');
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${path}: no answer; the server waited for the body`));
    }, 3000);
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n{"relleno":"`));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, end).toLowerCase() });
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const TEN_MB = 10 * 1024 * 1024;

test('a PUT or POST without body is accepted whatever its Content-Type (axios put/post(url, null))', async () => {
  const comment = await t.api<ComentarioCreado>('POST', '/public/comentarios', {
    body: { nombre: 'Ana', comentario: 'Rico' },
  });
  const id = comment.body.comentario.id;
  for (const type of [
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data',
    'application/json',
    'application/octet-stream',
  ]) {
    const approved = await t.admin('PUT', `/admin/comentarios/${id}/aprobar`, {
      raw: '',
      headers: { 'content-type': type },
    });
    assert.equal(approved.status, 200, `${type}: ${approved.text}`);
  }
  const token = await t.login('admin@test.local', 'admin-password-123');
  const out = await t.api('POST', '/auth/logout', { token, raw: '', headers: FORM });
  assert.equal(out.status, 200, out.text);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 401);
});

test('url-encoded bodies are read like JSON and multipart: strings reaching the same validation', async () => {
  const raw = new URLSearchParams({
    nombre: 'Tartas de fruta',
    descripcion: '<p>Con <b>fresa</b><script>x</script></p>',
    orden: '3',
    menu: 'false',
  }).toString();
  const created = await t.admin<Categoria>('POST', '/admin/categoria', { raw, headers: FORM });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.nombre, 'Tartas de fruta');
  assert.equal(created.body.descripcion, '<p>Con <b>fresa</b></p>');
  assert.equal(created.body.orden, 3);
  assert.equal(created.body.menu, false);
  const updated = await t.admin<Categoria>('POST', `/admin/categoria/${created.body.id}?_method=PUT`, {
    raw: 'orden=7',
    headers: FORM,
  });
  assert.equal(updated.body.orden, 7);

  const invalid = await t.admin<ValidationErrorBody>('POST', '/admin/categoria', {
    raw: 'orden=abc&nombre=',
    headers: FORM,
  });
  assert.equal(invalid.status, 422);
  assert.deepEqual(invalid.body.errors, {
    nombre: ['El campo nombre es obligatorio.'],
    orden: ['El campo orden debe ser un número entero.'],
  });
  const twice = await t.admin<ValidationErrorBody>('POST', '/admin/categoria', {
    raw: 'nombre=a&nombre=b',
    headers: FORM,
  });
  assert.equal(twice.status, 422);
  assert.deepEqual(twice.body.errors, { nombre: ['El campo nombre debe ser texto.'] });

  const login = await t.api('POST', '/auth/login', {
    raw: 'email=admin%40test.local&password=admin-password-123',
    headers: FORM,
  });
  assert.equal(login.status, 200, login.text);
  const search = await t.api('POST', '/public/empresas/search', {
    raw: 'text=centro',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  });
  assert.equal(search.status, 200, 'with a charset, as axios sends it');
  const tooBig = await t.api('POST', '/public/comentarios', {
    raw: `nombre=x&comentario=${'y'.repeat(70 * 1024)}`,
    headers: FORM,
  });
  assert.equal(tooBig.status, 413, 'bounded by the route limit');

  assert.deepEqual(parseUrlEncoded('a=1&b=dos+tres&c=%C3%B1&a=2&__proto__=x'), {
    a: ['1', '2'],
    b: 'dos tres',
    c: 'ñ',
    ['__proto__']: 'x',
  });
  assert.equal(Object.getPrototypeOf(parseUrlEncoded('__proto__=x')), Object.prototype);
  assert.equal(parseUrlEncoded(''), undefined);
});

test('routes that take no body refuse one unread: logout, approve, DELETE, OPTIONS; unknown paths too', async () => {
  const token = await t.adminToken();
  // Anonymous: the token is checked first; with one, the route still reads nothing.
  assert.equal((await answerBeforeBody('POST', '/api/v1/auth/logout', TEN_MB)).status, 401);
  const logout = await answerBeforeBody('POST', '/api/v1/auth/logout', TEN_MB, { authorization: `Bearer ${token}` });
  assert.equal(logout.status, 413);
  assert.match(logout.head, /connection: close/);
  assert.equal(
    (await answerBeforeBody('PUT', '/api/v1/admin/comentarios/1/aprobar', TEN_MB, { authorization: `Bearer ${token}` }))
      .status,
    413,
  );
  assert.equal(
    (await answerBeforeBody('DELETE', '/api/v1/admin/categoria/1', TEN_MB, { authorization: `Bearer ${token}` }))
      .status,
    413,
  );
  for (const path of ['/api/v1/admin/categoria', '/api/v1/public/categorias', '/api/v1/no-existe']) {
    const preflight = await answerBeforeBody('OPTIONS', path, TEN_MB, {
      origin: 'http://localhost:3001',
      'access-control-request-method': 'POST',
    });
    assert.equal(preflight.status, 413, `OPTIONS ${path}`);
  }
  for (const path of ['/api/v1/no-existe', '/api/v1/public/no-existe', '/no-existe', '/img/slide/x.png']) {
    const unknown = await answerBeforeBody('POST', path, TEN_MB);
    assert.equal(unknown.status, 404, path);
    assert.match(unknown.head, /connection: close/, path);
  }
  // Whatever the type: a form or a text is refused unread too, once the token was checked.
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  assert.equal((await answerBeforeBody('POST', '/api/v1/auth/logout', TEN_MB, multipart)).status, 401);
  const form = await answerBeforeBody('POST', '/api/v1/auth/logout', TEN_MB, {
    ...multipart,
    authorization: `Bearer ${token}`,
  });
  assert.equal(form.status, 413);
  assert.match(form.head, /connection: close/);
  const text = { 'content-type': 'text/plain', authorization: `Bearer ${token}` };
  assert.equal((await answerBeforeBody('PUT', '/api/v1/admin/comentarios/1/aprobar', TEN_MB, text)).status, 413);
  const typeRefused = await answerBeforeBody('POST', '/api/v1/admin/categoria', TEN_MB, text);
  assert.equal(typeRefused.status, 415, 'a type no route reads is refused unread');
  assert.match(typeRefused.head, /connection: close/);
  // Through an ordinary client: more than a token body is refused; a `{}` is read and ignored.
  const big = await t.api<Message>('POST', '/auth/logout', { token, body: { relleno: 'x'.repeat(2000) } });
  assert.equal(big.status, 413);
  assert.equal(big.body.message, 'Esta ruta no admite un cuerpo en la petición.');
  assert.equal((await t.api('POST', '/no/existe', { body: { a: 1 } })).status, 404);
  assert.equal((await t.api('GET', '/auth/me', { token })).status, 200, 'that token was not revoked');
  const comment = await t.api<ComentarioCreado>('POST', '/public/comentarios', {
    body: { nombre: 'Ana', comentario: 'Con cuerpo vacío' },
  });
  assert.equal(
    (await t.admin('PUT', `/admin/comentarios/${comment.body.comentario.id}/aprobar`, { body: {} })).status,
    200,
  );
  assert.equal((await t.admin('DELETE', `/admin/comentarios/${comment.body.comentario.id}`, { body: {} })).status, 200);
  const another = await t.login('admin@test.local', 'admin-password-123');
  assert.equal((await t.api('POST', '/auth/logout', { token: another, body: {} })).status, 200);
});

test('anonymous requests to every admin route are refused before any body is read', async () => {
  const routes: Array<[string, string]> = [
    ['GET', '/admin/user'],
    ['POST', '/admin/user'],
    ['GET', '/admin/user/1'],
    ['PUT', '/admin/user/1'],
    ['GET', '/admin/comentarios/pendientes'],
    ['PUT', '/admin/comentarios/1/aprobar'],
    ['DELETE', '/admin/comentarios/1'],
  ];
  for (const entity of ENTITY_NAMES) {
    routes.push(
      ['GET', `/admin/${entity}`],
      ['POST', `/admin/${entity}`],
      ['GET', `/admin/${entity}/1`],
      ['PUT', `/admin/${entity}/1`],
      ['POST', `/admin/${entity}/1?_method=PUT`],
      ['DELETE', `/admin/${entity}/1`],
    );
  }
  for (const [method, path] of routes) {
    assert.equal((await answerBeforeBody(method, `/api/v1${path}`, TEN_MB)).status, 401, `${method} ${path}`);
    assert.equal(
      (await answerBeforeBody(method, `/api/v1${path}`, TEN_MB, { authorization: 'Bearer 1.xyz' })).status,
      401,
      `${method} ${path} bad token`,
    );
  }
  // Routes that read no body at all (approve, DELETE) refuse one, once the guard let the admin through.
  const admin = { authorization: `Bearer ${await t.adminToken()}` };
  assert.equal((await answerBeforeBody('PUT', '/api/v1/admin/comentarios/1/aprobar', TEN_MB, admin)).status, 413);
  assert.equal((await answerBeforeBody('DELETE', '/api/v1/admin/comentarios/1', TEN_MB, admin)).status, 413);
  assert.equal((await answerBeforeBody('DELETE', '/api/v1/admin/producto/1', TEN_MB, admin)).status, 413);
  // The public writes answer 413 from the declared length.
  for (const path of ['/auth/login', '/public/comentarios', '/public/empresas/search']) {
    assert.equal((await answerBeforeBody('POST', `/api/v1${path}`, TEN_MB)).status, 413, path);
  }
  // A user who is not admin is refused before the body too.
  const { token } = await t.userToken('user');
  assert.equal(
    (await answerBeforeBody('POST', '/api/v1/admin/producto', TEN_MB, { authorization: `Bearer ${token}` })).status,
    403,
  );
  // Only an admin's write reads a body above the public limit (and below the image-sized one).
  const big = await t.admin('POST', '/admin/categoria', {
    body: { nombre: 'Grande', descripcion: `<p>${'z'.repeat(200 * 1024)}</p>` },
  });
  assert.equal(big.status, 201);
  const user = await t.admin('POST', '/admin/user', {
    body: { name: 'x'.repeat(70 * 1024), email: 'u@test.local', role: 'user', password: '12345678' },
  });
  assert.equal(user.status, 413, 'user routes keep the small limit');
});

test('CORS_ORIGIN: a comma-separated list answers the listed origin that asks, nothing to others', async () => {
  assert.equal(corsOrigin('*'), '*');
  assert.equal(corsOrigin(' https://a.example '), 'https://a.example');
  assert.deepEqual(corsOrigin('https://a.example, https://b.example,'), ['https://a.example', 'https://b.example']);
  const listed = await startTestServer({ env: { CORS_ORIGIN: 'https://a.example,https://b.example' } });
  try {
    for (const origin of ['https://a.example', 'https://b.example']) {
      const answer = await listed.api('GET', '/public/categorias', { headers: { origin } });
      assert.equal(answer.headers.get('access-control-allow-origin'), origin);
      assert.match(answer.headers.get('vary') ?? '', /origin/i);
      const preflight = await listed.api('OPTIONS', '/admin/categoria', {
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
      assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /PUT/);
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
    }
    const other = await listed.api('GET', '/public/categorias', { headers: { origin: 'https://evil.example' } });
    assert.equal(other.status, 200);
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  } finally {
    await listed.dispose();
  }
  const single = await startTestServer({ env: { CORS_ORIGIN: 'https://tienda.example' } });
  try {
    const answer = await single.api('GET', '/public/categorias', { headers: { origin: 'https://tienda.example' } });
    assert.equal(answer.headers.get('access-control-allow-origin'), 'https://tienda.example');
  } finally {
    await single.dispose();
  }
});
