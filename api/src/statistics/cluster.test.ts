import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ENGINE, startTestServer, type StartOptions, type TestServer } from '../../test/support/harness.js';
import { BEHIND_A_PROXY, report, rowsOf, sendBeacon, TestClock } from '../../test/support/statistics.js';

/**
 * Two instances on one PostgreSQL database (as a shop behind a balancer runs them, on one SITE_URL):
 * a visitor's events through either are one visitor, both hash with the day's one salt (made once
 * even when the day's first events reach both at once), and both rolling the same days up at once
 * count each day once.
 */
const skip = ENGINE !== 'postgresql' && 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass';

const clock = new TestClock('2026-03-10T12:00:00-06:00');
let a: TestServer;
let b: TestServer;
let dataDir: string;

before(async () => {
  if (skip) return;
  const options: StartOptions = {
    transport: 'http',
    env: { ...BEHIND_A_PROXY, SITE_URL: 'https://pasteleria.test' },
    now: clock.now,
  };
  a = await startTestServer(options);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-b-'));
  b = await startTestServer({ ...options, reuse: { dataDir, databaseUrl: a.databaseUrl } });
});
after(async () => {
  if (skip) return;
  await b.close();
  await a.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const distinctVisitors = async (day: string) =>
  (await a.ctx.db.selectFrom('stat_events').select('visitor').distinct().where('day', '=', day).execute()).length;

test("a visitor's events through either instance are one visitor: the same salt on both", { skip }, async () => {
  assert.equal((await sendBeacon(a, { tipo: 'vista', ruta: '/' }, { address: '203.0.113.5' })).status, 204);
  assert.equal((await sendBeacon(b, { tipo: 'vista', ruta: '/blog' }, { address: '203.0.113.5' })).status, 204);
  assert.equal((await sendBeacon(b, { tipo: 'vista', ruta: '/' }, { address: '203.0.113.6' })).status, 204);
  for (const server of [a, b])
    assert.deepEqual((await report(server, '2026-03-10')).totales, {
      visitantes: 2,
      vistas: 3,
      pedidosWhatsapp: 0,
      comentarios: 0,
    });
  assert.equal(await rowsOf(a, 'stat_salts'), 1);
});

test("the day's first events reaching both instances at once make one salt", { skip }, async () => {
  clock.set('2026-03-11T00:00:01-06:00');
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      sendBeacon(i % 2 ? a : b, { tipo: 'vista', ruta: '/' }, { address: '203.0.113.7' }),
    ),
  );
  assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([204]));
  const salts = await a.ctx.db.selectFrom('stat_salts').select('day').execute();
  assert.deepEqual(
    salts.map((row) => row.day),
    ['2026-03-11'],
  );
  assert.equal(await distinctVisitors('2026-03-11'), 1);
});

test('both instances rolling up at once count each day once', { skip }, async () => {
  clock.set('2026-03-12T09:00:00-06:00');
  const before = await report(a, '2026-03-10', '2026-03-11');
  const [fromA, fromB] = await Promise.all([a.ctx.statistics.rollUp(), b.ctx.statistics.rollUp()]);
  assert.deepEqual([...fromA, ...fromB].sort(), ['2026-03-10', '2026-03-11']);
  assert.equal(await rowsOf(a, 'stat_days'), 2);
  assert.deepEqual(await report(b, '2026-03-10', '2026-03-11'), before);
  assert.deepEqual(before.totales, { visitantes: 3, vistas: 23, pedidosWhatsapp: 0, comentarios: 0 });
});
