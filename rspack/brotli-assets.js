// Brotli at its highest quality beside each content-hashed script, stylesheet and SVG
// (`main.3f2a1b4c.js.br`), for the server to send as it is (api/src/site/routes.ts, preCompressed).
//
// Why: about 14 % smaller than compressing each response on the fly (which uses a fast level), and
// no compression work per request. Files a deployment replaces in place (remoteEntry.js,
// mf-manifest.json) are not hashed and keep being compressed as served, so a copied file can never
// be paired with a stale .br.
// When Rspack changes: this piece uses processAssets at the OPTIMIZE_TRANSFER stage;
// rspack/brotli-assets.test.js builds a small app and checks the .br files decode to their originals.
const zlib = require('node:zlib');
const { rspack } = require('@rspack/core');

/** Hashed names the server serves pre-compressed. */
const COMPRESSED = /\.[0-9a-f]{8}\.(js|css|svg)$/;
/** Below this, brotli's few bytes saved are not worth a second file. */
const MIN_BYTES = 1024;

class BrotliAssets {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrotliAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrotliAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSED.test(name)) continue;
            const bytes = source.buffer();
            if (bytes.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
          }
        },
      );
    });
  }
}

module.exports = { BrotliAssets };
