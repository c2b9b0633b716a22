import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from './errors.js';

/**
 * Fixed-window rate limits: at most `max` hits per key and window. The counters live where every
 * instance of the site sees them: in the database's UNLOGGED `rate_limits` table on PostgreSQL,
 * so a client cannot get a fresh allowance from each instance behind the balancer; in memory on the
 * embedded database, which has a single instance.
 *
 * (@fastify/rate-limit takes a store too, but it limits one key per route before the body is read;
 * a login is limited by address, by e-mail and address, and by e-mail alone, the e-mail being in
 * the body. These few lines do that more simply than three stacked plugin configurations.)
 */
export interface WindowCount {
  hits: number;
  resetMs: number;
}

export interface RateLimitStore {
  /** Counts one hit for `key` in a window of `windowMs`; answers the window's hits and the ms left in it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets every window older than `windowMs`. */
  sweep(windowMs: number): Promise<void>;
}

/**
 * Keys kept at most in memory. Keys come from clients (IPs, e-mails), so beyond this the oldest
 * windows are dropped: memory stays bounded however many keys a client makes up.
 */
const MAX_KEYS = 100_000;

export class MemoryRateLimitStore implements RateLimitStore {
  /** In order of window start (a new window is inserted at the end), so the oldest come first. */
  #windows = new Map<string, { start: number; hits: number }>();

  constructor(
    readonly maxKeys = MAX_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || now - window.start >= windowMs) {
      this.#windows.delete(key);
      this.#prune(now, windowMs);
      window = { start: now, hits: 0 };
      this.#windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, resetMs: window.start + windowMs - now };
  }

  async sweep(windowMs: number): Promise<void> {
    this.#prune(this.now(), windowMs);
  }

  /** Drops the expired windows, then the oldest live ones beyond `maxKeys`; stops at the first kept. */
  #prune(now: number, windowMs: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start < windowMs && this.#windows.size < this.maxKeys) return;
      this.#windows.delete(key);
    }
  }

  /** How many keys are held (for tests). */
  get size(): number {
    return this.#windows.size;
  }
}

/** One statement per hit: a new or expired window starts at 1, a live one counts up. The database's clock decides. */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const expired = sql<boolean>`rate_limits.window_start <= now() - ${window}`;
    const { rows } = await sql<WindowCount>`
      INSERT INTO rate_limits AS rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        window_start = CASE WHEN ${expired} THEN now() ELSE rate_limits.window_start END,
        hits = CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END
      RETURNING hits, extract(epoch FROM window_start + ${window} - now()) * 1000 AS "resetMs"`.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('rate limit: no row returned');
    return { hits: row.hits, resetMs: Number(row.resetMs) };
  }

  async sweep(windowMs: number): Promise<void> {
    await this.db
      .deleteFrom('rate_limits')
      .where('window_start', '<=', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
      .execute();
  }
}

/** One named limit (its keys are prefixed with the name) on a store. */
export class RateLimiter {
  constructor(
    readonly name: string,
    readonly rule: RateLimitRule,
    readonly message: string,
    readonly store: RateLimitStore,
  ) {}

  /** Counts one hit for `key`; throws 429 with Retry-After once the window is full. */
  async hit(key: string): Promise<void> {
    const { hits, resetMs } = await this.store.hit(`${this.name}:${key}`, this.rule.windowMs);
    if (hits > this.rule.max) {
      const retryAfter = Math.max(1, Math.ceil(resetMs / 1000));
      throw new HttpError(429, this.message, { 'retry-after': String(retryAfter) });
    }
  }
}
