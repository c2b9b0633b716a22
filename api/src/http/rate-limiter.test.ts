import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from './errors.js';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit.js';

/** A limiter on an in-memory store whose clock the test sets. */
function limiterAt(rule: { max: number; windowMs: number }, maxKeys?: number) {
  const clock = { now: 0 };
  const store = new MemoryRateLimitStore(maxKeys, () => clock.now);
  const limiter = new RateLimiter('test', rule, 'Demasiados', store);
  const hit = (key: string, now: number) => {
    clock.now = now;
    return limiter.hit(key);
  };
  return { hit, store };
}

const tooMany = (error: unknown) => error instanceof HttpError && error.statusCode === 429;

test('rate limiter: fixed window per key', async () => {
  const { hit } = limiterAt({ max: 2, windowMs: 1000 });
  await hit('a', 0);
  await hit('a', 10);
  await assert.rejects(
    hit('a', 20),
    (error: unknown) => tooMany(error) && (error as HttpError).headers['retry-after'] === '1',
  );
  await hit('b', 20);
  await hit('a', 1000);
});

test('rate limiter: memory stays bounded whatever keys clients make up', async () => {
  const { hit, store } = limiterAt({ max: 1, windowMs: 1000 }, 100);
  for (let i = 0; i < 1000; i += 1) await hit(`ip-${i}`, 0);
  assert.equal(store.size, 100);
  // Keys still within the bound keep their count.
  await assert.rejects(hit('ip-999', 1), tooMany);
  // Expired windows are dropped as new ones come.
  await hit('late', 1000);
  assert.equal(store.size, 1);
});
