// Stopping `npm start` as `docker stop` and process managers do: SIGTERM (or SIGINT) to the npm
// process alone. After SIGTERM the server first keeps serving for SHUTDOWN_DELAY_MS (5 s) while
// /api/v1/health answers 503, so a balancer takes it out; SIGINT (Ctrl-C) skips that wait. Then the
// request in flight completes, new connections are refused, the whole process tree is gone within
// 12 s, and a restart on the same DATA_DIR serves what was written, the in-flight write included.
// No browser: the site is started by this file, not the shared one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../src/paths.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort } from '../src/site.js';

/** What the brief of a process manager allows: 10 s of drain, and the process gone soon after. */
const GONE_WITHIN_MS = 12_000;
/** SIGTERM's default SHUTDOWN_DELAY_MS: serving on, while /health tells the balancer to stop sending. */
const SIGTERM_DELAY_MS = 5_000;

interface Started {
  npm: ChildProcess;
  url: string;
  output: () => string;
}

/** `npm start` in its own process group (so the test can see every process it leaves). */
async function npmStart(dataDir: string, port: number): Promise<Started> {
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED: '0',
      LOG_LEVEL: 'info',
    },
  });
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await expect(async () => {
    expect(npm.exitCode, output).toBeNull();
    expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
  }).toPass({ timeout: 180_000, intervals: [200] });
  return { npm, url, output: () => output };
}

/** The JSON lines of the server's log (stdout is not a terminal). */
function logLines(site: Started): Array<{ level: number; msg: string; req?: { url?: string } }> {
  return site
    .output()
    .split('\n')
    .slice(0, -1) // the last piece may be a line still being written
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url?: string } });
}

/** Whether any process of the group `pgid` is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function adminToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function createCategoria(url: string, token: string, nombre: string): Promise<void> {
  const answer = await fetch(`${url}/api/v1/admin/categoria`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ nombre }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

async function categorias(url: string): Promise<string[]> {
  const answer = await fetch(`${url}/api/v1/admin/categoria`, {
    headers: { authorization: `Bearer ${await adminToken(url)}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as Array<{ nombre: string }>).map((row) => row.nombre);
}

/**
 * A categoria created by a request whose body arrives in two halves. Answers once the server has
 * its headers ("100 Continue"), with `finish` to send the rest and read the answer.
 */
async function slowCreate(
  url: string,
  token: string,
  nombre: string,
): Promise<{ finish: () => Promise<{ status: number; body: string }> }> {
  const body = JSON.stringify({ nombre });
  const half = Math.floor(body.length / 2);
  const req = request(`${url}/api/v1/admin/categoria`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
  });
  req.write(body.slice(0, half));
  return {
    finish: () => {
      req.end(body.slice(half));
      return answer;
    },
  };
}

/** Whether a new connection to `url` is refused. */
async function refused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/v1/health`);
    return false;
  } catch {
    return true;
  }
}

/** Sends `signal` to npm alone while a write is in flight, and checks the stop. */
async function stopWith(site: Started, signal: 'SIGTERM' | 'SIGINT', token: string): Promise<void> {
  const pid = site.npm.pid ?? 0;
  const exited = new Promise<number | null>((resolve) => site.npm.once('exit', (code) => resolve(code)));
  const inFlight = await slowCreate(site.url, token, `Durante ${signal}`);
  const sentAt = Date.now();
  process.kill(pid, signal);
  const delayMs = signal === 'SIGTERM' ? SIGTERM_DELAY_MS : 0;

  if (signal === 'SIGTERM') {
    // First the balancer is told, while every request is still served, each on a connection of its own.
    await expect
      .poll(async () => (await fetch(`${site.url}/api/v1/health`)).status, { timeout: 2_000, intervals: [100] })
      .toBe(503);
    const read = await fetch(`${site.url}/api/v1/public/categorias`);
    expect([read.status, read.headers.get('connection')]).toEqual([200, 'close']);
    expect(Date.now() - sentAt).toBeLessThan(delayMs);
  }
  // Then the listener closes; the request in flight is still served.
  await expect.poll(() => refused(site.url), { timeout: delayMs + 5_000, intervals: [100] }).toBe(true);
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(delayMs);
  const answer = await inFlight.finish();
  expect(answer.status, answer.body).toBe(201);
  expect(JSON.parse(answer.body)).toMatchObject({ nombre: `Durante ${signal}` });

  expect(await exited, site.output()).toBe(0);
  await expect.poll(() => groupAlive(pid), { timeout: GONE_WITHIN_MS, intervals: [100] }).toBe(false);
  expect(Date.now() - sentAt).toBeLessThan(delayMs + GONE_WITHIN_MS);
  expect(site.output()).toContain(`${signal}: deteniendo; se terminan las peticiones en curso`);
  if (signal === 'SIGTERM') expect(site.output()).toContain('SIGTERM: /api/v1/health responde 503 durante 5 s');
}

test('SIGTERM, then SIGINT, to the npm process alone: in-flight writes complete, nothing is left, a restart serves the data; the log reads well', async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-shutdown-'));
  const port = await freePort();
  let site: Started | undefined;
  try {
    site = await npmStart(dataDir, port);
    // The first line of the log (warnings aside) says where the site is and how to sign in.
    expect(logLines(site).find((line) => line.level === 30)?.msg).toBe(
      `Sitio en ${site.url} · administración en ${site.url}/login con ${ADMIN_EMAIL} y la contraseña de ADMIN_PASSWORD`,
    );
    // At the default level, an API call is one line; the site's files are none.
    for (const file of ['/', '/remotes/public/mf-manifest.json', '/api/v1/public/categorias'])
      expect((await fetch(`${site.url}${file}`)).status).toBe(200);
    const started = site;
    await expect
      .poll(() => logLines(started).filter((line) => line.msg.includes('/api/v1/public/categorias')))
      .toEqual([
        expect.objectContaining({
          level: 30,
          msg: expect.stringMatching(/^GET \/api\/v1\/public\/categorias 200 \d+ ms$/),
        }),
      ]);
    const aboutFiles = logLines(site).filter(
      (line) => JSON.stringify(line).includes('mf-manifest.json') || line.req?.url === '/',
    );
    expect(aboutFiles).toEqual([]);
    let token = await adminToken(site.url);
    await createCategoria(site.url, token, 'Antes de SIGTERM');
    await stopWith(site, 'SIGTERM', token);

    site = await npmStart(dataDir, port);
    expect(await categorias(site.url)).toEqual(expect.arrayContaining(['Antes de SIGTERM', 'Durante SIGTERM']));
    token = await adminToken(site.url);
    await createCategoria(site.url, token, 'Antes de SIGINT');
    await stopWith(site, 'SIGINT', token);

    site = await npmStart(dataDir, port);
    expect(await categorias(site.url)).toEqual(
      expect.arrayContaining(['Antes de SIGTERM', 'Durante SIGTERM', 'Antes de SIGINT', 'Durante SIGINT']),
    );
    const pid = site.npm.pid ?? 0;
    process.kill(pid, 'SIGTERM');
    await expect
      .poll(() => groupAlive(pid), { timeout: SIGTERM_DELAY_MS + GONE_WITHIN_MS, intervals: [100] })
      .toBe(false);
  } finally {
    const pid = site?.npm.pid;
    if (pid && groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
