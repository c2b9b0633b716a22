import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { RETRY_AFTER_SECONDS, UNAVAILABLE } from '../src/http/errors.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/harness.js';
import { startInstance } from './support/instances.js';
import { freePort, portFor, POSTGRES_BIN, ThrowawayPostgres } from './support/postgres-server.js';
import { scrape, valueOf } from './support/metrics.js';
import { BROWSER } from './support/statistics.js';
import { call, Traffic, type Outcome, type Reply } from './support/traffic.js';

/**
 * A real PostgreSQL server of this test's own (the suite's shared one must keep running), stopped
 * under steady traffic to the API as `npm start` runs it, then started again; twice, `fast` (every
 * session ended at once) and `immediate` (no clean shutdown at all). Meanwhile the process stays
 * up, reads the cache holds answer 200 (a post's too, although reading it counts a visit) and so do
 * the statistics' beacons, writes and reads the cache does not hold answer 503 with `Retry-After`
 * and the Spanish message, never 500; once the server is back, writes succeed, the change feed
 * listens again and the visits and events owed are stored, every one once, with no restart; each
 * outage is logged once, and its metrics say so (the database down, the writes owed, then none). PostgreSQL pass only.
 * Its port: OUTAGE_PG_PORT, else 55441 when free, else any free one.
 */
const skip = !process.env.TEST_DATABASE_URL
  ? 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass'
  : !POSTGRES_BIN
    ? "needs PostgreSQL's server binaries (apt-get install -y postgresql)"
    : false;

type Kind = 'read' | 'post' | 'beacon' | 'comment' | 'admin';
/** What the cache holds, or what can wait for the database: answered whatever the database does. */
const ALWAYS_ANSWERED: readonly Kind[] = ['read', 'post', 'beacon'];
type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'back';
const WRITES = ['comment', 'admin'] as const;

