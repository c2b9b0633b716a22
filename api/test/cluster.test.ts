import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataUrl } from './support/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createDatabase, dropDatabase } from './support/harness.js';
import { startInstance, stopInstance, waitUntil, type Instance } from './support/instances.js';
import { freePort } from './support/postgres-server.js';

/**
 * Two instances of the server (real processes, `node dist/src/main.js`, each with its own data
 * folder) on one PostgreSQL database, behind Debian's haproxy, as a shop with two machines runs it:
 * what one instance writes the other serves within a second, a picture uploaded through one is
 * served by the other, rate limits count across both, and five rolling restarts under steady
 * reads and writes lose no request and no write. Runs on the PostgreSQL pass of the suite (TEST_DATABASE_URL) with haproxy
 * installed (.ci/run installs both).
 */
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => spawnSync(file, ['-v']).status === 0);
const skip = !process.env.TEST_DATABASE_URL
  ? 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass'
  : !HAPROXY
    ? 'needs haproxy (apt-get install haproxy)'
    : false;

let databaseUrl = '';
let balancer: ChildProcess | undefined;
let site = '';
let haproxySocket = '';
const instances: Instance[] = [];
const scratch: string[] = [];

async function startBalancer(port: number, backends: Instance[]): Promise<ChildProcess> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pasteleria-haproxy-'));
  scratch.push(dir);
  const config = path.join(dir, 'haproxy.cfg');
  haproxySocket = path.join(dir, 'haproxy.sock');
  await fs.writeFile(config, haproxyConfig(port, backends, haproxySocket));
  // Its log (servers going down and up during the rolling restart) is shown only if it fails to start.
  const child = spawn(HAPROXY ?? 'haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntil('haproxy', async () =>
    (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok ? true : undefined,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${log}`);
  });
  return child;
}

/**
 * The README's haproxy example ("Más de un servidor") as it is written there, with this test's
 * ports, and a stats socket so the test can wait, as an operator's script would, until a restarted
 * instance is back in rotation.
 */
function haproxyConfig(port: number, backends: Instance[], socket: string): string {
  return `global
  maxconn 512
  stats socket ${socket}

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch

frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/v1/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${backends.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`).join('\n')}
`;
}

/** The state haproxy gives each server of the backend ('UP', 'DOWN', 'UP 1/2'…), from its stats socket. */
async function serverStates(): Promise<Map<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const socket = net.connect(haproxySocket, () => socket.end('show stat\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  return new Map(
    rows
      .map((row) => row.split(','))
      .filter((cells) => cells[proxy ?? 0] === 'instances')
      .map((cells) => [cells[server ?? 0] ?? '', cells[status ?? 0] ?? '']),
  );
}

interface Reply<T> {
  status: number;
  body: T;
}

async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; forwardedFor?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function login(base: string): Promise<string> {
  const answer = await call<{ token: string }>(base, 'POST', '/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  assert.equal(answer.status, 200);
  return answer.body.token;
}

/** Milliseconds until `check` holds on `base`, at most 1 s (then the assertion fails). */
async function servedWithinOneSecond(what: string, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    assert.ok(Date.now() - start < 1000, `${what}: not served within 1 s`);
    await sleep(10);
  }
  return Date.now() - start;
}

interface Category {
  id: number;
  slug: string;
  nombre: string;
  urlfoto: string | null;
}

const categoryNames = async (base: string) =>
  (await call<Category[]>(base, 'GET', '/public/categorias')).body.map((row) => row.nombre);

before(async () => {
  if (skip) return;
  databaseUrl = await createDatabase();
  for (const name of ['a', 'b']) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `pasteleria-${name}-`));
    scratch.push(dataDir);
    instances.push(await startInstance(name, await freePort(), dataDir, { DATABASE_URL: databaseUrl }));
  }
  const port = await freePort();
  balancer = await startBalancer(port, instances);
  site = `http://127.0.0.1:${port}`;
});

