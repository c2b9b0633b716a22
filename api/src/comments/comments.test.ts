import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type {
  Comentario,
  ComentarioCreado,
  ComentarioPublico,
  ValidationErrorBody,
} from '../../test/support/answers.js';
import { startTestServer, type Answer, type TestServer } from '../../test/support/harness.js';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

const post = (body: unknown) => t.api<ComentarioCreado>('POST', '/public/comentarios', { body });

test('a public comment is created pending, whatever its body says', async () => {
  const answer = await post({
    nombre: 'Ana',
    email: 'ana@test.local',
    comentario: 'Delicioso',
    rating: 5,
    approved: true,
    id: 1,
  });
  assert.equal(answer.status, 201);
  assert.equal(answer.body.message, 'Gracias por tu comentario. Está pendiente de aprobación.');
  assert.equal(answer.body.comentario.nombre, 'Ana');
  assert.equal((await t.api<unknown[]>('GET', '/public/comentarios')).body.length, 0);
  const pending = await t.admin<Comentario[]>('GET', '/admin/comentarios/pendientes');
  assert.equal(pending.status, 200);
  assert.deepEqual(Object.keys(pending.body[0] ?? {}).sort(), [
    'comentario',
    'created_at',
    'email',
    'id',
    'nombre',
    'rating',
  ]);
  assert.equal(pending.body[0]?.email, 'ana@test.local');
});

