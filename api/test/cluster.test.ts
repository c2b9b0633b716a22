import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataUrl } from './support/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createDatabase, dropDatabase } from './support/harness.js';
import { startInstance, stopInstance, waitUntil, type Instance } from './support/instances.js';
import { freePort } from './support/postgres-server.js';

/**
 * Two instances of the server (real processes, `node dist/src/main.js`, each with its own data
 * folder) on one PostgreSQL database, behind the repository's balancer configurations
 * (deploy/haproxy.cfg and deploy/nginx.conf, as an operator installs them, with only this test's
 * addresses in them), as a shop with two machines runs it: what one instance writes the other serves
 * within a second, a picture uploaded through one is served by the other, rate limits count across
 * both, and five rolling restarts under steady reads and writes through both balancers lose no
 * request and no write. Runs on the PostgreSQL pass of the suite (TEST_DATABASE_URL) with haproxy
 * and nginx installed (.ci/run installs them); each file's syntax is checked in both passes.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEPLOY = path.resolve(HERE, '../../../deploy');
const installed = (files: string[], versionFlag: string) =>
  files.find((file) => spawnSync(file, [versionFlag]).status === 0);
const HAPROXY = installed(['/usr/sbin/haproxy', '/usr/bin/haproxy'], '-v');
const NGINX = installed(['/usr/sbin/nginx', '/usr/bin/nginx'], '-v');
const skip = !process.env.TEST_DATABASE_URL
  ? 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass'
  : !HAPROXY || !NGINX
    ? 'needs haproxy and nginx (apt-get install haproxy nginx)'
    : false;

let databaseUrl = '';
const balancers: ChildProcess[] = [];
/** The site through haproxy, and through nginx. */
let site = '';
let siteByNginx = '';
let haproxySocket = '';
/** nginx's process, its site file (deploy/nginx.conf as installed here) and its port. */
let nginx: { process: ChildProcess; site: string; port: number } | undefined;
const instances: Instance[] = [];
const scratch: string[] = [];

/** Starts a balancer (`command` with `args`) and resolves once the site answers through it at `url`. */
async function startBalancer(name: string, command: string, args: string[], url: string): Promise<ChildProcess> {
  // Its log (servers going down and up during the rolling restart) is shown only if it fails to start.
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntil(name, async () => ((await fetch(`${url}/api/v1/health`)).ok ? true : undefined)).catch(
    (error: unknown) => {
      throw new Error(`${String(error)}\n${log}`);
    },
  );
  return child;
}

/**
 * A balancer's file from deploy/ with this test's addresses and nothing else changed: its listening
 * line (`listen`) on 127.0.0.1:`port`, and its example `server` lines replaced by one per instance,
 * each with the options the file gives its first one.
 */
async function deployFile(file: string, listen: RegExp, port: number, backends: Instance[]): Promise<string> {
  const text = await fs.readFile(path.join(DEPLOY, file), 'utf8');
  const server = /^( *server )(\w+ )?\d+\.\d+\.\d+\.\d+:\d+(.*)\n/gm;
  const [first] = text.matchAll(server);
  assert.ok(first && listen.test(text), `deploy/${file}: a listening line and server lines as expected`);
  const [, indent = '', named, options = ''] = first;
  const servers = backends
    .map((instance) => `${indent}${named ? `${instance.name} ` : ''}127.0.0.1:${instance.port}${options}\n`)
    .join('');
  let seen = 0;
  return text
    .replace(listen, (line) => line.replace(/(bind |listen )\S*?(;?)$/, `$1127.0.0.1:${port}$2`))
    .replace(server, () => (seen++ === 0 ? servers : ''));
}

/**
 * haproxy's arguments: deploy/haproxy.cfg, and a stats socket of the test's own (`dir`/haproxy.sock)
 * to follow the servers' states.
 */
