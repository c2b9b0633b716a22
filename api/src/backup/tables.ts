import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { LEFT_OUT, MIGRATION_TABLES, NOT_A_SHOP } from './format.js';

/**
 * What the archive needs to know of the database's tables, read from the database itself (its
 * catalogue), so that a table a later migration adds is backed up without a change here.
 */
export interface TableInfo {
  name: string;
  /** In the table's order. */
  columns: string[];
  /** The primary key's columns, in order: rows are written sorted by it. */
  primaryKey: string[];
  /** Whether a column holds bytes (bytea): its rows are read one at a time. */
  binary: boolean;
}

type Db = Kysely<Database>;

/** Every ordinary table of the current schema, by name. */
async function allTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
    ORDER BY table_name
  `.execute(db);
  return rows.map((row) => row.name);
}

/** Each table's columns in order, with their types. */
export async function tableColumns(db: Db): Promise<Map<string, Array<{ name: string; type: string }>>> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    SELECT table_name AS table, column_name AS column, data_type AS type FROM information_schema.columns
    WHERE table_schema = current_schema()
    ORDER BY table_name, ordinal_position
  `.execute(db);
  const columns = new Map<string, Array<{ name: string; type: string }>>();
  for (const row of rows) {
    const list = columns.get(row.table) ?? [];
    list.push({ name: row.column, type: row.type });
    columns.set(row.table, list);
  }
  return columns;
}

async function primaryKeys(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT k.table_name AS table, k.column_name AS column
    FROM information_schema.table_constraints c
    JOIN information_schema.key_column_usage k
      ON k.constraint_schema = c.constraint_schema AND k.constraint_name = c.constraint_name
    WHERE c.constraint_type = 'PRIMARY KEY' AND c.table_schema = current_schema()
    ORDER BY k.table_name, k.ordinal_position
  `.execute(db);
  const keys = new Map<string, string[]>();
  for (const row of rows) keys.set(row.table, [...(keys.get(row.table) ?? []), row.column]);
  return keys;
}

/** Foreign keys as (table, the table it references) pairs. */
async function references(db: Db): Promise<Array<{ table: string; parent: string }>> {
  const { rows } = await sql<{ table: string; parent: string }>`
    SELECT child.relname AS table, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = k.connamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema()
  `.execute(db);
  return rows;
}

/** `names` sorted so that a referenced table comes before the tables referencing it; otherwise by name. */
function parentsFirst(names: string[], edges: Array<{ table: string; parent: string }>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const pending = [...names].sort();
  while (pending.length > 0) {
    const index = pending.findIndex((name) =>
      edges.every(
        (edge) =>
          edge.table !== name || edge.parent === name || placed.has(edge.parent) || !names.includes(edge.parent),
      ),
    );
    // A cycle of references (none in this schema) keeps the remaining tables by name.
    const [next] = pending.splice(index === -1 ? 0 : index, 1);
    if (next === undefined) break;
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** The tables of a shop (every table but those LEFT_OUT), a referenced table before those referencing it. */
export async function shopTables(db: Db): Promise<TableInfo[]> {
  // One after another: inside a transaction they share one connection.
  const names = await allTables(db);
  const columns = await tableColumns(db);
  const keys = await primaryKeys(db);
  const edges = await references(db);
  const kept = names.filter((name) => !LEFT_OUT.has(name));
  return parentsFirst(kept, edges).map((name) => {
    const list = columns.get(name) ?? [];
    return {
      name,
      columns: list.map((column) => column.name),
      primaryKey: keys.get(name) ?? [],
      binary: list.some((column) => column.type === 'bytea'),
    };
  });
}

/** The tables of a shop that hold rows, but for NOT_A_SHOP: a database that answers none is empty. */
export async function tablesHoldingAShop(db: Db): Promise<string[]> {
  const held: string[] = [];
  for (const name of await allTables(db)) {
    if (LEFT_OUT.has(name) || NOT_A_SHOP.has(name)) continue;
    const { rows } = await sql`SELECT 1 FROM ${sql.table(name)} LIMIT 1`.execute(db);
    if (rows.length > 0) held.push(name);
  }
  return held;
}

/** Empties every table but Kysely's own (sessions and rate limits included), sequences back to 1. */
export async function emptyEveryTable(db: Db): Promise<void> {
  const names = (await allTables(db)).filter((name) => !MIGRATION_TABLES.has(name));
  if (names.length === 0) return;
  await sql`TRUNCATE ${sql.join(names.map((name) => sql.table(name)))} RESTART IDENTITY`.execute(db);
}

/** Sets every serial column's sequence past the highest value its table holds, so new rows keep counting. */
export async function resetSequences(db: Db): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    SELECT table_name AS table, column_name AS column,
      pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
    FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL
  `.execute(db);
  for (const { table, column, sequence } of rows) {
    await sql`
      SELECT setval(${sequence}::regclass, COALESCE((SELECT max(${sql.id(column)}) FROM ${sql.table(table)}), 0) + 1, false)
    `.execute(db);
  }
}
