import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dropDatabase, newDatabase } from '../../test/support/harness.js';
import { BROWSER } from '../../test/support/statistics.js';

/**
 * Neither the visitor's address nor their user agent is kept with an event: the real server (a
 * process, `node dist/src/main.js`, logging JSON lines at info, behind one proxy) writes the
 * beacon's request line without them, where another API call's line has the address; and the
 * database holds the day's hash alone.
 */
const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
const ADDRESS = '203.0.113.77';
const AGENT = `${BROWSER} Privacidad/77`;

let target: { dataDir: string; databaseUrl: string | undefined };
let webRoot: string;
let server: ChildProcess;
let log = '';
let site = '';

before(async () => {
  target = await newDatabase();
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-no-site-'));
  server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
      WEB_ROOT: webRoot,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED: '0',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (let waited = 0; !site; waited += 25) {
    assert.ok(waited < 30_000 && server.exitCode === null, `the server did not start:\n${log}`);
    site = /Sitio en (http:\/\/[^\s·"]+)/.exec(log)?.[1] ?? '';
    await sleep(25);
  }
});
/** Stops the server (the embedded database is then free to open here). */
async function stopServer(): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT'); // at once: SIGTERM would first wait SHUTDOWN_DELAY_MS for a balancer
  await exited;
}

after(async () => {
  await stopServer();
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  fs.rmSync(webRoot, { recursive: true, force: true });
  if (target.databaseUrl) await dropDatabase(target.databaseUrl);
});

const headers = { 'user-agent': AGENT, 'x-forwarded-for': ADDRESS };

/** The log's JSON lines about one path. */
function linesAbout(pathname: string): Array<Record<string, unknown> & { req?: Record<string, unknown> }> {
  return log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown> & { req?: Record<string, unknown> })
    .filter((entry) => entry.req?.url === pathname);
}

test("the beacon's request line has no address and no user agent; another call's has the address", async () => {
  const beacon = (body: string) =>
    fetch(`${site}/api/v1/public/eventos`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
  assert.equal((await beacon(JSON.stringify({ tipo: 'vista', ruta: '/' }))).status, 204);
  assert.equal((await beacon(JSON.stringify({ tipo: 'clic', ruta: '/' }))).status, 422);
  assert.equal((await fetch(`${site}/api/v1/public/categorias`, { headers })).status, 200);
  // The lines are written as each answer ends.
  for (let waited = 0; linesAbout('/api/v1/public/categorias').length === 0; waited += 25) {
    assert.ok(waited < 5000, `no request line:\n${log}`);
    await sleep(25);
  }
  const beacons = linesAbout('/api/v1/public/eventos');
  assert.equal(beacons.length, 2, log);
  for (const line of beacons) {
    assert.deepEqual(line.req, { method: 'POST', url: '/api/v1/public/eventos' });
    assert.ok(!JSON.stringify(line).includes(ADDRESS), JSON.stringify(line));
  }
  assert.equal(linesAbout('/api/v1/public/categorias')[0]?.req?.remoteAddress, ADDRESS, 'the address is read');
  assert.ok(!log.includes('Privacidad/77'), 'no line has the user agent');
});

test('the database keeps the day’s hash of the visitor, never their address or user agent', async () => {
  await stopServer();
  const db = await openDatabase(target);
  try {
    const { rows } = await sql<{ row: string }>`
      SELECT row_to_json(e)::text AS row FROM stat_events AS e`.execute(db);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.match(row?.row ?? '', /"visitor":"[0-9a-f]{32}"/);
    for (const trait of [ADDRESS, 'Privacidad', 'Chrome']) assert.ok(!row?.row.includes(trait), trait);
  } finally {
    await db.destroy();
  }
});
