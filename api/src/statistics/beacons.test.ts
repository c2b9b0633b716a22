import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Message, ValidationErrorBody } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import {
  BEHIND_A_PROXY,
  createShopContent,
  report,
  rowsOf,
  sendBeacon,
  TestClock,
  type ShopContent,
} from '../../test/support/statistics.js';

/**
 * POST /public/eventos over real HTTP, as browsers send it (sendBeacon's text/plain): each
 * visitor counted once a day by the address fastify reads (X-Forwarded-For, TRUST_PROXY=1),
 * crawlers and the staff ignored, bad beacons refused in Spanish and counted nowhere.
 */
const clock = new TestClock('2026-03-10T12:00:00-06:00');
const TODAY = '2026-03-10';
let t: TestServer;
let shop: ShopContent;

before(async () => {
  t = await startTestServer({ transport: 'http', env: BEHIND_A_PROXY, now: clock.now });
  shop = await createShopContent(t);
});
after(() => t.dispose());

/** Empties the events, so each test counts its own. */
async function noEvents(): Promise<void> {
  await t.ctx.db.deleteFrom('stat_events').execute();
  await t.ctx.db.deleteFrom('stat_salts').execute();
}

test('visitors from different addresses are counted once a day each; their pages, products and origins', async () => {
  await noEvents();
  const pasteles = `/categorias/${shop.categoria.slug}`;
  const [tresLeches, selvaNegra] = shop.productos;
  const events: Array<[address: string, event: object]> = [
    ['203.0.113.1', { tipo: 'vista', ruta: pasteles, origen: 'www.google.com' }],
    ['203.0.113.1', { tipo: 'producto', ruta: pasteles, producto: tresLeches.id }],
    ['203.0.113.1', { tipo: 'whatsapp', ruta: pasteles, producto: tresLeches.id }],
    ['203.0.113.1', { tipo: 'vista', ruta: `/blog/post/${shop.post.slug}` }],
    ['203.0.113.2', { tipo: 'vista', ruta: '/' }],
    ['203.0.113.2', { tipo: 'vista', ruta: `${pasteles}/`, origen: 'www.facebook.com' }],
    ['203.0.113.2', { tipo: 'producto', ruta: pasteles, producto: selvaNegra.id }],
    ['203.0.113.2', { tipo: 'producto', ruta: pasteles, producto: tresLeches.id }],
    ['203.0.113.2', { tipo: 'whatsapp', ruta: '/blog' }],
    ['203.0.113.2', { tipo: 'comentario', ruta: `/blog/pagina/${shop.pagina.slug}` }],
    ['203.0.113.3', { tipo: 'vista', ruta: `/blog/pagina/${shop.pagina.slug}`, origen: 'www.google.com' }],
  ];
  for (const [address, event] of events) {
    const answer = await sendBeacon(t, event, { address });
    assert.equal(answer.status, 204, answer.text);
    assert.equal(answer.text, '');
  }
  const day = await report(t, TODAY);
  assert.deepEqual(day.totales, { visitantes: 3, vistas: 5, pedidosWhatsapp: 2, comentarios: 1 });
  assert.deepEqual(day.dias, [{ fecha: TODAY, visitantes: 3, vistas: 5, pedidosWhatsapp: 2 }]);
  assert.deepEqual(day.productos, [
    { id: tresLeches.id, name: 'Tres leches', vistas: 2, pedidosWhatsapp: 1 },
    { id: selvaNegra.id, name: 'Selva negra', vistas: 1, pedidosWhatsapp: 0 },
  ]);
  // A trailing slash names the same page; '/' and '/blog' are no category, post or page.
  assert.deepEqual(day.categorias, [{ id: shop.categoria.id, nombre: 'Pasteles', vistas: 2 }]);
  assert.deepEqual(day.posts, [{ id: shop.post.id, title: 'La historia del pan', vistas: 1 }]);
  assert.deepEqual(day.paginas, [{ id: shop.pagina.id, title: 'Quiénes somos', vistas: 1 }]);
  // A visitor's origin is that of their first view ('/' had none: Directo).
  assert.deepEqual(day.origenes, [
    { origen: 'www.google.com', visitantes: 2 },
    { origen: 'Directo', visitantes: 1 },
  ]);
});

