import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONTENT_ENTITIES, recordSchema, type EntityDeclaration } from '@pasteleria/shared/entities';
import { dataUrl, ENTITY_NAMES, IMAGE_COLUMN, validBodies } from '../../test/support/fixtures.js';
import type {
  Categoria,
  Empresa,
  Message,
  Post,
  Producto,
  Row,
  ValidationErrorBody,
} from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** The CRUD of every declared entity: happy path, override routes, 404s, auth, required fields. */
let t: TestServer;
let image: string;
let userToken: string;

before(async () => {
  t = await startTestServer();
  image = await dataUrl('png');
  userToken = (await t.userToken('user')).token;
});
after(() => t.dispose());

/** Required on create, by the declarations: the required fields, and the image where a create needs one. */
const REQUIRED: Record<string, string[]> = Object.fromEntries(
  CONTENT_ENTITIES.map((declaration: EntityDeclaration) => [
    declaration.name,
    [
      ...Object.entries(declaration.fields)
        .filter(([, field]) => field.required)
        .map(([name]) => name),
      ...(declaration.image?.required === 'create' ? [declaration.image.input] : []),
    ],
  ]),
);

/** The message each delete answers (the API's own words). */
const DELETED: Record<string, string> = {
  categoria: 'Categoría eliminada.',
  producto: 'Producto eliminado.',
  empresa: 'Sucursal eliminada.',
  slide: 'Slide eliminado.',
  post: 'Post eliminado.',
  pagina: 'Página eliminada.',
};

for (const entity of ENTITY_NAMES) {
  describe(`/admin/${entity}`, () => {
    test('create, get, list, update (PUT and POST ?_method=PUT), delete', async () => {
      const body = validBodies(`crud ${entity}`, image)[entity];
      const created = await t.admin<Row>('POST', `/admin/${entity}`, { body });
      assert.equal(created.status, 201, created.text);
      const id = created.body.id;
      assert.equal(typeof id, 'number');
      assert.match(String(created.body[IMAGE_COLUMN[entity] ?? '']), /^[0-9a-f]{32}\.png$/);

      const got = await t.admin<Row>('GET', `/admin/${entity}/${id}`);
      assert.equal(got.status, 200);
      assert.deepEqual(got.body, created.body);

      const list = await t.admin<Row[]>('GET', `/admin/${entity}`);
      assert.equal(list.status, 200);
      assert.ok(Array.isArray(list.body));
      assert.ok(list.body.some((row) => row.id === id));

      const firstText = Object.keys(body).find((key) => ['nombre', 'name', 'frase'].includes(key))!;
      const put = await t.admin<Row>('PUT', `/admin/${entity}/${id}`, { body: { [firstText]: `Cambiado ${entity}` } });
      assert.equal(put.status, 200, put.text);
      assert.equal(put.body[firstText], `Cambiado ${entity}`);
      // Fields absent from an update keep their value, the image too.
      assert.equal(put.body[IMAGE_COLUMN[entity] ?? ''], created.body[IMAGE_COLUMN[entity] ?? '']);

      const override = await t.admin<Row>('POST', `/admin/${entity}/${id}?_method=PUT`, {
        body: { [firstText]: `Otra vez ${entity}` },
      });
      assert.equal(override.status, 200, override.text);
      assert.equal(override.body[firstText], `Otra vez ${entity}`);

      const form = await t.admin<Row>('POST', `/admin/${entity}/${id}?_method=put`, {
        form: { [firstText]: `Formulario ${entity}` },
      });
      assert.equal(form.status, 200, form.text);
      assert.equal(form.body[firstText], `Formulario ${entity}`);

      const plainPost = await t.admin('POST', `/admin/${entity}/${id}`, { body: { [firstText]: 'x' } });
      assert.equal(plainPost.status, 405);

      const deleted = await t.admin<Message>('DELETE', `/admin/${entity}/${id}`);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { message: DELETED[entity] });
      assert.equal((await t.admin('GET', `/admin/${entity}/${id}`)).status, 404);
      assert.equal((await t.admin('DELETE', `/admin/${entity}/${id}`)).status, 404);
      assert.equal((await t.admin('PUT', `/admin/${entity}/${id}`, { body: { [firstText]: 'x' } })).status, 404);
    });

    test('unknown, negative, non-numeric and huge ids answer 404 with a Spanish message', async () => {
      for (const id of ['999999', '-1', 'abc', '0', '1.5', '99999999999999999999', "1'%20OR%201=1", '%00']) {
        const got = await t.admin<Message>('GET', `/admin/${entity}/${id}`);
        assert.equal(got.status, 404, `GET ${id}`);
        assert.match(got.body.message, /No se encontró|no encontrado/);
        assert.equal((await t.admin('DELETE', `/admin/${entity}/${id}`)).status, 404, `DELETE ${id}`);
        assert.equal((await t.admin('PUT', `/admin/${entity}/${id}`, { body: {} })).status, 404, `PUT ${id}`);
      }
    });

    test('required fields: 422 with Spanish messages per field', async () => {
      const answer = await t.admin<ValidationErrorBody>('POST', `/admin/${entity}`, { body: {} });
      assert.equal(answer.status, 422);
      assert.equal(answer.body.message, 'Los datos proporcionados no son válidos.');
      for (const field of REQUIRED[entity]!) {
        assert.ok(Array.isArray(answer.body.errors[field]), `${field} in ${answer.text}`);
        assert.match(answer.body.errors[field]?.[0] ?? '', /obligatori/);
      }
      assert.deepEqual(Object.keys(answer.body.errors).sort(), [...REQUIRED[entity]!].sort());
    });

    test('an update with an empty required field is refused and changes nothing', async () => {
      const created = await t.admin<Row>('POST', `/admin/${entity}`, {
        body: validBodies(`vacío ${entity}`, image)[entity],
      });
      const field = REQUIRED[entity]![0]!;
      const answer = await t.admin<ValidationErrorBody>('PUT', `/admin/${entity}/${created.body.id}`, {
        body: { [field]: '' },
      });
      assert.equal(answer.status, 422);
      assert.match(answer.body.errors[field]?.[0] ?? '', /obligatori/);
      assert.deepEqual((await t.admin('GET', `/admin/${entity}/${created.body.id}`)).body, created.body);
    });

    test('no token 401, bad token 401, non-admin 403 on every route', async () => {
      const routes: Array<[string, string]> = [
        ['GET', `/admin/${entity}`],
        ['POST', `/admin/${entity}`],
        ['GET', `/admin/${entity}/1`],
        ['PUT', `/admin/${entity}/1`],
        ['POST', `/admin/${entity}/1?_method=PUT`],
        ['DELETE', `/admin/${entity}/1`],
      ];
      for (const [method, path] of routes) {
        const none = await t.api<Message>(method, path, { body: {} });
        assert.equal(none.status, 401, `${method} ${path} without token`);
        assert.match(none.body.message, /No autenticado/);
        for (const bad of ['nope', '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(5000)]) {
          assert.equal(
            (await t.api(method, path, { token: bad, body: {} })).status,
            401,
            `${method} ${path} bad token`,
          );
        }
        const user = await t.api<Message>(method, path, { token: userToken, body: {} });
        assert.equal(user.status, 403, `${method} ${path} as user`);
        assert.match(user.body.message, /permiso/);
      }
    });
  });
}

