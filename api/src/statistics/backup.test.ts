import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { BEHIND_A_PROXY, createShopContent, report, sendBeacon, TestClock } from '../../test/support/statistics.js';

/**
 * `npm run backup` and `npm run restore` carry the statistics (the backup reads every table from
 * the catalogue): the roll-ups and the raw events, but not the day's salt, which would let the
 * archive's holder test guessed addresses against the visitor hashes.
 */
const CLI = fileURLToPath(new URL('../backup/cli.js', import.meta.url));
const STATISTICS = ['stat_events', 'stat_days', 'stat_day_products', 'stat_day_pages', 'stat_day_origins'];

const clock = new TestClock('2026-03-09T12:00:00-06:00');
let work: string;
let source: TestServer;

function cli(args: string[], target: { dataDir: string; databaseUrl?: string | undefined }) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, INIT_CWD: work };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, cwd: work, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Every row of the statistics' tables, as JSON in UTC, in key order. */
async function statisticsRows(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
    const rows: Record<string, unknown[]> = {};
    for (const table of STATISTICS) {
      const { rows: found } = await sql<{ row: unknown }>`
        SELECT to_jsonb(t) AS row FROM ${sql.table(table)} AS t ORDER BY to_jsonb(t)::text`.execute(trx);
      rows[table] = found.map((row) => row.row);
    }
    return rows;
  });
}

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-statistics-backup-'));
  source = await startTestServer({ env: BEHIND_A_PROXY, now: clock.now });
  const shop = await createShopContent(source);
  const pasteles = `/categorias/${shop.categoria.slug}`;
  for (const [at, address] of [
    ['2026-03-09T12:00:00-06:00', '203.0.113.1'],
    ['2026-03-10T12:00:00-06:00', '203.0.113.2'],
  ] as const) {
    clock.set(at);
    for (const event of [
      { tipo: 'vista', ruta: pasteles, origen: 'www.google.com' },
      { tipo: 'producto', ruta: pasteles, producto: shop.productos[0].id },
      { tipo: 'whatsapp', ruta: pasteles, producto: shop.productos[0].id },
    ])
      assert.equal((await sendBeacon(source, event, { address })).status, 204);
  }
  // 9 March rolled up, 10 March (today) raw.
  assert.deepEqual(await source.ctx.statistics.rollUp(), ['2026-03-09']);
});
after(async () => {
  await source.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

test('backup and restore carry the roll-ups and the raw events, not the salt', async () => {
  const rows = await statisticsRows(source.ctx.db);
  for (const table of STATISTICS) assert.ok((rows[table]?.length ?? 0) > 0, `${table} has rows to carry`);
  const backup = await cli(['backup', 'tienda.gz'], { dataDir: source.dataDir, databaseUrl: source.databaseUrl });
  assert.equal(backup.code, 0, backup.stderr);
  const target = { dataDir: path.join(work, 'restaurada') };
  const restore = await cli(['restore', 'tienda.gz'], target);
  assert.equal(restore.code, 0, restore.stderr);

  const restored = await startTestServer({
    config: (config) => ({ ...config, databaseUrl: undefined }),
    reuse: { dataDir: target.dataDir, databaseUrl: undefined },
    now: clock.now,
  });
  try {
    assert.deepEqual(await statisticsRows(restored.ctx.db), rows);
    assert.equal(
      (await restored.ctx.db.selectFrom('stat_salts').selectAll().execute()).length,
      0,
      'the salt stays behind',
    );
    assert.deepEqual(
      await report(restored, '2026-03-09', '2026-03-10'),
      await report(source, '2026-03-09', '2026-03-10'),
    );
  } finally {
    await restored.dispose();
  }
});