test('a beacon sent as JSON counts like one sent as text; the same visitor again is no new visitor', async () => {
  await noEvents();
  assert.equal((await sendBeacon(t, { tipo: 'vista', ruta: '/' })).status, 204);
  assert.equal((await sendBeacon(t, { tipo: 'vista', ruta: '/' }, { type: 'application/json' })).status, 204);
  // The same address with another browser is another visitor.
  assert.equal(
    (await sendBeacon(t, { tipo: 'vista', ruta: '/' }, { agent: 'Mozilla/5.0 (iPhone) Safari/604.1' })).status,
    204,
  );
  assert.deepEqual((await report(t, TODAY)).totales, { visitantes: 2, vistas: 3, pedidosWhatsapp: 0, comentarios: 0 });
});

test('crawlers and link previews are answered 204 and counted nowhere', async () => {
  await noEvents();
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  ]) {
    const answer = await sendBeacon(t, { tipo: 'vista', ruta: '/' }, { agent });
    assert.equal(answer.status, 204, agent);
  }
  assert.equal(await rowsOf(t, 'stat_events'), 0);
  assert.equal(await rowsOf(t, 'stat_salts'), 0, 'not even the day’s salt is made for them');
});

test('the staff are not counted: a valid token of an admin or of a user; a token that is not valid counts', async () => {
  await noEvents();
  const admin = await t.adminToken();
  const user = (await t.userToken('user')).token;
  for (const token of [admin, user])
    assert.equal((await sendBeacon(t, { tipo: 'vista', ruta: '/' }, { token })).status, 204);
  assert.equal(await rowsOf(t, 'stat_events'), 0);
  const forged = `${admin.split('.')[0] ?? '1'}.${'A'.repeat(43)}`;
  assert.equal((await sendBeacon(t, { tipo: 'vista', ruta: '/' }, { token: forged })).status, 204);
  assert.equal(await rowsOf(t, 'stat_events'), 1);
});

test('bad beacons are refused with a Spanish message naming the fault, and counted nowhere', async () => {
  await noEvents();
  const [producto] = shop.productos;
  const cases: Array<[event: unknown, status: number, message: RegExp, type?: string]> = [
    [{ tipo: 'clic', ruta: '/' }, 422, /^El tipo de evento no es válido/],
    [{ ruta: '/' }, 422, /^El tipo de evento no es válido/],
    [{ tipo: 'VISTA', ruta: '/' }, 422, /^El tipo de evento no es válido/],
    [{ tipo: 'vista' }, 422, /^La ruta no es válida/],
    [{ tipo: 'vista', ruta: 'categorias' }, 422, /^La ruta no es válida/],
    [{ tipo: 'vista', ruta: '/categorias?producto=1' }, 422, /^La ruta no es válida/],
    [{ tipo: 'vista', ruta: '/blog#arriba' }, 422, /^La ruta no es válida/],
    [{ tipo: 'vista', ruta: `/${'a'.repeat(300)}` }, 422, /^La ruta no es válida/],
    [{ tipo: 'vista', ruta: '/a\u0000b' }, 422, /^La ruta no es válida/],
    [{ tipo: 'producto', ruta: '/' }, 422, /^Un evento 'producto' debe indicar el producto\.$/],
    [{ tipo: 'producto', ruta: '/', producto: 999_999 }, 422, /^El producto indicado no existe\.$/],
    [{ tipo: 'whatsapp', ruta: '/', producto: 999_999 }, 422, /^El producto indicado no existe\.$/],
    [{ tipo: 'producto', ruta: '/', producto: String(producto.id) }, 422, /^El producto debe ser un número entero\.$/],
    [{ tipo: 'producto', ruta: '/', producto: 1.5 }, 422, /^El producto debe ser un número entero\.$/],
    [{ tipo: 'producto', ruta: '/', producto: 2 ** 40 }, 422, /^El producto debe ser un número entero\.$/],
    [{ tipo: 'vista', ruta: '/', producto: producto.id }, 422, /^Solo los eventos 'producto' y 'whatsapp'/],
    [{ tipo: 'comentario', ruta: '/', producto: producto.id }, 422, /^Solo los eventos 'producto' y 'whatsapp'/],
    [{ tipo: 'whatsapp', ruta: '/', origen: 'www.google.com' }, 422, /^Solo un evento 'vista' indica el origen\.$/],
    [{ tipo: 'producto', ruta: '/', producto: producto.id, origen: 'x.mx' }, 422, /^Solo un evento 'vista'/],
    [{ tipo: 'vista', ruta: '/', origen: 'https://www.google.com/' }, 422, /^El origen no es un nombre de host válido/],
    [{ tipo: 'vista', ruta: '/', origen: 'WWW.GOOGLE.COM' }, 422, /^El origen no es un nombre de host válido/],
    [{ tipo: 'vista', ruta: '/', origen: '' }, 422, /^El origen no es un nombre de host válido/],
    [{ tipo: 'vista', ruta: '/', origen: `${'a'.repeat(254)}` }, 422, /^El origen no es un nombre de host válido/],
    [[{ tipo: 'vista', ruta: '/' }], 422, /^El evento debe ser un objeto JSON\.$/],
    ['"vista"', 422, /^El evento debe ser un objeto JSON\.$/],
    ['null', 422, /^El evento debe ser un objeto JSON\.$/],
    ['{"tipo":"vista",', 400, /^El cuerpo de la petición no es JSON válido\.$/],
    ['tipo=vista&ruta=/', 400, /^El cuerpo de la petición no es JSON válido\.$/],
    ['{"tipo":"vista","ruta":"/","__proto__":{"x":1}}', 400, /^El cuerpo de la petición no es JSON válido\.$/],
    ['', 400, /^La petición no trae ningún evento/],
    [
      JSON.stringify({ tipo: 'vista', ruta: '/', relleno: 'x'.repeat(2048) }),
      413,
      /^El cuerpo de la petición es demasiado grande\.$/,
    ],
    ['tipo=vista&ruta=%2F', 415, /^Tipo de contenido no admitido\.$/, 'application/x-www-form-urlencoded'],
    ['{"tipo":"vista","ruta":"/"}', 415, /^Tipo de contenido no admitido\.$/, 'application/xml'],
  ];
  for (const [event, status, message, type] of cases) {
    const answer = await sendBeacon(t, event, type ? { type } : {});
    const label = `${typeof event === 'string' ? event.slice(0, 60) : JSON.stringify(event).slice(0, 60)} (${type ?? 'text/plain'})`;
    assert.equal(answer.status, status, `${label}: ${answer.text}`);
    assert.match((answer.body as Message).message, message, label);
    if (status === 422) assert.ok(Object.keys((answer.body as ValidationErrorBody).errors).length === 1, label);
  }
  const form = await t.api('POST', '/public/eventos', { form: { tipo: 'vista', ruta: '/' } });
  assert.equal(form.status, 415, 'a multipart form');
  assert.equal(await rowsOf(t, 'stat_events'), 0);
  assert.equal(await rowsOf(t, 'stat_salts'), 0);
});

