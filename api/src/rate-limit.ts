import type { RateLimitRule } from './config.js';
import { HttpError } from './http/errors.js';

/**
 * Keys kept at most. Keys come from clients (IPs, e-mails), so beyond this the oldest windows are
 * dropped: memory stays bounded however many keys a client makes up.
 */
const MAX_KEYS = 100_000;

/** Fixed-window counters: at most `max` hits per key and window. */
export class RateLimiter {
  /** In order of window start (a new window is inserted at the end), so the oldest come first. */
  #windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly rule: RateLimitRule,
    readonly message: string,
    readonly maxKeys = MAX_KEYS,
  ) {}

  /** Counts one hit for `key`; throws 429 with Retry-After once the window is full. */
  hit(key: string, now = Date.now()): void {
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      this.#windows.delete(key);
      this.#prune(now);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.rule.max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + this.rule.windowMs - now) / 1000));
      throw new HttpError(429, this.message, { 'retry-after': String(retryAfter) });
    }
  }

  /** Drops the expired windows, then the oldest live ones beyond `maxKeys`; stops at the first kept. */
  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start < this.rule.windowMs && this.#windows.size < this.maxKeys) return;
      this.#windows.delete(key);
    }
  }

  /** How many keys are held (for tests). */
  get size(): number {
    return this.#windows.size;
  }
}