async function haproxyArgs(dir: string, port: number, backends: Instance[]): Promise<string[]> {
  const config = path.join(dir, 'haproxy.cfg');
  const observe = path.join(dir, 'observe.cfg');
  await fs.writeFile(config, await deployFile('haproxy.cfg', /^ *bind :80$/m, port, backends));
  await fs.writeFile(observe, `global\n  maxconn 512\n  stats socket ${path.join(dir, 'haproxy.sock')}\n`);
  return ['-f', observe, '-f', config];
}

/**
 * nginx's arguments: deploy/nginx.conf in the http context of a main file of the test's own (in the
 * foreground, its log on stderr, its temporary files in `dir`), as Debian's nginx.conf includes conf.d/.
 */
async function nginxArgs(dir: string, port: number, backends: Instance[]): Promise<string[]> {
  // Readable by the workers, which run as another user when nginx is started as root.
  await fs.chmod(dir, 0o755);
  const site = path.join(dir, 'pasteleria.conf');
  await writeNginxSite(site, port, backends);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  const main = path.join(dir, 'nginx.conf');
  await fs.writeFile(
    main,
    `daemon off;\nworker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log stderr warn;\n` +
      `events {\n  worker_connections 512;\n}\nhttp {\n  access_log off;\n${temp}\n  include ${site};\n}\n`,
  );
  return ['-e', 'stderr', '-p', dir, '-c', main];
}

/** deploy/nginx.conf with this test's addresses, the instance named `down` (if any) marked `down`. */
async function writeNginxSite(file: string, port: number, backends: Instance[], down?: Instance): Promise<void> {
  let text = await deployFile('nginx.conf', /^ *listen 80;$/m, port, backends);
  if (down) text = text.replace(new RegExp(`^( *server 127\\.0\\.0\\.1:${down.port}\\b.*?);$`, 'm'), '$1 down;');
  assert.ok(!down || text.includes(' down;'), `nginx: ${down?.name ?? ''} marked down`);
  await fs.writeFile(file, text);
}

/**
 * What deploy/nginx.conf asks of whoever restarts an instance, since nginx cannot see it draining:
 * its server marked `down` (or back, with none) and nginx reloaded (SIGHUP, as `nginx -s reload`).
 */
async function tellNginx(down?: Instance): Promise<void> {
  assert.ok(nginx);
  await writeNginxSite(nginx.site, nginx.port, instances, down);
  nginx.process.kill('SIGHUP');
}

async function scratchDir(name: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `pasteleria-${name}-`));
  scratch.push(dir);
  return dir;
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
  options: { token?: string; body?: unknown; forwardedFor?: string; ownConnection?: boolean } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ownConnection) headers.connection = 'close';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  // A balancer's own error page is HTML: kept as text, so a failure names its status.
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? JSON.parse(text) : text || undefined) as T };
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
    const dataDir = await scratchDir(name);
    instances.push(await startInstance(name, await freePort(), dataDir, { DATABASE_URL: databaseUrl }));
  }
  const [haproxyPort, nginxPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${haproxyPort}`;
  siteByNginx = `http://127.0.0.1:${nginxPort}`;
  const haproxyDir = await scratchDir('haproxy');
  haproxySocket = path.join(haproxyDir, 'haproxy.sock');
  const haproxy = await haproxyArgs(haproxyDir, haproxyPort, instances);
  balancers.push(await startBalancer('haproxy', HAPROXY ?? 'haproxy', [...haproxy, '-db'], site));
  const nginxDir = await scratchDir('nginx');
  const nginxProcess = await startBalancer(
    'nginx',
    NGINX ?? 'nginx',
    await nginxArgs(nginxDir, nginxPort, instances),
    siteByNginx,
  );
  balancers.push(nginxProcess);
  nginx = { process: nginxProcess, site: path.join(nginxDir, 'pasteleria.conf'), port: nginxPort };
});