test('a beacon bigger than 2 KB is refused from its declared length, unread', async () => {
  const answer = await fetch(`${t.url}/api/v1/public/eventos`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'content-length': '2049' },
    body: 'x'.repeat(2049),
  });
  assert.equal(answer.status, 413);
  assert.equal(answer.headers.get('connection'), 'close');
  // 2 KB exactly is read.
  const padded = JSON.stringify({ tipo: 'vista', ruta: '/', x: '' });
  const exact = JSON.stringify({ tipo: 'vista', ruta: '/', x: 'x'.repeat(2048 - padded.length) });
  assert.equal(Buffer.byteLength(exact), 2048);
  assert.equal((await sendBeacon(t, exact)).status, 204);
});

test('text/plain is JSON on this route alone: elsewhere it stays a 415', async () => {
  const answer = await t.api('POST', '/public/comentarios', {
    raw: JSON.stringify({ nombre: 'Ana', comentario: 'Rico', rating: 5 }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  assert.equal(answer.status, 415);
});

test('a product created now is known at once; a deleted one is refused', async () => {
  await noEvents();
  const bodies = { name: 'Pay de limón', title: 'Pay', price: 80 };
  const created = await t.admin<{ id: number }>('POST', '/admin/producto', { body: bodies });
  const event = { tipo: 'producto', ruta: '/', producto: created.body.id };
  assert.equal((await sendBeacon(t, event)).status, 204);
  assert.equal((await t.admin('DELETE', `/admin/producto/${created.body.id}`)).status, 200);
  assert.equal((await sendBeacon(t, event)).status, 422);
  assert.equal(await rowsOf(t, 'stat_events'), 1);
});

test('two hundred simultaneous beacons (a few INSERTs) are all counted', async () => {
  await noEvents();
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => sendBeacon(t, { tipo: 'vista', ruta: '/' }, { address: `198.51.100.${i}` })),
  );
  assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([204]));
  assert.deepEqual((await report(t, TODAY)).totales, {
    visitantes: 200,
    vistas: 200,
    pedidosWhatsapp: 0,
    comentarios: 0,
  });
});
