import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addDays } from '@pasteleria/shared/shop-days';
import { generateStatistics } from '../../test/support/generated-statistics.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { createShopContent, report, rowsOf, TestClock } from '../../test/support/statistics.js';

/**
 * Ninety days of generated events (the bench's data, scripts/stats-bench.mjs, at a smaller
 * scale): the report of the whole period is the same read from the raw events and from the
 * roll-ups the job writes, and it counts every event.
 */
const clock = new TestClock('2026-03-31T12:00:00-06:00');
const TODAY = '2026-03-31';
let t: TestServer;

before(async () => {
  t = await startTestServer({ now: clock.now });
  await createShopContent(t);
});
after(() => t.dispose());

test('90 days of 20,000 views and 50 products: the same report before and after the roll-up', async () => {
  const written = await generateStatistics(t.ctx.db, {
    views: 20_000,
    days: 90,
    products: 50,
    today: TODAY,
    timeZone: t.ctx.config.siteTimeZone,
  });
  assert.equal(written, 24_440);
  const first = addDays(TODAY, -89);
  const raw = await report(t, first, TODAY);
  assert.equal(raw.dias.length, 90);
  assert.equal(raw.totales.vistas, 20_000);
  assert.equal(raw.totales.pedidosWhatsapp, 400);
  assert.equal(raw.totales.comentarios, 40);
  assert.equal(raw.productos.length, 50);
  assert.equal(
    raw.productos.reduce((sum, row) => sum + row.vistas, 0),
    4_000,
  );
  assert.equal(
    raw.origenes.reduce((sum, row) => sum + row.visitantes, 0),
    raw.totales.visitantes,
    'each visitor has one origin a day',
  );
  assert.equal((await t.ctx.statistics.rollUp()).length, 89);
  assert.equal(await rowsOf(t, 'stat_days'), 89);
  assert.deepEqual(await report(t, first, TODAY), raw);
});