const scratch: string[] = [];
let database: ThrowawayPostgres | undefined;
let api: ChildProcess | undefined;
after(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api?.once('exit', resolve));
    api.kill('SIGINT'); // at once: SIGTERM would first wait SHUTDOWN_DELAY_MS for a balancer
    await exited;
  }
  await database?.remove();
  await Promise.all(scratch.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The API as `npm start` runs it, on `databaseUrl`, with its metrics; its log lines (JSON, and stderr's) are collected in `logs`. */
async function startApi(
  databaseUrl: string,
  logs: string[],
): Promise<{ child: ChildProcess; base: string; metrics: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pasteleria-outage-'));
  scratch.push(dataDir);
  const metricsPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    COMMENT_RATE_LIMIT_IP: '100000',
    METRICS_PORT: String(metricsPort),
  };
  const api = await startInstance('the API', await freePort(), dataDir, env, logs);
  return { child: api.process, base: api.url, metrics: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** A page view's beacon as a browser sends it (text/plain, a browser's user agent: a robot's is not counted). */
async function sendBeacon(base: string, event: object): Promise<Reply> {
  try {
    const response = await fetch(`${base}/api/v1/public/eventos`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      body: JSON.stringify(event),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
  } catch (error) {
    return { status: 0, headers: new Headers(), body: String(error) };
  }
}

/** An answer of the traffic is a success or the outage's 503, with its header and message. */
function answersAsItShould(outcome: Outcome<Kind, Phase>): { ok: boolean; unavailable: boolean } {
  const ok = outcome.status >= 200 && outcome.status < 300;
  const unavailable =
    outcome.status === 503 && outcome.retryAfter === String(RETRY_AFTER_SECONDS) && outcome.message === UNAVAILABLE;
  return { ok, unavailable };
}

/** Stops the server under `traffic` and starts it again; asserts what every answer meanwhile was. */
async function outage(
  server: ThrowawayPostgres,
  mode: 'fast' | 'immediate',
  { base, metrics }: { base: string; metrics: string },
  traffic: Traffic<Kind, Phase>,
) {
  traffic.outcomes.length = 0;
  traffic.phase = 'up';
  await sleep(500);
  traffic.phase = 'stopping';
  await server.stop(mode);
  traffic.phase = 'down';
  await waitUntil(`writes refused and cached reads answered while the server is down (${mode})`, () =>
    [...WRITES, ...ALWAYS_ANSWERED].every((kind) => traffic.of(kind, 'down').length >= 5),
  );
  const uncached = await call(base, 'GET', `/public/blog/pagina/nunca-leida-${mode}`);
  assert.equal(uncached.status, 503, 'a read the cache does not hold');
  assert.equal(uncached.headers.get('retry-after'), String(RETRY_AFTER_SECONDS));
  assert.deepEqual(uncached.body, { message: UNAVAILABLE });
  const health = await call(base, 'GET', '/health');
  assert.deepEqual([health.status, health.body], [503, { status: 'error', database: 'error' }]);
  const down = await scrape(metrics);
  assert.equal(valueOf(down, 'pasteleria_db_up'), 0, `${mode}: the database is down`);
  for (const kind of ['visits', 'beacons'])
    assert.ok((valueOf(down, 'pasteleria_db_writes_owed', { kind }) ?? 0) > 0, `${mode}: ${kind} owed`);
  traffic.phase = 'starting';
  await server.start();
  traffic.phase = 'back';
  await waitUntil(`writes to succeed again (${mode})`, () =>
    WRITES.every((kind) => traffic.of(kind, 'back').filter((outcome) => answersAsItShould(outcome).ok).length >= 3),
  );

  const summary = `${mode}: ${traffic.summary()}`;
  for (const outcome of traffic.outcomes) {
    const { ok, unavailable } = answersAsItShould(outcome);
    const shown = `${JSON.stringify(outcome)}; ${summary}`;
    assert.ok(ok || unavailable, shown);
    if (outcome.phase === 'up' || ALWAYS_ANSWERED.includes(outcome.kind)) assert.ok(ok, shown);
    if (outcome.phase === 'down') assert.equal(ok, ALWAYS_ANSWERED.includes(outcome.kind), shown);
  }
  for (const kind of ALWAYS_ANSWERED) assert.ok(traffic.of(kind, 'down').length >= 5, summary);
  for (const kind of WRITES) {
    const back = traffic.of(kind, 'back');
    const first = back.findIndex((outcome) => answersAsItShould(outcome).ok);
    assert.ok(
      back.slice(first).every((outcome) => answersAsItShould(outcome).ok),
      `${kind}: once one succeeds again, every one does; ${summary}`,
    );
  }
}

/** What another instance on the same database announces is served: the change feed listens. */
async function changeFeedListens(server: ThrowawayPostgres, base: string, categoryId: number, name: string) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query('UPDATE categorias SET nombre = $1 WHERE id = $2', [name, categoryId]);
    await waitUntil('the change feed to listen again', async () => {
      await client.query(`SELECT pg_notify('pasteleria_cambios', '{"tags":["categoria"]}')`);
      const listed = (await call(base, 'GET', '/public/categorias')).body as Array<{ nombre: string }>;
      return listed.some((row) => row.nombre === name);
    });
  } finally {
    await client.end();
  }
}

test(
  'PostgreSQL stopped under traffic and started again: cached reads answer, writes answer 503 meanwhile and then succeed, with no restart',
  { skip, timeout: 240_000 },
  async () => {
    database = await ThrowawayPostgres.create(await portFor(Number(process.env.OUTAGE_PG_PORT ?? 55441)));
    await database.start();
    const logs: string[] = [];
    const started = await startApi(database.url, logs);
    api = started.child;
    const { base, metrics } = started;

    const login = await call(base, 'POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    assert.equal(login.status, 200);
    const token = (login.body as { token: string }).token;
    const category = await call(base, 'POST', '/admin/categoria', { nombre: 'Conchas' }, token);
    const branch = await call(base, 'POST', '/admin/empresa', { nombre: 'Centro' }, token);
    assert.deepEqual([category.status, branch.status], [201, 201]);
    const categoryId = (category.body as { id: number }).id;
    const branchId = (branch.body as { id: number }).id;

    const post = await call(
      base,
      'POST',
      '/admin/post',
      {
        name: 'Historia del pan',
        title: 'Historia del pan',
        description: 'Un recorrido',
        descripcion: '<p>Texto</p>',
      },
      token,
    );
    assert.equal(post.status, 201);
    const { id: postId, slug } = post.body as { id: number; slug: string };
    const beacon = { tipo: 'vista', ruta: `/blog/post/${slug}` };
    // Every post read and beacon answered: each is a visit, or a view, to be stored.
    const answered = { post: 0, beacon: 0 };
    const tally = (reply: Reply) => {
      if (reply.status >= 200 && reply.status < 300) answered[reply.status === 204 ? 'beacon' : 'post'] += 1;
      return reply;
    };

    // Public reads the cache holds (no write below touches their tags; a post's read counts a
    // visit), a page view's beacon, a visitor's comment, an admin's edit.
    const traffic = new Traffic<Kind, Phase>('up', {
      read: () => call(base, 'GET', '/public/categorias'),
      post: () => call(base, 'GET', `/public/blog/post/${slug}`).then(tally),
      beacon: () => sendBeacon(base, beacon).then(tally),
      comment: (n) =>
        call(base, 'POST', '/public/comentarios', { nombre: 'Ana', comentario: `Muy ricas (${n})`, rating: 5 }),
      admin: (n) => call(base, 'PUT', `/admin/empresa/${branchId}`, { descripcion: `Edición ${n}` }, token),
    });
    try {
      for (const mode of ['fast', 'immediate'] as const) {
        await outage(database, mode, started, traffic);
        await changeFeedListens(database, base, categoryId, `Conchas (${mode})`);
        assert.equal((await call(base, 'GET', '/health')).status, 200);
      }
    } finally {
      await traffic.stop();
    }
    assert.equal(api.exitCode, null, 'the API process is still running');

    // Every visit and page view answered was stored once the database was back: none lost, none twice.
    const stored = new pg.Client({ connectionString: database.url });
    await stored.connect();
    try {
      const counts = async () => {
        const visits = await stored.query<{ visits: number }>('SELECT visits FROM posts WHERE id = $1', [postId]);
        const views = await stored.query<{ n: string }>("SELECT count(*) AS n FROM stat_events WHERE kind = 'vista'");
        return [visits.rows[0]?.visits, Number(views.rows[0]?.n)];
      };
      const expected = [answered.post, answered.beacon];
      await waitUntil(
        'the owed visits and views to be stored',
        async () => JSON.stringify(await counts()) === JSON.stringify(expected),
      ).catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}: stored ${JSON.stringify(await counts())}, answered ${JSON.stringify(expected)}`,
        );
      });
    } finally {
      await stored.end();
    }
    const back = await scrape(metrics);
    assert.equal(valueOf(back, 'pasteleria_db_up'), 1);
    for (const kind of ['visits', 'beacons', 'reports'])
      assert.equal(valueOf(back, 'pasteleria_db_writes_owed', { kind }), 0, kind);
    assert.ok((valueOf(back, 'pasteleria_db_query_errors_total', { reason: 'unreachable' }) ?? 0) > 0);

    // Each outage: one warning when it began, one line when it ended; no request logged as a fault.
    const entries = logs.flatMap((line) => {
      try {
        return [JSON.parse(line) as { level: number; msg: string }];
      } catch {
        return [];
      }
    });
    const told = (start: string) => entries.filter((entry) => entry.msg.startsWith(start)).map((entry) => entry.level);
    assert.deepEqual(told('database unreachable'), [40, 40], logs.join('\n'));
    assert.deepEqual(told('database reachable again'), [30, 30], logs.join('\n'));
    assert.deepEqual(
      entries.filter((entry) => entry.level >= 50),
      [],
      'no error lines',
    );
    assert.ok(!logs.some((line) => line.startsWith('PostgreSQL closed')), logs.join('\n'));
  },
);
