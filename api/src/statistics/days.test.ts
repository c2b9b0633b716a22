import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config.js';
import { shopDay } from '@pasteleria/shared/shop-days';
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
 * The shop's days (SITE_TIMEZONE, America/Mexico_City by default: UTC−6 all year), the day's salt,
 * the roll-up job and what it deletes, with the statistics' clock moved by the test.
 */
const clock = new TestClock('2026-03-10T12:00:00-06:00');
let t: TestServer;
let shop: ShopContent;

before(async () => {
  t = await startTestServer({ env: BEHIND_A_PROXY, now: clock.now });
  shop = await createShopContent(t);
});
after(() => t.dispose());

async function startOver(at: string): Promise<void> {
  clock.set(at);
  for (const table of [
    'stat_events',
    'stat_salts',
    'stat_days',
    'stat_day_products',
    'stat_day_pages',
    'stat_day_origins',
  ] as const)
    await t.ctx.db.deleteFrom(table).execute();
}

const visitorHashes = async () =>
  (await t.ctx.db.selectFrom('stat_events').select(['day', 'visitor']).orderBy('id').execute()).map((row) => [
    row.day,
    row.visitor,
  ]);

test('SITE_TIMEZONE: Mexico City by default, any IANA name by its canonical spelling; an unknown one stops the server', () => {
  assert.equal(readConfig({}).siteTimeZone, 'America/Mexico_City');
  assert.equal(readConfig({ SITE_TIMEZONE: 'europe/madrid' }).siteTimeZone, 'Europe/Madrid');
  assert.throws(() => readConfig({ SITE_TIMEZONE: 'Mars/Olympus' }), /SITE_TIMEZONE must be an IANA time zone name/);
  const main = fileURLToPath(new URL('../main.js', import.meta.url));
  const run = spawnSync(process.execPath, [main], {
    env: { ...process.env, SITE_TIMEZONE: 'Hora/Del_Centro', PORT: '0', DATA_DIR: '/nonexistent/pasteleria' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /SITE_TIMEZONE must be an IANA time zone name .* got "Hora\/Del_Centro"/);
});

test('an event at 23:30 and one at 00:30 local time land on two days (in UTC, one)', async () => {
  await startOver('2026-03-10T23:30:00-06:00');
  assert.equal((await sendBeacon(t, { tipo: 'vista', ruta: '/' })).status, 204);
  clock.set('2026-03-11T00:30:00-06:00');
  assert.equal((await sendBeacon(t, { tipo: 'vista', ruta: '/' })).status, 204);
  const days = await report(t, '2026-03-10', '2026-03-11');
  assert.deepEqual(
    days.dias.map((day) => [day.fecha, day.vistas]),
    [
      ['2026-03-10', 1],
      ['2026-03-11', 1],
    ],
  );
  // Both instants are on 11 March in UTC: the shop's zone decides.
  assert.equal(shopDay(new Date('2026-03-10T23:30:00-06:00'), 'UTC'), '2026-03-11');
  assert.equal(shopDay(new Date('2026-03-11T00:30:00-06:00'), 'UTC'), '2026-03-11');
  // Rolled up, they stay on their days.
  clock.set('2026-03-12T09:00:00-06:00');
  assert.deepEqual(await t.ctx.statistics.rollUp(), ['2026-03-10', '2026-03-11']);
  assert.deepEqual(await report(t, '2026-03-10', '2026-03-11'), days);
});

test('the salt changes with the day: the same visitor is a new one tomorrow, and yesterday’s salt is gone', async () => {
  await startOver('2026-03-10T20:00:00-06:00');
  await sendBeacon(t, { tipo: 'vista', ruta: '/' });
  await sendBeacon(t, { tipo: 'vista', ruta: '/blog' });
  const [first] = await t.ctx.db.selectFrom('stat_salts').selectAll().execute();
  assert.ok(first);
  assert.equal(first.day, '2026-03-10');
  assert.equal(first.salt.length, 32);

  clock.set('2026-03-11T08:00:00-06:00');
  await sendBeacon(t, { tipo: 'vista', ruta: '/' });
  const salts = await t.ctx.db.selectFrom('stat_salts').selectAll().execute();
  assert.deepEqual(
    salts.map((row) => row.day),
    ['2026-03-11'],
    'the first event of a day deletes the salts before it',
  );
  assert.notDeepEqual(Buffer.from(salts[0]?.salt ?? []), Buffer.from(first.salt));
  const [a, b, c] = await visitorHashes();
  assert.deepEqual(a, ['2026-03-10', b?.[1]], 'one visitor within a day');
  assert.notEqual(c?.[1], a?.[1], 'another hash the next day');
  assert.equal((await report(t, '2026-03-10', '2026-03-11')).totales.visitantes, 2);
});

test('the roll-up: each finished day once, run twice counting once; the read combines roll-ups and today’s raw events', async () => {
  await startOver('2026-03-08T10:00:00-06:00');
  const [tresLeches] = shop.productos;
  const pasteles = `/categorias/${shop.categoria.slug}`;
  const day = async (at: string, address: string) => {
    clock.set(at);
    for (const event of [
      { tipo: 'vista', ruta: pasteles, origen: 'www.google.com' },
      { tipo: 'producto', ruta: pasteles, producto: tresLeches.id },
      { tipo: 'whatsapp', ruta: pasteles, producto: tresLeches.id },
      { tipo: 'vista', ruta: `/blog/post/${shop.post.slug}` },
      { tipo: 'comentario', ruta: '/' },
    ])
      assert.equal((await sendBeacon(t, event, { address })).status, 204);
  };
  await day('2026-03-08T10:00:00-06:00', '203.0.113.8');
  await day('2026-03-09T10:00:00-06:00', '203.0.113.9');
  await day('2026-03-10T10:00:00-06:00', '203.0.113.10');
  const before = await report(t, '2026-03-08', '2026-03-10');
  assert.deepEqual(before.totales, { visitantes: 3, vistas: 6, pedidosWhatsapp: 3, comentarios: 3 });
  assert.deepEqual(before.productos, [{ id: tresLeches.id, name: 'Tres leches', vistas: 3, pedidosWhatsapp: 3 }]);

  // 10 March is today: not rolled up, nor is 9 March in the first minutes of the 10th.
  clock.set('2026-03-10T00:03:00-06:00');
  assert.deepEqual(await t.ctx.statistics.rollUp(), ['2026-03-08']);
  clock.set('2026-03-10T10:00:00-06:00');
  assert.deepEqual(await t.ctx.statistics.rollUp(), ['2026-03-09']);
  assert.deepEqual(await t.ctx.statistics.rollUp(), [], 'run again: nothing to do');
  assert.equal(await rowsOf(t, 'stat_days'), 2);
  assert.equal(await rowsOf(t, 'stat_day_products'), 2);
  assert.equal(await rowsOf(t, 'stat_day_pages'), 4);
  assert.equal(await rowsOf(t, 'stat_day_origins'), 2);
  assert.equal(await rowsOf(t, 'stat_events'), 15, 'raw events are kept');

  // Two rolled-up days and today's raw events read as the raw events did.
  assert.deepEqual(await report(t, '2026-03-08', '2026-03-10'), before);
  // A day's roll-up is what it holds, whatever its raw events say later.
  await t.ctx.db.deleteFrom('stat_events').where('day', '=', '2026-03-08').execute();
  assert.deepEqual(await report(t, '2026-03-08', '2026-03-10'), before);
  // Today's next event is read at once.
  await sendBeacon(t, { tipo: 'vista', ruta: '/' }, { address: '203.0.113.11' });
  assert.deepEqual((await report(t, '2026-03-08', '2026-03-10')).totales, {
    visitantes: 4,
    vistas: 7,
    pedidosWhatsapp: 3,
    comentarios: 3,
  });
});

test('the job deletes raw events older than 90 days and earlier salts; roll-ups are kept for good', async () => {
  await startOver('2025-12-01T12:00:00-06:00');
  await sendBeacon(t, { tipo: 'vista', ruta: '/' });
  clock.set('2025-12-11T12:00:00-06:00');
  await sendBeacon(t, { tipo: 'vista', ruta: '/' });
  // 1 March 2026: 1 December is 91 days back, 11 December 81.
  clock.set('2026-03-01T12:00:00-06:00');
  await t.ctx.db
    .insertInto('stat_salts')
    .values({ day: '2026-02-27', salt: Buffer.alloc(32) })
    .execute();
  assert.deepEqual(await t.ctx.statistics.rollUp(), ['2025-12-01', '2025-12-11']);
  const left = await t.ctx.db.selectFrom('stat_events').select('day').execute();
  assert.deepEqual(
    left.map((row) => row.day),
    ['2025-12-11'],
  );
  assert.equal(await rowsOf(t, 'stat_salts'), 0);
  assert.equal((await report(t, '2025-12-01', '2025-12-31')).totales.vistas, 2, 'the roll-ups still count both');
});

test('the job runs at start: days finished while the site was stopped are rolled up', async () => {
  await startOver('2026-03-10T12:00:00-06:00');
  await sendBeacon(t, { tipo: 'vista', ruta: '/' });
  clock.set('2026-03-12T12:00:00-06:00');
  t = await t.restart();
  assert.deepEqual(
    (await t.ctx.db.selectFrom('stat_days').select(['day', 'views']).execute()).map((row) => [row.day, row.views]),
    [['2026-03-10', 1]],
  );
});
