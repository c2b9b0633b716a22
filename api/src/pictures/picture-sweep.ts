import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ENTITIES } from '../entities/definitions.js';
import { isMissing } from './picture-store.js';
import type { ImageVariants } from './picture-variants.js';
import { referencedImages } from './rich-text-pictures.js';
import type { ImageStore } from './sent-pictures.js';

/**
 * Pictures no row references any more are removed: a crash between storing a picture and writing
 * its row, or two replacements of one picture at once, leave some behind. Run at start and then
 * periodically (jobs.ts). A picture is stored before its row is written, so while other writes may
 * be under way (another instance, or this one once listening), only pictures older than `graceMs`
 * are taken.
 *
 * It also tidies this instance's local copies (pictures.ts): copies of pictures the database no
 * longer holds, their resized variants and half-written temporary files go. A file the database
 * does not hold but a row references is one stored before pictures moved into the database (or
 * on another instance's disk, before they did): it is imported once, when the server starts
 * (importLegacyPictures), and never removed.
 */
export interface SweepResult {
  /** Pictures removed from the database. */
  removed: number;
  /** Local copies, variants and temporary files deleted. */
  deletedFiles: number;
}

/** Where the pictures are: the database's rows and pictures, this instance's copies and variants. */
export interface StoredPictures {
  db: Kysely<Database>;
  images: ImageStore;
  variants: ImageVariants;
}

const key = (folder: string, name: string) => `${folder}/${name}`;

/** `<folder>/<name>` of every picture a row references: image columns, and images in rich HTML. */
async function referencedPictures(ctx: StoredPictures): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const def of ENTITIES) {
    const columns = [...(def.image ? [def.image.column] : []), ...def.htmlFields];
    if (columns.length === 0) continue;
    const rows = await ctx.db.selectFrom(def.table).select(columns).execute();
    for (const row of rows as Array<Record<string, unknown>>) {
      const image = def.image && row[def.image.column];
      if (typeof image === 'string') referenced.add(key(def.name, image));
      for (const field of def.htmlFields) {
        for (const url of referencedImages(row[field])) referenced.add(url.replace(/^\/img\//, ''));
      }
    }
  }
  return referenced;
}

/** Relative paths of the files under `root`, `depth` folders down (missing folders are empty). */
async function filesUnder(root: string, depth: number): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(root, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    if (depth === 0 && entry.isFile()) found.push(entry.name);
    if (depth > 0 && entry.isDirectory()) {
      for (const file of await filesUnder(path.join(root, entry.name), depth - 1))
        found.push(path.join(entry.name, file));
    }
  }
  return found;
}

/** `<folder>/<name>` of every picture the database holds, and whether it was stored more than `graceMs` ago. */
async function storedPictures(ctx: StoredPictures, graceMs: number) {
  return ctx.db
    .selectFrom('pictures')
    .select(['folder', 'name', sql<boolean>`created_at < now() - make_interval(secs => ${graceMs / 1000})`.as('old')])
    .execute();
}

/**
 * Imports the local files of this instance's DATA_DIR that a row references and the database
 * lacks (stored before pictures moved into the database). A one-off migration, run once at every
 * start by each instance for its own folder. Answers how many it imported.
 */
export async function importLegacyPictures(ctx: StoredPictures): Promise<number> {
  const { cacheRoot } = ctx.images.pictures;
  const files = (await filesUnder(cacheRoot, 1)).filter((file) => !file.endsWith('.tmp'));
  if (files.length === 0) return 0;
  const referenced = await referencedPictures(ctx);
  const rows = await ctx.db.selectFrom('pictures').select(['folder', 'name']).execute();
  const stored = new Set(rows.map((row) => key(row.folder, row.name)));
  let imported = 0;
  for (const file of files) {
    const [folder = '', name = ''] = file.split(path.sep);
    if (stored.has(key(folder, name)) || !referenced.has(key(folder, name))) continue;
    const bytes = await fs.readFile(path.join(cacheRoot, file));
    await ctx.db
      .insertInto('pictures')
      .values({ folder, name, bytes })
      .onConflict((oc) => oc.doNothing())
      .execute();
    imported += 1;
  }
  return imported;
}

export async function sweepPictures(ctx: StoredPictures, graceMs: number): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, deletedFiles: 0 };
  const { pictures } = ctx.images;
  const referenced = await referencedPictures(ctx);
  const rows = await storedPictures(ctx, graceMs);
  const stored = new Set(rows.map((row) => key(row.folder, row.name)));

  for (const row of rows) {
    if (!row.old || referenced.has(key(row.folder, row.name))) continue;
    await ctx.images.remove(row.folder, row.name);
    stored.delete(key(row.folder, row.name));
    result.removed += 1;
  }

  for (const file of await filesUnder(pictures.cacheRoot, 1)) {
    const [folder = '', name = ''] = file.split(path.sep);
    // A file a row uses and the database lacks is a legacy one, imported at the next start.
    if (stored.has(key(folder, name)) || referenced.has(key(folder, name))) continue;
    const local = path.join(pictures.cacheRoot, file);
    if (await isOlderThan(local, graceMs)) {
      await fs.rm(local, { force: true });
      result.deletedFiles += 1;
    }
  }

  // <entity>/<width>w/<name>.webp
  for (const file of await filesUnder(ctx.variants.cache, 2)) {
    const [folder = '', , variant = ''] = file.split(path.sep);
    const name = variant.replace(/\.webp$/, '');
    if (stored.has(key(folder, name)) && variant.endsWith('.webp')) continue;
    const local = path.join(ctx.variants.cache, file);
    if (await isOlderThan(local, graceMs)) {
      await fs.rm(local, { force: true });
      result.deletedFiles += 1;
    }
  }
  return result;
}

/** A file written more than `ms` ago (a copy being written now is left alone). */
async function isOlderThan(file: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await fs.stat(file)).mtimeMs >= ms;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
