import type { RateLimitRule } from './config.js';
import { HttpError } from './http/errors.js';

/** Fixed-window counters: at most `max` hits per key and window. Old windows are pruned as it goes. */
export class RateLimiter {
  #windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly rule: RateLimitRule,
    readonly message: string,
  ) {}

  /** Counts one hit for `key`; throws 429 with Retry-After once the window is full. */
  hit(key: string, now = Date.now()): void {
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      if (this.#windows.size > 10_000) this.#prune(now);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.rule.max) {
      const retryAfter = Math.max(1, Math.ceil((window.start + this.rule.windowMs - now) / 1000));
      throw new HttpError(429, this.message, { 'retry-after': String(retryAfter) });
    }
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.rule.windowMs) this.#windows.delete(key);
    }
  }
}
