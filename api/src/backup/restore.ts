import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest, MIGRATIONS } from '../db/migrations.js';
import { BackupError, type SectionStart } from './format.js';
import { CHANGES_CHANNEL } from '../db/change-feed.js';
import { readArchive, type ArchiveSummary } from './read-archive.js';
import { findRunningServer } from './running-server.js';
import { emptyEveryTable, resetSequences, tableColumns, tablesHoldingAShop } from './tables.js';

/** The embedded database's disposable copies of pictures and releases: stale once the rows are replaced. */
const LOCAL_CACHES = ['img', 'img-variants', 'releases'];

export interface RestoreOptions {
  /** Replace a database that already holds a shop. */
  force: boolean;
}

type Db = Kysely<Database>;

function refuseAShop(held: string[]): BackupError {
  return new BackupError(
    `La base de datos de destino ya tiene una tienda (datos en ${held.join(', ')}). Para reemplazarla por el respaldo, repite la orden con --force.`,
  );
}

/** The archive's migrations must all be known to this version (an older archive is fine: the target is migrated). */
function checkMigrations(summary: ArchiveSummary): void {
  const unknown = summary.header.migrations.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new BackupError(
      `El respaldo viene de una versión más nueva de la tienda (migraciones desconocidas: ${unknown.join(', ')}). Actualiza la tienda antes de restaurarlo.`,
    );
  }
}

/** Every table and column of the archive exists in the (migrated) target. */
async function checkTarget(db: Db, sections: SectionStart[]): Promise<void> {
  const columns = await tableColumns(db);
  for (const section of sections) {
    const known = columns.get(section.table);
    if (!known) throw new BackupError(`La base de datos de destino no tiene la tabla ${section.table} del respaldo.`);
    const missing = section.columns.filter((column) => !known.some((k) => k.name === column));
    if (missing.length > 0)
      throw new BackupError(
        `La tabla ${section.table} de la base de datos de destino no tiene las columnas ${missing.join(', ')} del respaldo.`,
      );
  }
}

/** Inserts row_to_json lines into their table: PostgreSQL itself turns each value back into its column's type. */
async function insertRows(db: Db, section: SectionStart, rows: Buffer[]): Promise<void> {
  const columns = sql.join(section.columns.map((column) => sql.id(column)));
  const json = `[${rows.map((row) => row.toString('utf8')).join(',')}]`;
  await sql`
    INSERT INTO ${sql.table(section.table)} (${columns})
    SELECT ${columns} FROM json_populate_recordset(NULL::${sql.table(section.table)}, ${json}::json)
  `.execute(db);
}

/**
 * Loads the archive at `file` into the configured database (DATA_DIR or DATABASE_URL):
 * 1. checks the whole archive (read-archive.ts) before touching anything;
 * 2. refuses an embedded database a server is using, and a database that holds a shop unless `force`;
 * 3. migrates the target to the latest schema, then in ONE transaction empties every table
 *    (sessions included), loads every row, sets each serial sequence past its highest id and, on
 *    PostgreSQL, notifies the running instances (delivered at commit) so they drop their caches;
 * 4. on the embedded database, removes the local copies of the pictures (img/, img-variants/) and
 *    of the releases (releases/), which the archive's `pictures` and `release_files` replace.
 * A failure in 3 rolls everything back.
 */
export async function restoreArchive(config: Config, file: string, options: RestoreOptions): Promise<ArchiveSummary> {
  const summary = await readArchive(file);
  checkMigrations(summary);
  if (!config.databaseUrl) {
    const running = await findRunningServer(config.dataDir);
    if (running)
      throw new BackupError(
        `Hay un servidor en marcha sobre ${config.dataDir} (pid ${running.pid}). Detenlo antes de restaurar.`,
      );
  }
  const db = await openDatabase(config);
  try {
    if (!options.force) {
      const held = await tablesHoldingAShop(db);
      if (held.length > 0) throw refuseAShop(held);
    }
    await migrateToLatest(db);
    await checkTarget(db, summary.sections);
    await db.transaction().execute(async (trx) => {
      if (!options.force) {
        const held = await tablesHoldingAShop(trx);
        if (held.length > 0) throw refuseAShop(held);
      }
      await emptyEveryTable(trx);
      await readArchive(file, (section, rows) => insertRows(trx, section, rows));
      await resetSequences(trx);
      if (config.databaseUrl)
        await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ all: true })})`.execute(trx);
    });
  } finally {
    await db.destroy();
  }
  if (!config.databaseUrl) {
    for (const folder of LOCAL_CACHES) await fs.rm(path.join(config.dataDir, folder), { recursive: true, force: true });
  }
  return summary;
}