describe('entity specifics', () => {
  test('product list embeds its category (or null); price is a number', async () => {
    const cat = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Galletas finas' } });
    const withCat = await t.admin<Producto>('POST', '/admin/producto', {
      body: { ...validBodies('embebido', image).producto, categoria_id: cat.body.id, price: '12.50' },
    });
    assert.equal(withCat.status, 201, withCat.text);
    assert.deepEqual(withCat.body.categoria, { id: cat.body.id, nombre: 'Galletas finas', slug: 'galletas-finas' });
    assert.equal(withCat.body.price, 12.5);
    const withoutCat = await t.admin<Producto>('POST', '/admin/producto', {
      body: { ...validBodies('sin cat', image).producto, categoria_id: '' },
    });
    assert.equal(withoutCat.body.categoria_id, null);
    assert.equal(withoutCat.body.categoria, null);
    const list = await t.admin<Producto[]>('GET', '/admin/producto');
    const row = list.body.find((p) => p.id === withCat.body.id);
    assert.equal(row?.categoria?.nombre, 'Galletas finas');
    assert.equal(typeof row?.price, 'number');

    // Deleting the category leaves the product without one.
    await t.admin('DELETE', `/admin/categoria/${cat.body.id}`);
    const after = await t.admin<Producto>('GET', `/admin/producto/${withCat.body.id}`);
    assert.equal(after.body.categoria_id, null);
    assert.equal(after.body.categoria, null);
  });

  test('defaults on create: category menu true, company publicado true and visitas 0, product visits 0', async () => {
    const cat = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Defaults' } });
    assert.equal(cat.body.menu, true);
    assert.equal(cat.body.orden, 1);
    assert.equal(cat.body.urlfoto, null);
    const empresa = await t.admin<Empresa>('POST', '/admin/empresa', { body: { nombre: 'Sin foto' } });
    assert.equal(empresa.status, 201, empresa.text);
    assert.equal(empresa.body.publicado, true);
    assert.equal(empresa.body.visitas, 0);
    assert.equal(empresa.body.urlfoto, null);
    assert.equal(empresa.body.latitud, null);
    const producto = await t.admin<Producto>('POST', '/admin/producto', {
      body: { name: 'Defaults', title: 'T', price: 0 },
    });
    assert.equal(producto.status, 201, producto.text);
    assert.equal(producto.body.visits, 0);
    assert.equal(producto.body.stock, 0);
    assert.equal(producto.body.image, null);
  });

  test('the shapes answered carry exactly the fields of the declarations (a product embeds its category)', async () => {
    const bodies = validBodies('forma', image);
    const expected = Object.fromEntries(
      CONTENT_ENTITIES.map((declaration) => [
        declaration.name,
        [
          ...(recordSchema(declaration).required as string[]),
          ...(declaration.name === 'producto' ? ['categoria'] : []),
        ],
      ]),
    );
    for (const entity of ENTITY_NAMES) {
      const created = await t.admin<Row>('POST', `/admin/${entity}`, { body: bodies[entity] });
      assert.deepEqual(Object.keys(created.body).sort(), expected[entity]!.sort(), entity);
    }
  });

  test('multipart create and update of a post, urlfoto as a data-URL field', async () => {
    const created = await t.admin<Post>('POST', '/admin/post', {
      form: {
        name: 'Post en formulario',
        title: 'T',
        description: 'D',
        descripcion: '<p>x</p>',
        order: '3',
        urlfoto: image,
      },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.order, 3);
    assert.match(created.body.image ?? '', /\.png$/);
    const updated = await t.admin<Post>('POST', `/admin/post/${created.body.id}?_method=PUT`, {
      form: {
        name: 'Post en formulario',
        title: 'T2',
        description: 'D',
        descripcion: '<p>y</p>',
        order: '4',
        visits: '7',
      },
    });
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.body.title, 'T2');
    // Visits are the server's: the form's count is not written back.
    assert.equal(updated.body.visits, 0);
    assert.equal(updated.body.image, created.body.image);
  });
});
