const assert = require('node:assert/strict');
const { createHash } = require('node:crypto');
const { test } = require('node:test');
const { rspack } = require('@rspack/core');
const { compile } = require('./test-support/compile.js');
const { subresourceIntegrity } = require('./subresource-integrity.js');

const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

test("subresource-integrity: a build's runtime loads each lazy chunk with the chunk's SHA-384, in CORS mode", async () => {
  const { output, plugin } = subresourceIntegrity({ html: false });
  const { errors, file, files } = await compile(
    {
      'index.js': "import('./later').then((m) => console.log(m.default));",
      'later.js': "export default 'más tarde';",
    },
    () => ({
      entry: { main: './index.js' },
      output: { ...output, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [plugin],
    }),
  );
  assert.deepEqual(errors, []);
  const chunk = files().find((name) => name !== 'main.js' && name.endsWith('.js'));
  assert.ok(chunk, 'the lazy chunk is built');
  const main = file('main.js').toString();
  assert.ok(main.includes(sha384(file(chunk))), "the entry's runtime holds the chunk's hash");
  assert.match(main, /\.integrity\s*=/, 'the runtime sets integrity on the script it adds');
  assert.match(main, /crossOrigin\s*=\s*"anonymous"|crossOrigin="anonymous"/, 'and asks for it in CORS mode');
});

test("subresource-integrity: the host's page names its scripts with their SHA-384", async () => {
  const { output, plugin } = subresourceIntegrity({ html: true });
  const { errors, file } = await compile({ 'index.js': "console.log('inicio');" }, () => ({
    entry: { main: './index.js' },
    output: { ...output, filename: '[name].js' },
    plugins: [
      new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><head></head><body></body></html>' }),
      plugin,
    ],
  }));
  assert.deepEqual(errors, []);
  const page = file('index.html').toString();
  assert.ok(page.includes(`integrity="${sha384(file('main.js'))}"`), page);
  assert.match(page, /<script crossorigin[ >]/, 'crossorigin: anonymous, as the chunks are asked for');
});
