/**
 * The archive of a whole shop (README.md beside this file): gzip of JSON lines. A header, then per
 * table a section (its columns and row count, one line per row, the section's sha256), then a
 * trailer with every table's row count and the sha256 of every line before it.
 */
export const FORMAT = 'pasteleria-respaldo';
export const VERSION = 1;

export interface ArchiveHeader {
  format: typeof FORMAT;
  version: number;
  /** ISO 8601. */
  created_at: string;
  engine: 'pglite' | 'postgresql';
  /** The applied migrations of the database it was read from, in order. */
  migrations: string[];
  /** The tables whose sections follow, in this order (a referenced table before those that reference it). */
  tables: string[];
}

/** The line opening a table's section; `rows` lines follow, each one row as PostgreSQL's row_to_json writes it. */
export interface SectionStart {
  table: string;
  columns: string[];
  rows: number;
}

/** The line closing a table's section: sha256 (hex) of its row lines, newlines included. */
export interface SectionEnd {
  table: string;
  sha256: string;
}

/** The last line: row count per table and sha256 (hex) of every line before this one. */
export interface Trailer {
  end: true;
  rows: Record<string, number>;
  sha256: string;
}

/** The table whose rows are the stored pictures' bytes. */
export const PICTURES_TABLE = 'pictures';

/**
 * Tables that are no part of a shop: Kysely's record of the migrations (the header lists them),
 * sessions and sign-ins' pending challenges (a restored shop signs in again), rate-limit counters, and the statistics' salt of the
 * day (with it, whoever holds the archive could test guessed addresses against the day's visitor
 * hashes; a restored shop makes a new one).
 */
export const LEFT_OUT = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'auth_tokens',
  'auth_challenges',
  'rate_limits',
  'stat_salts',
]);

/** Kysely's own tables: never emptied or filled by a restore. */
export const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Rows of these tables alone do not make a shop (app_state only remembers decisions such as the seed). */
export const NOT_A_SHOP = new Set(['app_state']);

/** A refusal to read, write or restore an archive, with the reason for a person, in Spanish. */
export class BackupError extends Error {}
