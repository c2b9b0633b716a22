// @ts-check
// Starts the composed site as `npm start` serves it (api/dist/src/main.js: the built host and
// remotes, the API) on a free port with a fresh DATA_DIR, which it seeds with the demo content.
// The browser tests (e2e/src/site.ts) and the benches (bench-site.mjs) use it; the caller stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The first administrator of every site started here. */
export const ADMIN_EMAIL = 'admin@pasteleria.test';
export const ADMIN_PASSWORD = 'clave-de-prueba-123';

/** @typedef {{ url: string, pid: number | undefined, stop(): Promise<void> }} Site */
// pid: the server process's id (the load bench reads its memory from /proc/<pid>/status).

/** @returns {Promise<number>} a port nobody listens on now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

/** A fresh DATA_DIR is seeded, pictures included, before the server answers: minutes on a busy machine. */
const START_TIMEOUT_S = 180;

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string} output
 */
async function waitForHealth(url, child, output) {
  const deadline = Date.now() + START_TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó (código ${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`El servidor no respondió en ${START_TIMEOUT_S} s:\n${output()}`);
}

/**
 * The server's flags for node, as the `start` scripts of package.json and api/package.json give
 * them: a young generation of at most 16 MB per semi-space. Left to itself, V8 grows it to 64 MB
 * under the load mix, and the server kept some 70 MB more (RSS +18 % from the 10th to the 60th
 * second, then flat), for no speed: capped, the mix runs with less CPU per request and a lower p99.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * Starts api/dist/src/main.js (which must be built) with the given extra environment.
 * @param {Record<string, string>} [env]
 * @param {string[]} [nodeArgs] flags for node itself (the load bench's --cpu-prof)
 * @returns {Promise<Site>}
 */
export async function startSite(env = {}, nodeArgs = []) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-site-'));
  let log = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, join(root, 'api/dist/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (/** @type {Buffer} */ d) => (log += d.toString()));
  child.stderr?.on('data', (/** @type {Buffer} */ d) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT'); // no balancer to tell: no SHUTDOWN_DELAY_MS
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
