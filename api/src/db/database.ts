import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { runApart } from './run-apart.js';
import type { DatabaseAvailability } from './availability.js';
import type { Database } from './schema.js';
import type { Statements } from './statements.js';

export type { ComentariosTable, Database, UsersTable } from './schema.js';

export type Db = Kysely<Database>;

// numeric (price) and bigint (count) arrive as strings from both drivers: make them numbers. A
// date (a shop day of the statistics) stays its `YYYY-MM-DD` text: it is no instant, and a Date
// would put it at midnight of this process's time zone.
const { NUMERIC, INT8, DATE } = pg.types.builtins;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(DATE, asText);

/**
 * Runs PGlite's initdb in `dir`. Called by name in a child process (initialisePglite).
 * @public
 */
export async function createPgliteDataDir(dir: string): Promise<void> {
  const pglite = await PGlite.create(dir);
  await pglite.close();
}

/**
 * Creates the PGlite data dir in a short-lived child process. PGlite's initdb runs postgres inside
 * the engine's WebAssembly memory and grows it to ~800 MB, which a WASM memory never gives back:
 * done in this process, a first start held ~930 MB for its whole life against ~340 MB on a
 * restart. The child initialises a sibling folder, renamed into place only once complete, so a
 * crash never leaves a half-made data dir.
 */
async function initialisePglite(dir: string): Promise<void> {
  const temporary = `${dir}.init-${process.pid}`;
  await fs.rm(temporary, { recursive: true, force: true });
  await fs.mkdir(temporary, { recursive: true });
  try {
    await runApart(import.meta.url, 'createPgliteDataDir', [temporary]);
    // An empty folder (made by an older version) is replaced; anything else is not ours to delete.
    await fs.rmdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw new Error(`${dir} no es una base de datos PGlite y no está vacía`);
    });
    await fs.rename(temporary, dir);
  } catch (error) {
    await fs.rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** Whether `dir` holds a PostgreSQL data dir (initdb writes PG_VERSION). */
async function isDataDir(dir: string): Promise<boolean> {
  return fs.access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** How long a request waits for a connection (a free one of the pool, or a new one) before it is refused. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Each PostgreSQL database's pool, for `connections`. */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool's connections now (PostgreSQL; the embedded database has none): in use, at most, and the statements waiting for one. */
export function connections(db: Db): { inUse: number; max: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { inUse: pool.totalCount - pool.idleCount, max: pool.options.max, waiting: pool.waitingCount };
}

/** A pool of PostgreSQL connections that outlives the server stopping, restarting or being cut off. */
function openPool(databaseUrl: string, availability: DatabaseAvailability | undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A lost connection errors the statements it was running, and then emits `error` on its client
  // too: a client in use has no listener of the pool's, and an unheard `error` ends the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // An idle connection the server ended (a restart, a failover): the pool drops it and opens a
  // new one for the next statement.
  pool.on('error', (error) => {
    if (!availability?.noteFailure(error)) console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  return pool;
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, otherwise the embedded
 * PGlite engine stored in `<dataDir>/pgdata`. `statements` hears of every statement (on
 * PostgreSQL, its availability follows whether the server can be reached).
 */
export async function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  statements?: Statements,
): Promise<Db> {
  const log = statements ? { log: statements.log } : {};
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, statements?.availability);
    // The pool as Kysely takes it, telling `statements` of a statement that got no connection.
    const counted = {
      connect: () =>
        pool.connect().catch((error: unknown) => {
          statements?.connectFailed(error);
          throw error;
        }),
      end: () => pool.end(),
      // What Kysely uses to cancel a statement, from a connection of its own.
      Client: pg.Client,
      options: pool.options,
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: counted }), ...log });
    pools.set(db, pool);
    return db;
  }
  const dir = path.join(options.dataDir, 'pgdata');
  await fs.mkdir(options.dataDir, { recursive: true });
  if (!(await isDataDir(dir))) await initialisePglite(dir);
  const pglite = await PGlite.create(dir, {
    parsers: { [NUMERIC]: toNumber, [INT8]: toNumber, [DATE]: asText },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), ...log });
}
