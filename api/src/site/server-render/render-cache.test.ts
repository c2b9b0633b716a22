import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RenderCache, type Drawn } from './render-cache.js';

test('a first view is kept per key and data version, the least recently used going past the bytes', async () => {
  let version = 0;
  const cache = new RenderCache(100, () => version);
  const drawn: string[] = [];
  const draw = (key: string, html: Drawn) => () => {
    drawn.push(key);
    return Promise.resolve(html);
  };
  const x40 = (letter: string) => letter.repeat(40);
  assert.equal(await cache.get('a', 0, draw('a', x40('a'))), x40('a'));
  assert.equal(await cache.get('a', 0, draw('a', 'otra')), x40('a'), 'kept');
  await cache.get('b', 0, draw('b', x40('b')));
  await cache.get('a', 0, draw('a', 'otra'));
  // 3 × 41 bytes (key and HTML) is past 100: b, the least recently used, goes.
  await cache.get('c', 0, draw('c', x40('c')));
  assert.equal(await cache.get('b', 0, draw('b', 'de nuevo')), 'de nuevo');
  assert.equal(await cache.get('c', 0, draw('c', 'otra')), x40('c'));
  assert.deepEqual(drawn, ['a', 'b', 'c', 'b']);

  // Nothing for now is not kept; a renderer's throw (null) is.
  await cache.get('late', 0, draw('late', undefined));
  assert.equal(await cache.get('late', 0, draw('late', 'ya')), 'ya');
  await cache.get('throws', 0, draw('throws', null));
  assert.equal(await cache.get('throws', 0, draw('throws', 'ya')), null);

  // The data changed: everything goes; a render from the reads before is sent, never kept.
  version = 1;
  assert.equal(await cache.get('c', 0, draw('c', 'vieja')), 'vieja');
  assert.equal(await cache.get('c', 1, draw('c', 'nueva')), 'nueva');
  assert.equal(await cache.get('c', 1, draw('c', 'otra')), 'nueva');
});
