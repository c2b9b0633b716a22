const assert = require('node:assert/strict');
const { test } = require('node:test');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { compile } = require('./test-support/compile.js');
const { KnownWarnings, MANIFEST_LOGGER } = require('./known-warnings.js');

/** The manifest plugin's warnings that reach the terminal, kept by a plugin applied after `plugins`. */
async function logOfRemote(plugins) {
  const log = [];
  const { errors } = await compile({ 'index.js': '', 'expose.js': 'export const answer = 42;' }, () => ({
    entry: { main: './index.js' },
    output: { publicPath: 'auto', uniqueName: 'remote_prueba' },
    // Before the federation plugin, which warns as it is applied.
    plugins: [
      ...plugins,
      {
        apply: (compiler) =>
          compiler.hooks.infrastructureLog.tap('Kept', (name, type, args) => {
            log.push({ name, type, text: args.map(String).join(' ') });
            return true;
          }),
      },
      new ModuleFederationPlugin({
        name: 'remote_prueba',
        filename: 'remoteEntry.js',
        exposes: { './Expose': './expose.js' },
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
  }));
  assert.deepEqual(errors, []);
  return log.filter((line) => line.name === MANIFEST_LOGGER && line.type === 'warn');
}

test("[rspack/known-warnings.js] the manifest plugin still warns of publicPath 'auto' in those words", async () => {
  const warnings = await logOfRemote([]);
  assert.equal(warnings.length, 1, JSON.stringify(warnings));
  assert.match(warnings[0].text, /Manifest will use absolute path resolution .* reason: publicPath='auto'/);
});

test('a remote built with the piece logs no warning of its publicPath', async () => {
  assert.deepEqual(await logOfRemote([new KnownWarnings()]), []);
});
