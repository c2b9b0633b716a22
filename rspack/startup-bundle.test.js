const assert = require('node:assert/strict');
const { describe, it, test } = require('node:test');
const { rspack } = require('@rspack/core');
const { compile } = require('./test-support/compile.js');
const { halves, StartupBundle } = require('./startup-bundle.js');

describe('halves', () => {
  const sizes = { 'a.js': 50, 'b.js': 30, 'c.js': 20, 'main.js': 10 };
  const sizeOf = (file) => sizes[file];

  it('puts each chunk, largest first, in the lighter file, the entry always in the second', () => {
    assert.deepEqual(halves(['a.js', 'b.js', 'c.js'], ['main.js'], sizeOf), [['a.js'], ['b.js', 'c.js', 'main.js']]);
  });

  it('keeps the build order within each file', () => {
    assert.deepEqual(halves(['c.js', 'a.js', 'b.js'], ['main.js'], sizeOf), [['a.js'], ['c.js', 'b.js', 'main.js']]);
  });

  it('makes one file when there is nothing but the entry', () => {
    assert.deepEqual(halves([], ['main.js'], sizeOf), [['main.js']]);
  });
});

test('the page loads the start-up chunks and main.js as startup files; a lazy page stays apart', async () => {
  const { errors, file, files } = await compile(
    {
      'index.js': "import('./bootstrap');",
      'bootstrap.js': "console.log('arranque'); import('./lazy-page');",
      'lazy-page.js': "console.log('pagina aparte');",
    },
    () => ({
      entry: { main: './index.js' },
      output: { filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [
        new rspack.HtmlRspackPlugin({ templateContent: '<html><head></head><body></body></html>' }),
        new StartupBundle(),
      ],
    }),
  );
  assert.deepEqual(errors, []);
  const scripts = [
    ...file('index.html')
      .toString()
      .matchAll(/<script[^>]*src="\/?([^"]+)"/g),
  ].map((m) => m[1]);
  assert.ok(scripts.length > 0, 'the page has scripts');
  for (const src of scripts) assert.match(src, /^startup\.[0-9a-f]{8}\.js$/);
  const startup = scripts.map((src) => file(src).toString()).join('\n');
  assert.ok(startup.includes('arranque'), 'the bootstrap travels in the startup files');
  assert.ok(!startup.includes('pagina aparte'), 'the lazy page does not');
  assert.ok(
    files().some((name) => file(name).toString().includes('pagina aparte')),
    'the lazy page has its own file',
  );
});
