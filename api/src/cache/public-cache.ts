/** How often a cache had what it was asked for, since the process started (read by the metrics). */
export interface Lookups {
  hits: number;
  misses: number;
}

/**
 * In-memory cache of public reads. Each entry is tagged with the entities it was read from;
 * a write to an entity drops every entry tagged with it, here and (through `announce`, the change
 * feed) in every other instance on the same database. A read still running when its entry is
 * dropped is not put back, so a write is never hidden by a read that started before it. Failed
 * loads and loads that found nothing (null or undefined) are not kept, so unknown keys cannot fill the cache.
 */
export class PublicCache {
  #entries = new Map<string, { tags: readonly string[]; value: Promise<unknown> }>();
  #version = 0;
  readonly lookups: Lookups = { hits: 0, misses: 0 };

  constructor(private readonly announce: (tags: readonly string[]) => Promise<void> = async () => undefined) {}

  /** The cached value of `key`, loading it once when missing. Failed and null loads are not kept. */
  get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) {
      this.lookups.hits += 1;
      return hit.value as Promise<T>;
    }
    this.lookups.misses += 1;
    const value = load();
    const entry = { tags, value };
    this.#entries.set(key, entry);
    const drop = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    value.then((loaded) => (loaded === null || loaded === undefined) && drop(), drop);
    return value;
  }

  /** After a write: drops every entry read from any of `tags`, here at once and then in the other instances. */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.drop(tags);
    await this.announce(tags);
  }

  /**
   * Grows with every drop, here or told by another instance: what was made from the reads before
   * it may be stale (the pages' first views rendered on the server are kept per version).
   */
  get version(): number {
    return this.#version;
  }

  /** Drops, in this instance only, every entry read from any of `tags`. */
  drop(tags: readonly string[]): void {
    this.#version += 1;
    for (const [key, entry] of this.#entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.#entries.delete(key);
    }
  }

  /** Drops every entry of this instance. */
  clear(): void {
    this.#version += 1;
    this.#entries.clear();
  }
}
