import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Message, ValidationErrorBody } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import {
  BEHIND_A_PROXY,
  createShopContent,
  report,
  sendBeacon,
  TestClock,
  type ShopContent,
  type StatisticsReport,
} from '../../test/support/statistics.js';

/** GET /admin/estadisticas and its CSV: the periods refused, the report's shape and order, the file. */
const clock = new TestClock('2026-03-01T12:00:00-06:00');
let t: TestServer;
let shop: ShopContent;

before(async () => {
  t = await startTestServer({ env: BEHIND_A_PROXY, now: clock.now });
  shop = await createShopContent(t);
  const [tresLeches, selvaNegra] = shop.productos;
  const pasteles = `/categorias/${shop.categoria.slug}`;
  const post = `/blog/post/${shop.post.slug}`;
  // 1 March (the period before): one visitor. 4 and 6 March: three visitors; 5 March, none.
  const days: Array<[at: string, address: string, events: object[]]> = [
    [
      '2026-03-01T12:00:00-06:00',
      '203.0.113.1',
      [
        { tipo: 'vista', ruta: '/' },
        { tipo: 'comentario', ruta: '/' },
      ],
    ],
    [
      '2026-03-04T09:00:00-06:00',
      '203.0.113.2',
      [
        { tipo: 'vista', ruta: pasteles, origen: 'www.google.com' },
        { tipo: 'producto', ruta: pasteles, producto: selvaNegra.id },
        { tipo: 'producto', ruta: pasteles, producto: selvaNegra.id },
        { tipo: 'producto', ruta: pasteles, producto: tresLeches.id },
        { tipo: 'whatsapp', ruta: pasteles, producto: tresLeches.id },
      ],
    ],
    [
      '2026-03-04T18:00:00-06:00',
      '203.0.113.3',
      [
        { tipo: 'vista', ruta: post, origen: 'l.facebook.com' },
        { tipo: 'vista', ruta: pasteles },
      ],
    ],
    [
      '2026-03-06T10:00:00-06:00',
      '203.0.113.2',
      [
        { tipo: 'vista', ruta: post },
        { tipo: 'vista', ruta: `/blog/pagina/${shop.pagina.slug}` },
        { tipo: 'whatsapp', ruta: '/blog' },
        { tipo: 'comentario', ruta: post },
      ],
    ],
  ];
  for (const [at, address, events] of days) {
    clock.set(at);
    for (const event of events) assert.equal((await sendBeacon(t, event, { address })).status, 204);
  }
  // Today is 6 March: 1 and 4 March are rolled up, 6 March is read from its raw events.
  assert.deepEqual(await t.ctx.statistics.rollUp(), ['2026-03-01', '2026-03-04']);
});
after(() => t.dispose());

test('the report: totals, the period before, every day with zeros, products, pages and origins in their order', async () => {
  const body = await report(t, '2026-03-04', '2026-03-06');
  const [tresLeches, selvaNegra] = shop.productos;
  assert.deepEqual(body, {
    desde: '2026-03-04',
    hasta: '2026-03-06',
    totales: { visitantes: 3, vistas: 5, pedidosWhatsapp: 2, comentarios: 1 },
    // 1 to 3 March.
    anterior: { visitantes: 1, vistas: 1, pedidosWhatsapp: 0, comentarios: 1 },
    dias: [
      { fecha: '2026-03-04', visitantes: 2, vistas: 3, pedidosWhatsapp: 1 },
      { fecha: '2026-03-05', visitantes: 0, vistas: 0, pedidosWhatsapp: 0 },
      { fecha: '2026-03-06', visitantes: 1, vistas: 2, pedidosWhatsapp: 1 },
    ],
    // Most asked for first, then most viewed.
    productos: [
      { id: tresLeches.id, name: 'Tres leches', vistas: 1, pedidosWhatsapp: 1 },
      { id: selvaNegra.id, name: 'Selva negra', vistas: 2, pedidosWhatsapp: 0 },
    ],
    categorias: [{ id: shop.categoria.id, nombre: 'Pasteles', vistas: 2 }],
    posts: [{ id: shop.post.id, title: 'La historia del pan', vistas: 2 }],
    paginas: [{ id: shop.pagina.id, title: 'Quiénes somos', vistas: 1 }],
    // Per day: a visitor of two days counts twice (each day by their first view's origin).
    origenes: [
      { origen: 'Directo', visitantes: 1 },
      { origen: 'l.facebook.com', visitantes: 1 },
      { origen: 'www.google.com', visitantes: 1 },
    ],
  } satisfies StatisticsReport);
  const quiet = await report(t, '2026-03-05');
  assert.deepEqual(quiet.totales, { visitantes: 0, vistas: 0, pedidosWhatsapp: 0, comentarios: 0 });
  assert.deepEqual(quiet.anterior, { visitantes: 2, vistas: 3, pedidosWhatsapp: 1, comentarios: 0 });
  assert.deepEqual(
    [quiet.productos, quiet.categorias, quiet.posts, quiet.paginas, quiet.origenes],
    [[], [], [], [], []],
  );
});

