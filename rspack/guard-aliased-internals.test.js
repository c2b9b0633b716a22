const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { compile } = require('./test-support/compile.js');
const { GuardAliasedInternals } = require('./guard-aliased-internals.js');

test('a build that bundles a file a stub should have replaced fails, naming the file', async () => {
  const { errors } = await compile(
    { 'index.js': "import './adapter-real';", 'adapter-real.js': 'export default 1;' },
    (dir) => ({
      entry: { main: './index.js' },
      plugins: [
        new GuardAliasedInternals({
          federationRuntime: true,
          stubbed: { [`${path.join(dir, 'adapter-real.js')}$`]: 'stub.js' },
        }),
      ],
    }),
  );
  assert.match(errors.join('\n'), /adapter-real\.js was bundled: its stub in rspack\/stubs\/ did not apply/);
});
