import type { Lookups } from '../cache/public-cache.js';

/**
 * Composed pages, kept for a moment. Under load the same page is asked for hundreds of times a
 * second, and composing it (head, inline config and answers, first view) and turning it into bytes
 * was most of what a page cost. A page is found by everything it is made from (its URL and origin,
 * the data's version, the releases' registry, the releases shown, the visitor's consent, what it
 * counts), so a change is a new key; and kept at most `ttlMs`, as long as the server itself waits
 * before it looks at a new build on disk (the host's template, a remote's manifest). The same bytes
 * each time also let the compression cache skip hashing them again.
 */
export class ComposedPages {
  #entries = new Map<string, { template: string; body: Buffer; at: number }>();
  #bytes = 0;
  readonly lookups: Lookups = { hits: 0, misses: 0 };

  constructor(
    readonly maxBytes = 4 * 1024 * 1024,
    readonly ttlMs = 1_000,
  ) {}

  /** The page kept under `key`, when it was composed from `template` less than `ttlMs` ago. */
  get(key: string, template: string, now = Date.now()): Buffer | undefined {
    const entry = this.#entries.get(key);
    const fresh = entry !== undefined && entry.template === template && now - entry.at < this.ttlMs;
    if (!fresh) {
      this.lookups.misses += 1;
      this.#drop(key);
      return undefined;
    }
    this.lookups.hits += 1;
    return entry.body;
  }

  /** Keeps `body` under `key`; the pages kept longest go first, beyond `maxBytes` or past their moment. */
  set(key: string, template: string, body: Buffer, now = Date.now()): void {
    this.#drop(key);
    this.#entries.set(key, { template, body, at: now });
    this.#bytes += body.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes && now - old.at < this.ttlMs) break;
      this.#drop(oldKey);
    }
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }

  /** Pages and bytes kept (for tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}
