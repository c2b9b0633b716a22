import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { slugify } from '@pasteleria/shared/entities';
import type { Categoria, Pagina, Post, Row, ValidationErrorBody } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

test('slugify: lowercase, no accents, only a-z 0-9 -', () => {
  assert.equal(slugify('Pastelería Fina'), 'pasteleria-fina');
  assert.equal(slugify('  ¡Año Nuevo! Ñandú & Crème brûlée  '), 'ano-nuevo-nandu-creme-brulee');
  assert.equal(slugify('Postres___y---Gelatinas'), 'postres-y-gelatinas');
  assert.equal(slugify('🍰🍰'), '');
  assert.ok(slugify('a'.repeat(300)).length <= 80);
  assert.equal(slugify(`${'a'.repeat(79)} bcd`), 'a'.repeat(79));
  assert.equal(slugify('Straße Æbleskiver Œufs'), 'strasse-aebleskiver-oeufs');
});

test('a stored slug is the one shared slugify gives, ß æ œ and the 80-character cut included', async () => {
  const name = `Straße Æbleskiver Œufs ${'a'.repeat(80)}`;
  const created = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: name.slice(0, 120) } });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.slug, slugify(name.slice(0, 120)));
  assert.equal(created.body.slug, `strasse-aebleskiver-oeufs-${'a'.repeat(54)}`);
});

test('slugs come from the name on the server; the client slug is ignored', async () => {
  const created = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Pan Dulce Típico', slug: 'hackeado' },
  });
  assert.equal(created.body.slug, 'pan-dulce-tipico');
  for (const [entity, field] of [
    ['producto', 'name'],
    ['empresa', 'nombre'],
    ['post', 'name'],
    ['pagina', 'name'],
  ] as const) {
    const body: Record<string, unknown> = {
      [field]: 'Café de Olla',
      title: 'T',
      description: 'D',
      price: 1,
      slug: 'otro',
    };
    const answer = await t.admin<Row>('POST', `/admin/${entity}`, { body });
    assert.equal(answer.status, 201, `${entity}: ${answer.text}`);
    assert.equal(answer.body.slug, 'cafe-de-olla', entity);
  }
});

test('names are unique (ignoring case); names giving the same slug get a suffix', async () => {
  const first = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Rosca de Reyes', title: 'T', description: 'D' },
  });
  assert.equal(first.body.slug, 'rosca-de-reyes');
  const duplicate = await t.admin<ValidationErrorBody>('POST', '/admin/post', {
    body: { name: 'ROSCA DE REYES', title: 'T', description: 'D' },
  });
  assert.equal(duplicate.status, 422);
  assert.deepEqual(duplicate.body.errors, { name: ['Ya existe el post con ese nombre.'] });
  const accented = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Rosca de Réyes', title: 'T', description: 'D' },
  });
  assert.equal(accented.body.slug, 'rosca-de-reyes-2');
  const third = await t.admin<Post>('POST', '/admin/post', {
    body: { name: 'Rosca  de  reyes!', title: 'T', description: 'D' },
  });
  assert.equal(third.body.slug, 'rosca-de-reyes-3');
  const symbols = await t.admin<Post>('POST', '/admin/post', { body: { name: '¡¡¡', title: 'T', description: 'D' } });
  assert.equal(symbols.body.slug, 'post');
});

test('renaming changes the slug; keeping the name keeps it; the old name is free again', async () => {
  const created = await t.admin<Pagina>('POST', '/admin/pagina', {
    body: { name: 'Aviso de privacidad', title: 'T', description: 'D' },
  });
  const same = await t.admin<Pagina>('PUT', `/admin/pagina/${created.body.id}`, {
    body: { name: 'Aviso de privacidad', title: 'Nuevo' },
  });
  assert.equal(same.body.slug, 'aviso-de-privacidad');
  const renamed = await t.admin<Pagina>('PUT', `/admin/pagina/${created.body.id}`, {
    body: { name: 'Política de privacidad' },
  });
  assert.equal(renamed.body.slug, 'politica-de-privacidad');
  const reuse = await t.admin<Pagina>('POST', '/admin/pagina', {
    body: { name: 'Aviso de privacidad', title: 'T', description: 'D' },
  });
  assert.equal(reuse.body.slug, 'aviso-de-privacidad');
  const clash = await t.admin('PUT', `/admin/pagina/${created.body.id}`, { body: { name: 'aviso de PRIVACIDAD' } });
  assert.equal(clash.status, 422);
  assert.equal((await t.api('GET', '/public/blog/pagina/politica-de-privacidad')).status, 200);
});