after(async () => {
  balancer?.kill('SIGTERM');
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  if (databaseUrl) await dropDatabase(databaseUrl);
  await Promise.all(scratch.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

test('a token issued by one instance works on the other', { skip }, async () => {
  const [a, b] = instances as [Instance, Instance];
  const token = await login(a.url);
  const me = await call<{ email: string }>(b.url, 'GET', '/auth/me', { token });
  assert.equal(me.status, 200);
  assert.equal(me.body.email, ADMIN_EMAIL);
});

test('a create, a rename and a delete through one instance are served by the other within 1 s', { skip }, async () => {
  const [a, b] = instances as [Instance, Instance];
  const token = await login(a.url);
  // B has the list cached before each write, so only the change feed can make it fresh.
  assert.ok(!(await categoryNames(b.url)).includes('Cluster'));
  const created = await call<Category>(a.url, 'POST', '/admin/categoria', { token, body: { nombre: 'Cluster' } });
  assert.equal(created.status, 201);
  await servedWithinOneSecond('create', async () => (await categoryNames(b.url)).includes('Cluster'));
  assert.equal((await call(b.url, 'GET', `/public/categorias/${created.body.slug}`)).status, 200);

  const renamed = await call<Category>(a.url, 'PUT', `/admin/categoria/${created.body.id}`, {
    token,
    body: { nombre: 'Cluster renombrada' },
  });
  assert.equal(renamed.status, 200);
  assert.notEqual(renamed.body.slug, created.body.slug);
  await servedWithinOneSecond('rename', async () => (await categoryNames(b.url)).includes('Cluster renombrada'));
  await servedWithinOneSecond(
    'the new slug',
    async () => (await call(b.url, 'GET', `/public/categorias/${renamed.body.slug}`)).status === 200,
  );
  assert.equal((await call(b.url, 'GET', `/public/categorias/${created.body.slug}`)).status, 404, 'the old slug');

  assert.equal((await call(a.url, 'DELETE', `/admin/categoria/${created.body.id}`, { token })).status, 200);
  await servedWithinOneSecond('delete', async () => !(await categoryNames(b.url)).includes('Cluster renombrada'));
});

test('a picture uploaded through one instance is served by the other, and removed from both', { skip }, async () => {
  const [a, b] = instances as [Instance, Instance];
  const token = await login(a.url);
  const created = await call<Category>(a.url, 'POST', '/admin/categoria', {
    token,
    body: { nombre: 'Con foto', urlfoto: await dataUrl('png', 32) },
  });
  assert.equal(created.status, 201);
  const picture = `/img/categoria/${created.body.urlfoto ?? ''}`;
  const fromA = await fetch(`${a.url}${picture}`);
  const fromB = await fetch(`${b.url}${picture}`);
  assert.equal(fromB.status, 200);
  assert.equal(fromB.headers.get('content-type'), 'image/png');
  assert.deepEqual(Buffer.from(await fromB.arrayBuffer()), Buffer.from(await fromA.arrayBuffer()));
  assert.equal((await fetch(`${b.url}/img/categoria/640w/${created.body.urlfoto ?? ''}.webp`)).status, 200);

  assert.equal((await call(a.url, 'DELETE', `/admin/categoria/${created.body.id}`, { token })).status, 200);
  await servedWithinOneSecond('the removal', async () => (await fetch(`${b.url}${picture}`)).status === 404);
});

test('the comment limit counts the comments sent to both instances', { skip }, async () => {
  const body = { nombre: 'Ana', email: 'ana@test.local', comentario: 'Muy rico', rating: 5 };
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) statuses.push((await call(site, 'POST', '/public/comentarios', { body })).status);
  // COMMENT_RATE_LIMIT_IP is 10 per address; haproxy round-robins, so each instance saw about 6.
  assert.deepEqual(statuses, [...Array<number>(10).fill(201), 429, 429]);
});

test(
  'five rolling restarts under steady reads and writes: no request fails and no write is lost',
  { skip, timeout: 300_000 },
  async () => {
    const token = await login(site);
    const created = await call<Category>(site, 'POST', '/admin/categoria', { token, body: { nombre: 'Tráfico' } });
    assert.equal(created.status, 201);
    const failures: string[] = [];
    let served = 0;
    let running = true;
    /** What the writers were told was stored: each category created, and the last description saved. */
    const createdIds = new Map<number, string>();
    let lastSaved = '';

    const request = async <T>(method: string, url: string, body?: unknown): Promise<Reply<T> | undefined> => {
      const answer = await call<T>(site, method, url, { token, body }).catch((error: unknown) => ({
        status: 0,
        body: String((error as Error).cause ?? error) as T,
      }));
      if (answer.status >= 200 && answer.status < 300) {
        served += 1;
        return answer;
      }
      failures.push(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return undefined;
    };
    const reads = [
      '/public/categorias',
      `/public/categorias/${created.body.slug}`,
      '/public/blog/posts',
      '/public/slides',
    ];
    const reader = async (offset: number) => {
      for (let i = offset; running; i += 1) await request('GET', reads[i % reads.length] ?? '/public/slides');
    };
    const creator = async () => {
      for (let i = 0; running; i += 1) {
        const nombre = `Reinicio ${i}`;
        const answer = await request<Category>('POST', '/admin/categoria', { nombre });
        if (answer) createdIds.set(answer.body.id, nombre);
      }
    };
    const editor = async () => {
      for (let i = 0; running; i += 1) {
        const descripcion = `<p>vuelta ${i}</p>`;
        if (await request('PUT', `/admin/categoria/${created.body.id}`, { descripcion })) lastSaved = descripcion;
      }
    };
    const traffic = [reader(0), reader(1), reader(2), creator(), editor()];

    const bothUp = () =>
      waitUntil(
        'both instances in rotation',
        async () => ([...(await serverStates()).values()].every((state) => state === 'UP') ? true : undefined),
        30_000,
      );
    for (let round = 1; round <= 5; round += 1) {
      for (const [index, instance] of instances.entries()) {
        await bothUp();
        assert.equal(await stopInstance(instance), 0, `${instance.name} stopped cleanly (round ${round})`);
        instances[index] = await startInstance(instance.name, instance.port, instance.dataDir, instance.env);
      }
    }
    await bothUp();
    running = false;
    await Promise.all(traffic);
    assert.deepEqual(failures, []);
    assert.ok(served > 500, `steady traffic: ${served} requests served`);

    // Every write that was answered is stored, once.
    const stored = (await call<Category[]>(site, 'GET', '/admin/categoria', { token })).body;
    const restarts = stored.filter((row) => row.nombre.startsWith('Reinicio '));
    assert.deepEqual(
      restarts.map((row) => [row.id, row.nombre]).sort(([a], [b]) => Number(a) - Number(b)),
      [...createdIds].sort(([a], [b]) => a - b),
    );
    const edited = await call<{ descripcion: string }>(site, 'GET', `/admin/categoria/${created.body.id}`, { token });
    assert.equal(edited.body.descripcion, lastSaved);
  },
);
