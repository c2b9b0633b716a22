// The loader of a drawn page's scripts (@pasteleria/shared's src/after-paint/loader/), built small
// for the server to write inline at the top of every drawn page's head and to allow in the CSP by
// its hash: `node rspack/after-paint-loader.js <file>` (the API's build writes api/dist/after-paint-loader.js).
//
// Why a build of its own: it runs before any other script of the page, in every drawn page's HTML,
// so it is one self-contained function with nothing around it (no chunk loading, no module
// registry: every module concatenated into one scope), minified, for the browsers the apps are
// built for. It is written, linted and tested as TypeScript modules like the rest of the site.
// Measured when added: 3.6 KB (1.6 KB with brotli, as pages are sent), 240 bytes more than the
// hand-minified loader it replaced, which did not hide a preview's live drawing.
// When Rspack changes: this piece uses `output.iife`, module concatenation and the built-in SWC
// loader and minifier; rspack/after-paint-loader.test.js builds it and checks it is one function
// with no runtime, under its size; the browser tests run it (e2e/tests/server-render.test.ts).
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { BROWSERS } = require('./browsers.js');
const { ROOT, internalsChanged } = require('./package-internals.js');

const PIECE = 'after-paint-loader.js';
const ENTRY = path.join(ROOT, 'shared/src/after-paint/loader/loader.ts');

/** The loader's build: one IIFE, no runtime, minified. */
function loaderConfig(outputPath, filename) {
  return {
    mode: 'production',
    context: ROOT,
    target: 'web',
    entry: { loader: ENTRY },
    devtool: false,
    output: { path: outputPath, filename, iife: true, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: BROWSERS } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { concatenateModules: true, minimize: true, runtimeChunk: false, splitChunks: false },
    performance: false,
  };
}

/** A runtime Rspack adds only when modules need one: the loader must be one scope, or the build changed. */
const RUNTIME = /__webpack_require__|__rspack_require__|webpackChunk/;

/**
 * Builds the loader into `file` and answers its text.
 * @param {string} file
 * @returns {Promise<string>}
 */
async function buildAfterPaintLoader(file) {
  const out = path.resolve(file);
  const stats = await new Promise((resolve, reject) => {
    rspack(loaderConfig(path.dirname(out), path.basename(out)), (error, result) =>
      error ? reject(error) : resolve(/** @type {import('@rspack/core').Stats} */ (result)),
    );
  });
  const { errors } = stats.toJson({ all: false, errors: true });
  if (errors?.length) throw new Error(`${PIECE}: ${errors.map((e) => e.message).join('\n')}`);
  const text = fs.readFileSync(out, 'utf8').trim();
  if (RUNTIME.test(text))
    throw internalsChanged(PIECE, '@rspack/core no longer builds the loader as one scope without a runtime.');
  fs.writeFileSync(out, text);
  return text;
}

module.exports = { buildAfterPaintLoader };

if (require.main === module) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error('Uso: node rspack/after-paint-loader.js <archivo de salida>');
    process.exit(2);
  }
  buildAfterPaintLoader(file).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
