// ESM twins of the federation runtime: one tree-shaken copy of it in every browser build.
//
// Why: Rspack's Module Federation plugin finds the runtime with Node's require.resolve, i.e. its
// CommonJS builds (@module-federation/runtime → runtime/dist/index.cjs, the bundler runtime →
// webpack-bundler-runtime/dist/index.cjs, the host's inject-external-runtime-core plugin →
// index.cjs). CommonJS pulls the SDK and runtime-core in as CommonJS too, and nothing of them can
// be tree-shaken, the SDK's Node-only code included. Every CommonJS file of these packages is
// aliased to its ESM twin (x.cjs → x.js or x.mjs).
// Measured when added (with the runtime's manifest handling turned off): / went from 155.6 to
// 147.3 KB of gzipped JS.
// When @module-federation/* changes: the aliases reach into each package's dist/; this piece checks
// every target when the config is made, and guard-aliased-internals.js fails a build that bundles
// a CommonJS runtime file anyway. If a package's layout changed, update the list or the twin rule.
const fs = require('node:fs');
const path = require('node:path');
const { internalsChanged, resolveFrom } = require('./package-internals.js');

const PIECE = 'federation-runtime-esm.js';

/** The federation packages whose CommonJS files are aliased. */
const FEDERATION_RUNTIME_PACKAGES = [
  'runtime',
  'runtime-core',
  'runtime-tools',
  'webpack-bundler-runtime',
  'sdk',
  'error-codes',
  'inject-external-runtime-core-plugin',
];

/** A bundled module that is a CommonJS file of these packages: the aliases did not apply. */
const CJS_RUNTIME_FILE = new RegExp(
  `node_modules[\\\\/]@module-federation[\\\\/](${FEDERATION_RUNTIME_PACKAGES.join('|')})[\\\\/].*\\.cjs$`,
);

/** The ESM build beside a CommonJS file (x.cjs: x.js or x.mjs), or null. */
function esmTwin(cjs) {
  return ['.js', '.mjs'].map((ext) => cjs.replace(/\.cjs$/, ext)).find((file) => fs.existsSync(file)) ?? null;
}

/** resolve.alias: every CommonJS file of the federation runtime → its ESM twin. */
function federationRuntimeEsm() {
  // The copy the MF plugin itself resolves (from runtime-tools), else the top-level one.
  const tools = resolveFrom(PIECE, '@module-federation/runtime-tools', __dirname);
  const alias = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const main = resolveFrom(PIECE, `@module-federation/${name}`, tools);
    if (!main.endsWith('.cjs') || !esmTwin(main)) {
      throw internalsChanged(
        PIECE,
        `@module-federation/${name} resolves to ${main}, not to a .cjs file with an ESM twin (.js or .mjs) beside it.`,
      );
    }
    const dist = path.dirname(main);
    for (const file of fs.readdirSync(dist)) {
      const esm = file.endsWith('.cjs') && esmTwin(path.join(dist, file));
      if (esm) alias[`${path.join(dist, file)}$`] = esm;
    }
  }
  return alias;
}

module.exports = { federationRuntimeEsm, CJS_RUNTIME_FILE, FEDERATION_RUNTIME_PACKAGES };