test('approve: it leaves the pending list and shows publicly, newest first, e-mail as mail', async () => {
  const first = await post({ nombre: 'Primero', email: 'p@test.local', comentario: 'Uno', rating: 4 });
  const second = await post({ nombre: 'Segundo', email: '', comentario: 'Dos', rating: 0 });
  for (const created of [first, second]) {
    const approved = await t.admin('PUT', `/admin/comentarios/${created.body.comentario.id}/aprobar`);
    assert.equal(approved.status, 200);
  }
  const list = await t.api<ComentarioPublico[]>('GET', '/public/comentarios');
  assert.deepEqual(
    list.body.map((c) => c.nombre),
    ['Segundo', 'Primero'],
  );
  assert.deepEqual(Object.keys(list.body[1] ?? {}).sort(), [
    'comentario',
    'created_at',
    'id',
    'mail',
    'nombre',
    'rating',
  ]);
  assert.equal(list.body[1]?.mail, 'p@test.local');
  const pending = await t.admin<Comentario[]>('GET', '/admin/comentarios/pendientes');
  assert.ok(!pending.body.some((c) => c.id === first.body.comentario.id));
  // An empty PUT body with a JSON content type is fine too.
  const again = await t.admin('PUT', `/admin/comentarios/${first.body.comentario.id}/aprobar`, {
    raw: '',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(again.status, 200);
});

test('delete: pending or approved; unknown ids 404', async () => {
  const created = await post({ nombre: 'Borrar', comentario: 'Spam', rating: 1 });
  const id = created.body.comentario.id;
  await t.admin('PUT', `/admin/comentarios/${id}/aprobar`);
  assert.ok((await t.api<ComentarioPublico[]>('GET', '/public/comentarios')).body.some((c) => c.id === id));
  const deleted = await t.admin('DELETE', `/admin/comentarios/${id}`);
  assert.equal(deleted.status, 200);
  assert.ok(
    !(await t.api<ComentarioPublico[]>('GET', '/public/comentarios')).body.some((c) => c.id === id),
    'cache invalidated',
  );
  for (const bad of [String(id), '0', 'x', '-5']) {
    assert.equal((await t.admin('DELETE', `/admin/comentarios/${bad}`)).status, 404);
    assert.equal((await t.admin('PUT', `/admin/comentarios/${bad}/aprobar`)).status, 404);
  }
});

test('moderation routes: 401 without or with a bad token, 403 for a non-admin', async () => {
  const { token } = await t.userToken('user');
  for (const [method, path] of [
    ['GET', '/admin/comentarios/pendientes'],
    ['PUT', '/admin/comentarios/1/aprobar'],
    ['DELETE', '/admin/comentarios/1'],
  ] as const) {
    assert.equal((await t.api(method, path)).status, 401);
    assert.equal((await t.api(method, path, { token: 'bad' })).status, 401);
    assert.equal((await t.api(method, path, { token })).status, 403);
  }
});

test('the pending list comes by pages: the first as a plain array, X-Total-Count and Link for the rest', async () => {
  const paged = await startTestServer();
  try {
    // 120 pending a minute apart (and an approved one, which never counts), straight into the table.
    const start = Date.parse('2025-03-01T10:00:00Z');
    await paged.ctx.db
      .insertInto('comentarios')
      .values(
        Array.from({ length: 121 }, (_, i) => ({
          nombre: `Cliente ${i}`,
          email: '',
          comentario: `Comentario ${i}`,
          rating: i % 6,
          approved: i === 120,
          created_at: new Date(start + i * 60_000),
        })),
      )
      .execute();
    const newestFirst = Array.from({ length: 120 }, (_, i) => `Cliente ${119 - i}`);

    const first = await paged.admin<Comentario[]>('GET', '/admin/comentarios/pendientes');
    assert.equal(first.status, 200);
    assert.ok(Array.isArray(first.body), 'an older admin build reads the first page as it read the whole list');
    assert.deepEqual(
      first.body.map((comment) => comment.nombre),
      newestFirst.slice(0, 50),
    );
    assert.equal(first.headers.get('x-total-count'), '120');
    const path = '/api/v1/admin/comentarios/pendientes';
    assert.equal(
      first.headers.get('link'),
      `<${path}?pagina=1&limite=50>; rel="first", <${path}?pagina=2&limite=50>; rel="next", ` +
        `<${path}?pagina=3&limite=50>; rel="last"`,
    );

    // Following rel="next" reaches every pending comment once, in order.
    const names: string[] = [];
    let next: string | undefined = path;
    while (next) {
      const page: Answer<Comentario[]> = await paged.request<Comentario[]>('GET', next, {
        token: await paged.adminToken(),
      });
      names.push(...page.body.map((comment) => comment.nombre));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    }
    assert.deepEqual(names, newestFirst);

    const bigger = await paged.admin<Comentario[]>('GET', '/admin/comentarios/pendientes?pagina=2&limite=100');
    assert.deepEqual(
      bigger.body.map((comment) => comment.nombre),
      newestFirst.slice(100),
    );
    assert.match(bigger.headers.get('link') ?? '', /pagina=1&limite=100>; rel="prev"/);
    const beyond = await paged.admin<Comentario[]>('GET', '/admin/comentarios/pendientes?pagina=9');
    assert.deepEqual(beyond.body, []);
    assert.equal(beyond.headers.get('x-total-count'), '120');
    assert.match(beyond.headers.get('link') ?? '', /pagina=3&limite=50>; rel="prev"/);
  } finally {
    await paged.dispose();
  }
});

test('pagina and limite out of bounds answer 422 in Spanish', async () => {
  const cases: Array<[string, Record<string, string[]>]> = [
    ['pagina=0', { pagina: ['El parámetro pagina debe ser un número entero mayor o igual a 1.'] }],
    [
      'pagina=abc&limite=101',
      {
        pagina: ['El parámetro pagina debe ser un número entero mayor o igual a 1.'],
        limite: ['El parámetro limite debe ser un número entero de 1 a 100.'],
      },
    ],
    ['limite=0', { limite: ['El parámetro limite debe ser un número entero de 1 a 100.'] }],
    ['limite=2.5', { limite: ['El parámetro limite debe ser un número entero de 1 a 100.'] }],
    ['pagina=1&pagina=2', { pagina: ['El parámetro pagina debe ser un número entero mayor o igual a 1.'] }],
    ['pagina=%E0%A4%A', { pagina: ['El parámetro pagina debe ser un número entero mayor o igual a 1.'] }],
  ];
  for (const [query, errors] of cases) {
    const answer = await t.admin<ValidationErrorBody>('GET', `/admin/comentarios/pendientes?${query}`);
    assert.equal(answer.status, 422, query);
    assert.equal(answer.body.message, 'Los datos proporcionados no son válidos.');
    assert.deepEqual(answer.body.errors, errors, query);
  }
});

test('CORS lets a front end on another origin read the paging headers', async () => {
  const answer = await t.admin('GET', '/admin/comentarios/pendientes', {
    headers: { origin: 'http://localhost:3003' },
  });
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('access-control-expose-headers') ?? '', /X-Total-Count/);
  assert.match(answer.headers.get('access-control-expose-headers') ?? '', /Link/);
});
