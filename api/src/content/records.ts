import { sql, type FilterObject, type Kysely } from 'kysely';
import type { ContentColumn, ContentTable, Database } from '../db/schema.js';
import type { PublicCache } from '../cache/public-cache.js';
import { notFound, ValidationError } from '../http/errors.js';
import type { DecodedImage, ImageStore } from '../pictures/sent-pictures.js';
import { removeDroppedInlineImages, storeInlineImages } from '../pictures/rich-text-pictures.js';
import { uniqueSlug } from './slugs.js';
import type { EntityDefinition } from '../entities/definitions.js';
import { checkInput, nameTaken } from './validate.js';

/**
 * Reading and writing the rows of a declared entity. Every admin write and the demo seed go
 * through createRecord / updateRecord / deleteRecord, so validation, slugs, images and cache
 * invalidation always apply.
 */
export type Row = Record<string, unknown>;

/** What a write goes through: the table, the stored pictures, the cached reads it makes stale. */
export interface ContentServices {
  db: Kysely<Database>;
  images: ImageStore;
  cache: PublicCache;
}

/** A row as read: its id and the columns selected. */
export interface StoredRow {
  id: number;
  [column: string]: unknown;
}

/** Rows whose columns equal these values (`{ publicado: true }`). */
export type RowFilter = FilterObject<Database, ContentTable>;

/** Embeds the parent row (`categoria: {id, nombre, slug} | null`) declared by `belongsTo`. */
async function embedParents(db: Kysely<Database>, def: EntityDefinition, rows: StoredRow[]): Promise<StoredRow[]> {
  const relation = def.belongsTo;
  if (!relation || rows.length === 0) return rows;
  const parentId = (row: Row) => {
    const id = row[relation.field];
    return typeof id === 'number' ? id : undefined;
  };
  const ids = [...new Set(rows.map(parentId).filter((id) => id !== undefined))];
  const parents = ids.length
    ? await db.selectFrom(relation.table).select(relation.columns).where('id', 'in', ids).execute()
    : [];
  const byId = new Map<number, Row>(parents.map((parent) => [parent.id, parent]));
  return rows.map((row) => {
    const id = parentId(row);
    return { ...row, [relation.as]: (id === undefined ? undefined : byId.get(id)) ?? null };
  });
}

/** Rows matching `where` (column equality), ordered by the entity's order column then id. */
export async function listRecords(
  db: Kysely<Database>,
  def: EntityDefinition,
  where: RowFilter = {},
  limit?: number,
): Promise<StoredRow[]> {
  let query = db.selectFrom(def.table).select(def.columns);
  if (Object.keys(where).length > 0) query = query.where((eb) => eb.and(where));
  query = query.orderBy(def.orderBy).orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return embedParents(db, def, await query.execute());
}

/** One row by id or slug, or undefined. */
export async function findRecord(
  db: Kysely<Database>,
  def: EntityDefinition,
  by: { id: number } | { slug: string },
): Promise<StoredRow | undefined> {
  const row = await db
    .selectFrom(def.table)
    .select(def.columns)
    .where((eb) => ('id' in by ? eb('id', '=', by.id) : eb('slug', '=', by.slug)))
    .executeTakeFirst();
  if (!row) return undefined;
  const [embedded] = await embedParents(db, def, [row]);
  return embedded;
}

/** One row by id, or a 404. */
export async function getRecord(db: Kysely<Database>, def: EntityDefinition, id: number): Promise<StoredRow> {
  const row = await findRecord(db, def, { id });
  if (!row) throw notFound(`No se encontró ${def.label}.`);
  return row;
}

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The unique name index (migration 0002) refused a name a simultaneous write took first: a 422. */
function nameTakenMeanwhile(def: EntityDefinition, error: unknown): ValidationError | undefined {
  if (def.unique && isUniqueViolation(error) && error.constraint === `${def.table}_name_key`)
    return new ValidationError(nameTaken(def));
  return undefined;
}

