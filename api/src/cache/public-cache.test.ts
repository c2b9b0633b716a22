import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PublicCache } from './public-cache.js';

test('cache: loads once, invalidates by tag, drops failed and empty loads, never keeps a load overtaken by a write', async () => {
  const cache = new PublicCache();
  let loads = 0;
  const load = async () => ++loads;
  assert.equal(await cache.get('a', ['x'], load), 1);
  assert.equal(await cache.get('a', ['x'], load), 1);
  await cache.invalidate(['y']);
  assert.equal(await cache.get('a', ['x'], load), 1);
  await cache.invalidate(['x']);
  assert.equal(await cache.get('a', ['x'], load), 2);
  await assert.rejects(cache.get('b', ['x'], async () => Promise.reject(new Error('db down'))));
  assert.equal(await cache.get('b', ['x'], load), 3);
  // A load that found nothing is not kept: an unknown slug cannot fill the cache.
  assert.equal(await cache.get('missing', ['x'], async () => null), null);
  assert.equal(await cache.get('missing', ['x'], load), 4);

  let release!: (value: string) => void;
  const slow = cache.get('c', ['x'], () => new Promise<string>((resolve) => (release = resolve)));
  await cache.invalidate(['x']);
  release('stale');
  assert.equal(await slow, 'stale');
  assert.equal(await cache.get('c', ['x'], async () => 'fresh'), 'fresh');
});
