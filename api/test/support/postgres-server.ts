import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL server of one test's own, made as scripts/test-postgres.sh makes the suite's (initdb,
 * pg_ctl, trust authentication, 127.0.0.1 only): for a test that stops and starts its database,
 * which the suite's shared server must never be. When the test runs as root, postgres runs as the
 * `postgres` user (it refuses root).
 */
const run = promisify(execFile);

/** The newest installed server's binaries (Debian's layout), or undefined when none is installed. */
export const POSTGRES_BIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root) : [];
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'pg_ctl')));
})();

const asRoot = process.getuid?.() === 0;

/** `command` from the server's binaries, as the `postgres` user when this process is root. */
async function postgres(command: string, args: string[]): Promise<void> {
  const file = path.join(POSTGRES_BIN ?? '', command);
  if (asRoot) await run('runuser', ['-u', 'postgres', '--', file, ...args]);
  else await run(file, args);
}

async function isFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on, as the system hands one out. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `preferred` when nothing listens on it, else a free one. */
export async function portFor(preferred: number): Promise<number> {
  return (await isFree(preferred)) ? preferred : freePort();
}

export class ThrowawayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  /** A new cluster in a temporary folder, not started. */
  static async create(port: number): Promise<ThrowawayPostgres> {
    if (!POSTGRES_BIN) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pasteleria-pg-'));
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const uid = Number(stdout.trim());
      await fsp.chown(dir, uid, uid);
    }
    await postgres('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    return new ThrowawayPostgres(dir, port);
  }

  /** Its `postgres` database. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    // fsync off: its files only have to outlive the server, not the machine. Commits stay
    // synchronous: an `immediate` stop must keep every write it acknowledged, as a real server does.
    const options = `-k ${this.dir} -c listen_addresses=127.0.0.1 -p ${this.port} -c fsync=off -c full_page_writes=off`;
    await postgres('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  }

  /** Stops the server (`fast`: ends every session at once; `immediate`: no clean shutdown at all) and waits until it has. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await postgres('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  /** Stops the server if it runs, and deletes the cluster. */
  async remove(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
    await fsp.rm(this.dir, { recursive: true, force: true });
  }
}
