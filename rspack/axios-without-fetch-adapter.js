// axios without its fetch adapter: the browser builds use XHR, so the fetch adapter is dead weight
// that the bundler cannot drop (axios picks an adapter at run time by name).
//
// Why: lib/adapters/adapters.js imports every adapter; ours is replaced by
// rspack/stubs/axios-fetch-adapter.js, which answers what adapters.js asks of it (getFetch() and a
// default) and throws if it is ever used.
// Measured when added, with the entity declarations moved to their own chunk in the same change:
// / went from 161.2 to 155.2 KB of gzipped JS.
// When axios changes: this piece checks that lib/adapters/fetch.js still exists and still exports
// getFetch and a default; if not, read axios's adapters.js and update the stub (or drop the piece if
// axios no longer bundles the fetch adapter for the browser).
const path = require('node:path');
const { ROOT, stubAlias } = require('./package-internals.js');

const PIECE = 'axios-without-fetch-adapter.js';

/** resolve.alias: axios's fetch adapter (as shared/ resolves axios) → the stub. */
function axiosWithoutFetchAdapter() {
  return stubAlias(PIECE, {
    pkg: 'axios',
    from: path.join(ROOT, 'shared'),
    file: 'lib/adapters/fetch.js',
    exportsLike: [/export const getFetch\b/, /export default\b/],
    names: 'getFetch and a default',
    stub: path.join(__dirname, 'stubs', 'axios-fetch-adapter.js'),
  });
}

module.exports = { axiosWithoutFetchAdapter };