after(async () => {
  balancers.forEach((balancer) => balancer.kill('SIGTERM'));
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  if (databaseUrl) await dropDatabase(databaseUrl);
  await Promise.all(scratch.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

test('deploy/haproxy.cfg and deploy/nginx.conf are valid configurations of their balancer', async (t) => {
  const backends = ['a', 'b'].map((name, i) => ({ name, port: 8081 + i }) as Instance);
  const checks: [string, string | undefined, (dir: string) => Promise<string[]>, string][] = [
    [
      'haproxy',
      HAPROXY,
      async (dir) => [...(await haproxyArgs(dir, 8080, backends)), '-c'],
      'Configuration file is valid',
    ],
    ['nginx', NGINX, async (dir) => [...(await nginxArgs(dir, 8080, backends)), '-t'], 'test is successful'],
  ];
  for (const [name, command, args, valid] of checks) {
    if (!command) {
      t.diagnostic(`${name} is not installed: its file is not checked`);
      continue;
    }
    const checked = spawnSync(command, await args(await scratchDir(name)), { encoding: 'utf8' });
    assert.equal(checked.status, 0, `${name}:\n${checked.stdout}${checked.stderr}`);
    assert.match(`${checked.stdout}${checked.stderr}`, new RegExp(valid));
  }
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

    const request = async <T>(
      base: string,
      method: string,
      url: string,
      body?: unknown,
    ): Promise<Reply<T> | undefined> => {
      // nginx's reloads close its idle client connections: a browser sends again a request that its
      // kept connection lost before any answer, this client does not, so through nginx each request
      // has a connection of its own.
      const ownConnection = base === siteByNginx;
      const answer = await call<T>(base, method, url, { token, body, ownConnection }).catch((error: unknown) => ({
        status: 0,
        body: String((error as Error).cause ?? error) as T,
      }));
      if (answer.status >= 200 && answer.status < 300) {
        served += 1;
        return answer;
      }
      failures.push(
        `${base === site ? 'haproxy' : 'nginx'} ${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
      return undefined;
    };
    const reads = [
      '/public/categorias',
      `/public/categorias/${created.body.slug}`,
      '/public/blog/posts',
      '/public/slides',
    ];
    const reader = async (base: string, offset: number) => {
      for (let i = offset; running; i += 1) await request(base, 'GET', reads[i % reads.length] ?? '/public/slides');
    };
    const creator = async (base: string) => {
      for (let i = 0; running; i += 1) {
        const nombre = `Reinicio ${base === site ? 'h' : 'n'}${i}`;
        const answer = await request<Category>(base, 'POST', '/admin/categoria', { nombre });
        if (answer) createdIds.set(answer.body.id, nombre);
      }
    };
    // One editor, so the last description acknowledged is the last one stored.
    const editor = async () => {
      for (let i = 0; running; i += 1) {
        const descripcion = `<p>vuelta ${i}</p>`;
        if (await request(site, 'PUT', `/admin/categoria/${created.body.id}`, { descripcion })) lastSaved = descripcion;
      }
    };
    const traffic = [
      ...[site, siteByNginx].flatMap((base) => [reader(base, 0), reader(base, 1), creator(base)]),
      editor(),
    ];

    const bothUp = () =>
      waitUntil(
        'both instances in rotation',
        async () => ([...(await serverStates()).values()].every((state) => state === 'UP') ? true : undefined),
        30_000,
      );
    try {
      for (let round = 1; round <= 5; round += 1) {
        for (const [index, instance] of instances.entries()) {
          await bothUp();
          // haproxy's checks see the instance draining; nginx is told (its reload is done well
          // within the instance's SHUTDOWN_DELAY_MS, while the instance still serves).
          await tellNginx(instance);
          assert.equal(await stopInstance(instance), 0, `${instance.name} stopped cleanly (round ${round})`);
          instances[index] = await startInstance(instance.name, instance.port, instance.dataDir, instance.env);
          await tellNginx();
        }
      }
      await bothUp();
    } finally {
      // Also when a restart fails: the traffic stops, so the suite goes on.
      running = false;
      await Promise.all(traffic);
    }
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
