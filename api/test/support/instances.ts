import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness.js';

/**
 * Real instances of the server (`node dist/src/main.js`, each a process with its own data folder),
 * as a shop with several machines runs them: the tests of a cluster and of its metrics.
 */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.js');

/** Polls `check` until it answers something, every 25 ms, `timeoutMs` at most. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  env: Record<string, string>;
  process: ChildProcess;
}

/**
 * Starts an instance on `port` and waits until its health check passes. By default: no built site
 * (WEB_ROOT is its data folder), the test admin, no demo content, one proxy in front, warnings only;
 * `env` adds to it (DATABASE_URL…). With `logs`, its output's lines are collected there (else its
 * standard error is this process's).
 */
export async function startInstance(
  name: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
  logs?: string[],
): Promise<Instance> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED: '0',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: logs ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  for (const stream of logs ? [child.stdout, child.stderr] : []) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      logs?.push(...lines);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    `${name} to answer`,
    async () => ((await fetch(`${url}/api/v1/health`)).ok ? true : undefined),
    60_000,
  );
  return { name, port, url, dataDir, env, process: child };
}

/** Stops an instance (SIGTERM by default) and answers its exit code. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (instance.process.exitCode !== null) return instance.process.exitCode;
  const exited = new Promise<number | null>((resolve) => instance.process.once('exit', resolve));
  instance.process.kill(signal);
  return exited;
}