test('periods refused with a 422 naming the fault', async () => {
  const cases: Array<[query: string, message: string]> = [
    ['', "La fecha 'desde' no es válida"],
    ['?hasta=2026-03-06', "La fecha 'desde' no es válida"],
    ['?desde=2026-03-04', "La fecha 'hasta' no es válida"],
    ['?desde=2026-3-4&hasta=2026-03-06', "La fecha 'desde' no es válida"],
    ['?desde=04/03/2026&hasta=2026-03-06', "La fecha 'desde' no es válida"],
    ['?desde=2026-02-30&hasta=2026-03-06', "La fecha 'desde' no es válida"],
    ['?desde=2026-03-04&hasta=2026-13-01', "La fecha 'hasta' no es válida"],
    ['?desde=2026-03-04&hasta=2026-03-06T00:00', "La fecha 'hasta' no es válida"],
    ['?desde=0000-01-01&hasta=2026-03-06', "La fecha 'desde' no es válida"],
    ['?desde=2026-03-04&desde=2026-03-05&hasta=2026-03-06', "La fecha 'desde' no es válida"],
    ['?desde=2026-03-07&hasta=2026-03-06', "La fecha 'desde' no puede ser posterior a 'hasta'"],
    ['?desde=2025-01-01&hasta=2026-01-02', 'El periodo no puede pasar de 366 días'],
  ];
  for (const path of ['/admin/estadisticas', '/admin/estadisticas.csv'])
    for (const [query, message] of cases) {
      const answer = await t.admin<ValidationErrorBody>('GET', `${path}${query}`);
      assert.equal(answer.status, 422, `${path}${query}`);
      assert.equal(answer.body.message, message, `${path}${query}`);
      assert.deepEqual(Object.values(answer.body.errors), [[message]]);
    }
  // 366 days, both included, is the longest (2024 is a leap year).
  assert.equal((await t.admin('GET', '/admin/estadisticas?desde=2024-01-01&hasta=2024-12-31')).status, 200);
  assert.equal((await t.admin('GET', '/admin/estadisticas?desde=2025-01-01&hasta=2026-01-01')).status, 200);
});

test('only an admin reads them: 401 without a token, 403 for a user', async () => {
  const query = '?desde=2026-03-04&hasta=2026-03-06';
  const user = await t.userToken('user');
  for (const path of ['/admin/estadisticas', '/admin/estadisticas.csv']) {
    assert.equal((await t.api<Message>('GET', `${path}${query}`)).status, 401);
    assert.equal((await t.api<Message>('GET', `${path}${query}`, { token: user.token })).status, 403);
  }
});

test('the CSV: UTF-8 with a BOM, the days, a blank line, the products with their order share', async () => {
  const answer = await t.admin('GET', '/admin/estadisticas.csv?desde=2026-03-04&hasta=2026-03-06', {
    transport: 'inject',
  });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.equal(
    answer.headers.get('content-disposition'),
    'attachment; filename="estadisticas-2026-03-04-2026-03-06.csv"',
  );
  assert.ok(answer.text.startsWith('\uFEFF'), 'a BOM');
  assert.equal(
    answer.text.slice(1),
    [
      'fecha,visitantes,vistas,pedidos por WhatsApp',
      '2026-03-04,2,3,1',
      '2026-03-05,0,0,0',
      '2026-03-06,1,2,1',
      '',
      'producto,vistas,pedidos por WhatsApp,% de vistas que terminaron en pedido',
      'Tres leches,1,1,100.0',
      'Selva negra,2,0,0.0',
      '',
    ].join('\r\n'),
  );
});

test('a product name with commas, quotes or a leading = is written so a spreadsheet reads it as text', async () => {
  const [, selvaNegra] = shop.productos;
  const renamed = await t.admin('PUT', `/admin/producto/${selvaNegra.id}`, {
    body: { name: '=Selva "negra", grande' },
  });
  assert.equal(renamed.status, 200, renamed.text);
  const csv = (await t.admin('GET', '/admin/estadisticas.csv?desde=2026-03-04&hasta=2026-03-04')).text;
  assert.match(csv, /\r\n"'=Selva ""negra"", grande",2,0,0\.0\r\n/);
});

test('products, categories, posts and pages deleted since are left out of their lists', async () => {
  const [tresLeches] = shop.productos;
  assert.equal((await t.admin('DELETE', `/admin/producto/${tresLeches.id}`)).status, 200);
  assert.equal((await t.admin('DELETE', `/admin/post/${shop.post.id}`)).status, 200);
  const body = await report(t, '2026-03-04', '2026-03-06');
  assert.deepEqual(
    body.productos.map((row) => row.name),
    ['=Selva "negra", grande'],
  );
  assert.deepEqual(body.posts, []);
  assert.deepEqual(body.totales, { visitantes: 3, vistas: 5, pedidosWhatsapp: 2, comentarios: 1 }, 'totals stay');
});
