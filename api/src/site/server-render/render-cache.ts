import type { Lookups } from '../../cache/public-cache.js';

/**
 * The first views drawn, per page URL and set of releases (the key) and per version of the public
 * reads they were drawn from (PublicCache's `version`): a page is drawn once until its data or its
 * releases change. A drop of the public reads, by a write here or told by another instance through
 * the change feed, leaves every first view behind; one drawn from reads older than the current
 * version is sent but never kept. At most `maxBytes`, the least recently used going first.
 *
 * What is kept: the HTML, or null for a page whose renderer threw (it would throw again). A
 * render that gave nothing for now (undefined: late, or its process failed) is not kept.
 */
export type Drawn = string | null | undefined;

export class RenderCache {
  /** By key, the least recently used first. */
  readonly #entries = new Map<string, { drawn: Promise<Drawn>; bytes: number }>();
  #bytes = 0;
  #version: number;
  readonly lookups: Lookups = { hits: 0, misses: 0 };

  constructor(
    private readonly maxBytes: number,
    private readonly dataVersion: () => number,
  ) {
    this.#version = dataVersion();
  }

  /** The first view kept for `key`, else `draw()`'s, kept when `version` (of the reads it uses) is current. */
  get(key: string, version: number, draw: () => Promise<Drawn>): Promise<Drawn> {
    const current = this.dataVersion();
    if (current !== this.#version) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#version = current;
    }
    const hit = version === current ? this.#entries.get(key) : undefined;
    if (hit) {
      this.lookups.hits += 1;
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.drawn;
    }
    this.lookups.misses += 1;
    if (version !== current) return draw();
    const entry = { drawn: draw(), bytes: 0 };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    entry.drawn.then((drawn) => {
      if (drawn === undefined || this.#entries.get(key) !== entry) return forget();
      entry.bytes = key.length + (drawn === null ? 0 : Buffer.byteLength(drawn));
      this.#bytes += entry.bytes;
      for (const [oldest, old] of this.#entries) {
        if (this.#bytes <= this.maxBytes) break;
        this.#entries.delete(oldest);
        this.#bytes -= old.bytes;
      }
    }, forget);
    return entry.drawn;
  }
}
