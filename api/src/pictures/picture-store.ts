import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Where the stored pictures' bytes live: the `pictures` table of the database, which every
 * instance on it reads, so a picture uploaded through one is served by all. Each instance keeps a
 * copy of the pictures it serves in a local folder (`<dataDir>/img/<folder>/<name>`), a disposable
 * cache: deleting it costs only reading them again. Stored names are random and never reused, so a
 * cached copy never goes stale; a removed picture's copies are removed here at once and, through
 * the change feed, in the other instances (`forget`).
 */
export class PictureStore {
  /** Reads from the database under way, by picture: simultaneous first requests share one. */
  readonly #loading = new Map<string, Promise<string | null>>();

  constructor(
    private readonly db: Kysely<Database>,
    /** `<dataDir>/img`. */
    readonly cacheRoot: string,
  ) {}

  /** The same store, reading and writing through `db` (a transaction: the seed stores its pictures in its own). */
  using(db: Kysely<Database>): PictureStore {
    return new PictureStore(db, this.cacheRoot);
  }

  /** The local copy's path (it may not exist). */
  cachePath(folder: string, name: string): string {
    return path.join(this.cacheRoot, folder, name);
  }

  /** Stores a new picture (its name must be new) and keeps a local copy. */
  async save(folder: string, name: string, bytes: Buffer): Promise<void> {
    await this.db.insertInto('pictures').values({ folder, name, bytes }).execute();
    await writeAtomically(this.cachePath(folder, name), bytes);
  }

  /** The path of the picture's local copy, read from the database first if needed; null when there is no such picture. */
  async file(folder: string, name: string): Promise<string | null> {
    if (!isPlainName(folder) || !isPlainName(name)) return null;
    const target = this.cachePath(folder, name);
    if (await isFile(target)) return target;
    const key = `${folder}/${name}`;
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = this.#load(folder, name, target).finally(() => this.#loading.delete(key));
      this.#loading.set(key, loading);
    }
    return loading;
  }

  /** The picture's bytes, or null when there is no such picture. */
  async read(folder: string, name: string): Promise<Buffer | null> {
    const file = await this.file(folder, name);
    if (!file) return null;
    try {
      return await fs.readFile(file);
    } catch (error) {
      if (isMissing(error)) return null; // removed meanwhile
      throw error;
    }
  }

  /** Whether the database holds the picture. */
  async exists(folder: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('pictures')
      .select('name')
      .where('folder', '=', folder)
      .where('name', '=', name)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes the picture from the database and its local copy. */
  async remove(folder: string, name: string): Promise<void> {
    await this.db.deleteFrom('pictures').where('folder', '=', folder).where('name', '=', name).execute();
    await this.forget(folder, name);
  }

  /** Removes the local copy only (another instance removed the picture). */
  async forget(folder: string, name: string): Promise<void> {
    if (isPlainName(folder) && isPlainName(name)) await fs.rm(this.cachePath(folder, name), { force: true });
  }

  async #load(folder: string, name: string, target: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('pictures')
      .select('bytes')
      .where('folder', '=', folder)
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return null;
    await writeAtomically(target, Buffer.from(row.bytes));
    return target;
  }
}

/** A single path segment that cannot leave its folder. */
export function isPlainName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    name === path.basename(name) &&
    !name.startsWith('.') &&
    !name.includes('\0')
  );
}

export function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Writes through a temporary file and a rename: a reader never sees half a file. */
export async function writeAtomically(target: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
