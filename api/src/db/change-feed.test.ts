import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Categoria } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/**
 * Two instances on one PostgreSQL database hear each other's writes through LISTEN/NOTIFY
 * (./change-feed.ts). When the listening connection drops, it is opened again and every cache
 * is dropped, since the changes sent meanwhile were missed. (test/cluster.test.ts runs the same
 * through haproxy with real processes.)
 */
const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass';

let a: TestServer | undefined;
let b: TestServer | undefined;
after(async () => {
  await b?.close().catch(() => undefined);
  if (b) await fs.rm(b.dataDir, { recursive: true, force: true });
  await a?.dispose();
});

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    assert.ok(Date.now() - start < timeoutMs, `${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

const names = async (server: TestServer) =>
  (await server.api<Categoria[]>('GET', '/public/categorias')).body.map((row) => row.nombre);

test('a dropped listening connection is opened again, and the caches are dropped then', { skip }, async () => {
  a = await startTestServer();
  const second = await fs.mkdtemp(path.join(os.tmpdir(), 'pasteleria-api-b-'));
  b = await startTestServer({ reuse: { dataDir: second, databaseUrl: a.databaseUrl } });
  const one = a;
  const two = b;

  const created = await one.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Primera' } });
  await eventually('the create', async () => (await names(two)).includes('Primera'), 1000);

  // The database drops both listening connections; meanwhile a change reaches no instance.
  await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(one.ctx.db);
  await one.ctx.db
    .updateTable('categorias')
    .set({ nombre: 'Cambiada a mano' })
    .where('id', '=', created.body.id)
    .execute();
  await eventually(
    'the caches dropped on reconnection',
    async () => (await names(two)).includes('Cambiada a mano'),
    5000,
  );

  // Listening again: a write through one is served by the other within a second.
  await eventually('listening again', async () => one.ctx.changes.listening && two.ctx.changes.listening, 5000);
  await one.admin('PUT', `/admin/categoria/${created.body.id}`, { body: { nombre: 'Después' } });
  await eventually('a write after reconnection', async () => (await names(two)).includes('Después'), 1000);
});
