import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dataUrl, validBodies } from '../../test/support/fixtures.js';
import type { Post, Row, ValidationErrorBody } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** Which names are unique, and visit counters the server keeps. */
let t: TestServer;
let image: string;

before(async () => {
  t = await startTestServer();
  image = await dataUrl('png');
});
after(() => t.dispose());

test('two categories, products or branches may share a name: the slug gets a suffix', async () => {
  for (const [entity, field] of [
    ['categoria', 'nombre'],
    ['producto', 'name'],
    ['empresa', 'nombre'],
  ] as const) {
    const body = { ...validBodies('x', image)[entity], [field]: 'Pastel de chocolate' };
    const first = await t.admin<Row>('POST', `/admin/${entity}`, { body });
    const second = await t.admin<Row>('POST', `/admin/${entity}`, {
      body: { ...body, [field]: 'PASTEL DE CHOCOLATE' },
    });
    assert.equal(first.status, 201, first.text);
    assert.equal(second.status, 201, second.text);
    assert.equal(first.body.slug, 'pastel-de-chocolate');
    assert.equal(second.body.slug, 'pastel-de-chocolate-2');
  }
});

test('post and page names are unique, ignoring case, on create and on rename', async () => {
  for (const entity of ['post', 'pagina'] as const) {
    const body = { ...validBodies('único', image)[entity], name: `Nombre único ${entity}` };
    assert.equal((await t.admin('POST', `/admin/${entity}`, { body })).status, 201);
    const again = await t.admin<ValidationErrorBody>('POST', `/admin/${entity}`, {
      body: { ...body, name: body.name.toUpperCase() },
    });
    assert.equal(again.status, 422);
    assert.match(again.body.errors.name?.[0] ?? '', /^Ya existe (el post|la página) con ese nombre\.$/);
    const other = await t.admin<Row>('POST', `/admin/${entity}`, { body: { ...body, name: `Otro ${entity}` } });
    const rename = await t.admin<Row>('PUT', `/admin/${entity}/${other.body.id}`, { body: { name: body.name } });
    assert.equal(rename.status, 422);
  }
});

test('simultaneous creates of one post name: exactly one wins, the others get a 422', async () => {
  const body = { ...validBodies('carrera', image).post, name: 'Carrera de posts' };
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => t.admin<ValidationErrorBody>('POST', '/admin/post', { body })),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [201, 422, 422, 422, 422, 422]);
  for (const answer of answers.filter((a) => a.status === 422)) assert.ok(answer.body.errors.name, answer.text);
});

test('a whole-form update never overwrites visits counted since the form was opened', async () => {
  const created = await t.admin<Post>('POST', '/admin/post', {
    body: { ...validBodies('visitas', image).post, name: 'Post con visitas' },
  });
  const opened = (await t.admin<Post>('GET', `/admin/post/${created.body.id}`)).body;
  for (let i = 0; i < 3; i += 1)
    assert.equal((await t.api('GET', `/public/blog/post/${created.body.slug}`)).status, 200);
  // The form sends back what it loaded (visits 0), as the admin's multipart post update does.
  const form = Object.fromEntries(
    (['name', 'title', 'description', 'descripcion', 'order', 'visits'] as const).map((k) => [k, String(opened[k])]),
  );
  const updated = await t.admin<Post>('POST', `/admin/post/${created.body.id}?_method=PUT`, {
    form: { ...form, title: 'Nuevo título' },
  });
  assert.equal(updated.status, 200, updated.text);
  assert.equal(updated.body.title, 'Nuevo título');
  assert.equal(updated.body.visits, 3);

  // A product and a branch keep theirs too; a create may still set the starting value.
  for (const [entity, field] of [
    ['producto', 'visits'],
    ['empresa', 'visitas'],
  ] as const) {
    const row = await t.admin<Row>('POST', `/admin/${entity}`, {
      body: { ...validBodies(`v ${entity}`, image)[entity], [field]: 5 },
    });
    assert.equal(row.body[field], 5);
    const put = await t.admin<Row>('PUT', `/admin/${entity}/${row.body.id}`, {
      body: { ...row.body, [field]: 0, urlfoto: '' },
    });
    assert.equal(put.status, 200, put.text);
    assert.equal(put.body[field], 5);
  }
});
