import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type { ComentariosTable, Database, UsersTable } from './schema.js';

export type Db = Kysely<Database>;

// numeric (price) and bigint (count) arrive as strings from both drivers: make them numbers.
const { NUMERIC, INT8 } = pg.types.builtins;
const toNumber = (value: string) => Number(value);
pg.types.setTypeParser(NUMERIC, toNumber);
pg.types.setTypeParser(INT8, toNumber);

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, otherwise the embedded
 * PGlite engine stored in `<dataDir>/pgdata`.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dir = path.join(options.dataDir, 'pgdata');
  await fs.mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    parsers: { [NUMERIC]: toNumber, [INT8]: toNumber },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
