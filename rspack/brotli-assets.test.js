const assert = require('node:assert/strict');
const zlib = require('node:zlib');
const { test } = require('node:test');
const { compile } = require('./test-support/compile.js');
const { BrotliAssets } = require('./brotli-assets.js');

test('each hashed file above 1 KB gets a brotli copy that decodes to it', async () => {
  const big = Array.from({ length: 400 }, (_, i) => `export const line${i} = 'línea número ${i}';`).join('\n');
  const { errors, file, files } = await compile(
    { 'index.js': "import * as all from './big'; console.log(all);", 'big.js': big },
    () => ({
      entry: { main: './index.js' },
      output: { filename: '[name].[contenthash:8].js' },
      optimization: { minimize: false },
      plugins: [new BrotliAssets()],
    }),
  );
  assert.deepEqual(errors, []);
  const main = files().find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
  assert.ok(main, 'main.<hash>.js is built');
  assert.ok(files().includes(`${main}.br`), 'with its brotli copy');
  assert.ok(zlib.brotliDecompressSync(file(`${main}.br`)).equals(file(main)), 'which decodes to it');
});
