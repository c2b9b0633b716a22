import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Producto, ValidationErrorBody } from './support/answers.js';
import { startTestServer, type TestServer } from './support/harness.js';

/** GET /api/v1/openapi.json: a valid OpenAPI 3.1 document of every API route, and /api/docs for people. */
let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

type Operation = {
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security?: unknown[];
  tags?: string[];
};
type Schema = { required: string[]; properties: Record<string, unknown> };

test('the document is valid OpenAPI 3.1', async () => {
  const answer = await t.api<{ openapi: string }>('GET', '/openapi.json');
  assert.equal(answer.status, 200);
  assert.equal(answer.body.openapi, '3.1.0');
  const result = await new Validator().validate(answer.body);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2)?.slice(0, 2000));
});

test('every API route is in it with its answers; the admin writes with their bodies from the declarations', async () => {
  const doc = (await t.api<{ paths: Record<string, Record<string, Operation>> }>('GET', '/openapi.json')).body;
  const routes = t.server.app.printRoutes({ commonPrefix: false });
  // Every /api/v1 route fastify knows (but the document itself) is documented.
  const expected = [
    'get /api/v1/health',
    'post /api/v1/auth/login',
    'post /api/v1/auth/logout',
    'get /api/v1/auth/me',
    'post /api/v1/auth/login/two-step',
    'get /api/v1/auth/two-step',
    'post /api/v1/auth/two-step/totp',
    'post /api/v1/auth/two-step/totp/confirm',
    'delete /api/v1/auth/two-step/totp',
    'post /api/v1/auth/two-step/recovery-codes',
    'get /api/v1/auth/passkeys',
    'post /api/v1/auth/passkeys/registration/options',
    'post /api/v1/auth/passkeys/registration',
    'patch /api/v1/auth/passkeys/{id}',
    'delete /api/v1/auth/passkeys/{id}',
    'post /api/v1/auth/passkeys/authentication/options',
    'post /api/v1/auth/passkeys/authentication',
    'get /api/v1/auth/sessions',
    'delete /api/v1/auth/sessions',
    'delete /api/v1/auth/sessions/{id}',
    'get /api/v1/admin/security',
    'put /api/v1/admin/security',
    'get /api/v1/admin/activity',
    'get /api/v1/admin/activity.csv',
    'get /api/v1/public/categorias',
    'get /api/v1/public/categorias-home',
    'get /api/v1/public/categorias/{slug}',
    'get /api/v1/public/slides',
    'get /api/v1/public/empresas/{n}',
    'post /api/v1/public/empresas/search',
    'get /api/v1/public/blog/posts',
    'get /api/v1/public/blog/paginas',
    'get /api/v1/public/blog/post/{slug}',
    'get /api/v1/public/blog/pagina/{slug}',
    'post /api/v1/public/comentarios',
    'get /api/v1/public/comentarios',
    'get /api/v1/admin/comentarios/pendientes',
    'put /api/v1/admin/comentarios/{id}/aprobar',
    'delete /api/v1/admin/comentarios/{id}',
    'get /api/v1/admin/user',
    'post /api/v1/admin/user',
    'get /api/v1/admin/user/{id}',
    'put /api/v1/admin/user/{id}',
    'post /api/v1/admin/releases',
    'get /api/v1/admin/releases',
    'put /api/v1/admin/releases/{remote}/live',
    'get /api/v1/admin/releases/{id}/config',
    'post /api/v1/admin/releases/{remote}/rollouts',
    'get /api/v1/admin/releases/{remote}/rollouts/current',
    'get /api/v1/admin/releases/{remote}/rollouts/latest',
    'post /api/v1/admin/releases/{remote}/rollouts/current/{step}',
    'post /api/v1/public/releases/reports',
    'get /api/v1/admin/releases/vitals',
    'post /api/v1/admin/deploy-keys',
    'get /api/v1/admin/deploy-keys',
    'delete /api/v1/admin/deploy-keys/{id}',
    'post /api/v1/public/eventos',
    'get /api/v1/admin/estadisticas',
    'get /api/v1/admin/estadisticas.csv',
  ];
  for (const entity of ['categoria', 'producto', 'empresa', 'slide', 'post', 'pagina']) {
    expected.push(
      `get /api/v1/admin/${entity}`,
      `post /api/v1/admin/${entity}`,
      `get /api/v1/admin/${entity}/{id}`,
      `put /api/v1/admin/${entity}/{id}`,
      `post /api/v1/admin/${entity}/{id}`,
      `delete /api/v1/admin/${entity}/{id}`,
    );
  }
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );
  assert.deepEqual(documented.sort(), expected.sort());
  assert.ok(routes.includes('openapi.json'));
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      assert.ok(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${method} ${path}: a success answer`,
      );
      if (path.startsWith('/api/v1/admin'))
        assert.deepEqual(operation.security, [{ bearerAuth: [] }], `${method} ${path}`);
    }
  }
  const create = doc.paths['/api/v1/admin/slide']!.post!;
  assert.deepEqual(Object.keys(create.requestBody!.content).sort(), [
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
  ]);
  const body = create.requestBody!.content['application/json'] as {
    schema: { required: string[]; properties: Record<string, { maxLength?: number }> };
  };
  assert.deepEqual(body.schema.required, ['frase', 'urlfoto']);
  assert.equal(body.schema.properties.frase?.maxLength, 255);
  const slide = (
    doc.paths['/api/v1/admin/slide/{id}']!.get!.responses['200'] as {
      content: Record<string, { schema: { required: string[] } }>;
    }
  ).content['application/json']!.schema;
  assert.deepEqual(slide.required, ['id', 'frase', 'link', 'posicion', 'imagen']);
  assert.deepEqual(doc.paths['/api/v1/admin/empresa']!.get!.tags, ['Sucursales']);
  // A product's answer embeds its category (the definition's belongsTo), typed as categories answer.
  const product = (
    doc.paths['/api/v1/admin/producto/{id}']!.get!.responses['200'] as { content: Record<string, { schema: Schema }> }
  ).content['application/json']!.schema;
  assert.ok(product.required.includes('categoria'));
  assert.deepEqual(product.properties.categoria, {
    type: ['object', 'null'],
    properties: { id: { type: 'integer' }, nombre: { type: 'string' }, slug: { type: 'string' } },
  });
});

test('every operation documents the 503 of a database that cannot be reached, with Retry-After', async () => {
  type Answer = { description: string; headers?: Record<string, { schema: { type: string } }> };
  const doc = (await t.api<{ paths: Record<string, Record<string, Operation>> }>('GET', '/openapi.json')).body;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const unavailable = operation.responses['503'] as Answer | undefined;
      assert.ok(unavailable, `${method} ${path}: a 503`);
      // The health check documents its own 503 (draining, or the database down).
      if (path === '/api/v1/health') continue;
      assert.equal(unavailable.headers?.['Retry-After']?.schema.type, 'integer', `${method} ${path}`);
    }
  }
  // A route's own answers stay as they were.
  assert.ok(doc.paths['/api/v1/public/categorias/{slug}']!.get!.responses['404']);
});

test('the document does not change what routes accept or answer', async () => {
  // A price sent as a form string is still read (schemas document, the declarations validate).
  const created = await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Documentado', title: 'T', price: '12.50', extra: 'se ignora' },
  });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.price, 12.5);
  const invalid = await t.admin<ValidationErrorBody>('POST', '/admin/producto', {
    body: { name: '', title: 'T', price: 'caro' },
  });
  assert.equal(invalid.status, 422);
  assert.deepEqual(invalid.body.errors, {
    name: ['El campo nombre es obligatorio.'],
    price: ['El campo precio debe ser un número.'],
  });
});

test('/api/docs shows the document to a person', async () => {
  const page = await t.request('GET', '/api/docs/');
  assert.equal(page.status, 200);
  assert.match(page.text, /swagger-ui/i);
  const initializer = await t.request('GET', '/api/docs/static/swagger-initializer.js');
  assert.equal(initializer.status, 200);
  assert.match(initializer.text, /openapi\.json/);
});
