import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type Release } from '@pasteleria/shared/federation';
import type { Database } from '../db/database.js';
import { readFiles } from './release-store.js';

/**
 * Each instance's disposable copy of the stored releases it serves, in
 * `DATA_DIR/releases/<remote>/<version>/`, written only from the database: into a folder of its own
 * under `.tmp/`, then renamed into place, so a copy is whole or absent. A `.release` stamp (the
 * release's id and creation time) tells a copy from an older one of another shop (a restore). Deleting
 * the folder only costs reading the files again.
 */
const STAMP = '.release';
const TEMPORARY = '.tmp';
/** How often a copy in use is looked for on disk (someone may have deleted it). */
const CHECK_MS = 1_000;

const stampOf = (release: Release) => `${release.id} ${release.createdAt}`;

export class LocalCopies {
  readonly #ready = new Map<number, { folder: Promise<string>; checkedAt: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    /** `DATA_DIR/releases`. */
    readonly root: string,
  ) {}

  folderOf(release: Release): string {
    return path.join(this.root, release.remote, release.version);
  }

  /** The folder holding `release`'s files, written first when missing (simultaneous requests share one write). */
  async folder(release: Release): Promise<string> {
    const known = this.#ready.get(release.id);
    const now = Date.now();
    if (known && now - known.checkedAt < CHECK_MS) return known.folder;
    if (known && (await this.#stamped(release))) {
      known.checkedAt = now;
      return known.folder;
    }
    const folder = this.#write(release);
    this.#ready.set(release.id, { folder, checkedAt: now });
    folder.catch(() => this.#ready.delete(release.id));
    return folder;
  }

  async #stamped(release: Release): Promise<boolean> {
    const stamp = await fs.readFile(path.join(this.folderOf(release), STAMP), 'utf8').catch(() => null);
    return stamp === stampOf(release);
  }

  async #write(release: Release): Promise<string> {
    const folder = this.folderOf(release);
    if (await this.#stamped(release)) return folder;
    const temporary = path.join(this.root, TEMPORARY, `${release.id}-${randomUUID()}`);
    try {
      for await (const file of readFiles(this.db, release.id)) {
        const target = path.resolve(temporary, file.path);
        // Paths were checked when stored; a copy never writes outside its folder all the same.
        if (!target.startsWith(temporary + path.sep)) continue;
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, file.bytes);
      }
      await fs.mkdir(temporary, { recursive: true });
      await fs.writeFile(path.join(temporary, STAMP), stampOf(release));
      await fs.mkdir(path.dirname(folder), { recursive: true });
      await fs.rm(folder, { recursive: true, force: true });
      await fs.rename(temporary, folder);
      return folder;
    } catch (error) {
      await fs.rm(temporary, { recursive: true, force: true });
      throw error;
    }
  }

  /** Removes every copy but those of `served` (stored releases whose files are kept), and half-written ones at start. */
  async sweep(served: readonly Release[], atStart = false): Promise<void> {
    const kept = new Set(served.map((release) => this.folderOf(release)));
    for (const [id] of this.#ready) if (!served.some((release) => release.id === id)) this.#ready.delete(id);
    if (atStart) await fs.rm(path.join(this.root, TEMPORARY), { recursive: true, force: true });
    for (const remote of REMOTE_NAMES) {
      const versions = await fs.readdir(path.join(this.root, remote)).catch(() => []);
      for (const version of versions) {
        const folder = path.join(this.root, remote, version);
        if (!kept.has(folder)) await fs.rm(folder, { recursive: true, force: true });
      }
    }
  }
}