/** Runs `write` with a fresh unique slug, trying again if a concurrent write took it first. */
async function withSlug<T>(
  ctx: ContentServices,
  def: EntityDefinition,
  name: unknown,
  exceptId: number | undefined,
  write: (slug?: string) => Promise<T>,
): Promise<T> {
  if (!def.slugFrom || typeof name !== 'string') return write();
  for (let attempt = 1; ; attempt += 1) {
    const slug = await uniqueSlug(ctx.db, def.table, name, def.name, exceptId);
    try {
      return await write(slug);
    } catch (error) {
      const taken = nameTakenMeanwhile(def, error);
      if (taken) throw taken;
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Stores what a checked write brings: the new image (its name set in `values`) and the images
 * inlined in rich HTML (their `src` rewritten to stored URLs). Answers every stored name, for the
 * caller to remove if the write then fails.
 */
async function storeNewImages(
  ctx: ContentServices,
  def: EntityDefinition,
  values: Row,
  image: DecodedImage | undefined,
): Promise<string[]> {
  const inline = await storeInlineImages(def, values, ctx.images);
  if (!image || !def.image) return inline;
  try {
    values[def.image.column] = await ctx.images.store(def.name, image);
  } catch (error) {
    await removeStored(ctx, def, inline);
    throw error;
  }
  return [...inline, values[def.image.column] as string];
}

async function removeStored(ctx: ContentServices, def: EntityDefinition, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => ctx.images.remove(def.name, file)));
}

/** Validates and inserts a new row (storing its images); answers the row as read. */
export async function createRecord(ctx: ContentServices, def: EntityDefinition, body: unknown): Promise<Row> {
  const { values, image } = await checkInput(ctx.db, ctx.images, def, body, 'create');
  const stored = await storeNewImages(ctx, def, values, image);
  try {
    const id = await withSlug(ctx, def, def.slugFrom && values[def.slugFrom], undefined, async (slug) => {
      const row = await ctx.db
        .insertInto(def.table)
        .values(slug ? { ...values, slug } : values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    await ctx.cache.invalidate(def.invalidates);
    return getRecord(ctx.db, def, id);
  } catch (error) {
    await removeStored(ctx, def, stored);
    throw error;
  }
}

/** What an update compares its name with: the slug source, or a 404. */
async function currentName(db: Kysely<Database>, def: EntityDefinition, id: number): Promise<Row> {
  const columns = ['id' as const, ...(def.slugFrom ? [def.slugFrom] : [])];
  const row = await db.selectFrom(def.table).select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No se encontró ${def.label}.`);
  return row;
}

/** Runs `work` in a transaction, or in the one `db` already is (the seed runs in one). */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Applies `changes` to row `id` and answers the values they replace: the image column when a new
 * image is written and the HTML fields written. The row is locked first (SELECT … FOR UPDATE), so
 * a concurrent update of the same row waits and then reads this one's values: each update displaces
 * exactly the files the row held when it wrote, and no file is displaced twice or never.
 */
async function writeReplacing(
  db: Kysely<Database>,
  def: EntityDefinition,
  id: number,
  changes: Row,
  replaced: readonly ContentColumn[],
): Promise<Row> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom(def.table)
      .select(['id', ...replaced])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`No se encontró ${def.label}.`);
    await trx.updateTable(def.table).set(changes).where('id', '=', id).execute();
    return before;
  });
}

/** After a committed write: removes the files it displaced (the old image, HTML images dropped). */
async function removeDisplaced(ctx: ContentServices, def: EntityDefinition, before: Row, after: Row): Promise<void> {
  const column = def.image?.column;
  if (column && Object.hasOwn(before, column) && before[column] !== after[column]) {
    await ctx.images.remove(def.name, before[column] as string | null);
  }
  await removeDroppedInlineImages(ctx.db, ctx.images, def, before, after);
}

/**
 * Validates and applies an update (fields absent from the body keep their value); answers the row.
 * Files it displaces are removed only once the row is committed and the cached reads dropped, so a
 * read that sees the new row never names a removed file, and a cached answer naming one is gone.
 */
export async function updateRecord(
  ctx: ContentServices,
  def: EntityDefinition,
  id: number,
  body: unknown,
): Promise<Row> {
  const current = await currentName(ctx.db, def, id);
  const { values, image } = await checkInput(ctx.db, ctx.images, def, body, 'update', id);
  const stored = await storeNewImages(ctx, def, values, image);
  const replaced = [
    ...(image && def.image ? [def.image.column] : []),
    ...def.htmlFields.filter((field) => Object.hasOwn(values, field)),
  ];
  const renamed =
    def.slugFrom !== undefined &&
    typeof values[def.slugFrom] === 'string' &&
    values[def.slugFrom] !== current[def.slugFrom];
  let before: Row;
  try {
    before = await withSlug(ctx, def, renamed && def.slugFrom ? values[def.slugFrom] : undefined, id, (slug) =>
      writeReplacing(ctx.db, def, id, { ...values, ...(slug ? { slug } : {}), updated_at: sql`now()` }, replaced),
    );
  } catch (error) {
    await removeStored(ctx, def, stored);
    throw error;
  }
  await ctx.cache.invalidate(def.invalidates);
  await removeDisplaced(ctx, def, before, values);
  return getRecord(ctx.db, def, id);
}

/**
 * Deletes a row, then (committed, cache dropped) its stored image and the HTML images only it used;
 * answers the row's name (its `named` field).
 */
export async function deleteRecord(ctx: ContentServices, def: EntityDefinition, id: number): Promise<string> {
  const row = await ctx.db
    .deleteFrom(def.table)
    .where('id', '=', id)
    .returning(['id', def.named as ContentColumn, ...(def.image ? [def.image.column] : []), ...def.htmlFields])
    .executeTakeFirst();
  if (!row) throw notFound(`No se encontró ${def.label}.`);
  await ctx.cache.invalidate(def.invalidates);
  await removeDisplaced(ctx, def, row, {});
  const name = (row as Row)[def.named];
  return typeof name === 'string' ? name : '';
}
