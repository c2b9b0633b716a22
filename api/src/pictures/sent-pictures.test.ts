import assert from 'node:assert/strict';
import { test } from 'node:test';
import { imageBytes } from '../../test/support/fixtures.js';
import { sniffFormat } from './sent-pictures.js';

test('image sniffing by magic bytes', async () => {
  for (const format of ['png', 'jpeg', 'webp', 'gif'] as const)
    assert.equal(sniffFormat(await imageBytes(format)), format);
  assert.equal(sniffFormat(Buffer.from('<svg/>')), undefined);
  assert.equal(sniffFormat(Buffer.alloc(0)), undefined);
});
