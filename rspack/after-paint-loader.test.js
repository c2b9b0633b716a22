const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { test } = require('node:test');
const { buildAfterPaintLoader } = require('./after-paint-loader.js');

/** The loader as drawn pages carry it: about 3.6 KB when this piece was added. */
const MAX_BYTES = 4500;

test('the loader is one small function with nothing around it, the shared constants written in', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'after-paint-loader-'));
  try {
    const file = path.join(dir, 'loader.js');
    const text = await buildAfterPaintLoader(file);
    assert.equal(fs.readFileSync(file, 'utf8'), text);
    assert.deepEqual(fs.readdirSync(dir), ['loader.js'], 'one file, and nothing else in its folder is touched');
    assert.ok(text.length <= MAX_BYTES, `${text.length} bytes`);
    assert.match(text, /^\(\(\)=>\{.*\}\)\(\);$/s, 'one IIFE');
    assert.doesNotMatch(text, /__webpack_require__|webpackChunk|import\(|export /);
    for (const constant of [
      'pasteleria-after-paint',
      'pasteleriaEarlyCount',
      'data-hydrated',
      'data-part',
      '"token"',
      '"preview"',
    ])
      assert.ok(text.includes(constant), constant);
    // It runs as a classic script (the CSP allows it inline by its hash): it parses as one.
    assert.doesNotThrow(() => new vm.Script(text));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
