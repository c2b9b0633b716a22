const assert = require('node:assert/strict');
const fs = require('node:fs');
const { test } = require('node:test');
const { federationRuntimeEsm, FEDERATION_RUNTIME_PACKAGES } = require('./federation-runtime-esm.js');

// federationRuntimeEsm() itself throws, naming this piece, when a package's layout changed.
test('every CommonJS file of the federation runtime has an ESM twin to alias it to', () => {
  const alias = federationRuntimeEsm();
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const files = Object.keys(alias).filter((key) => key.includes(`@module-federation/${name}/`));
    assert.ok(files.length > 0, `no alias for @module-federation/${name}`);
  }
  for (const [cjs, esm] of Object.entries(alias)) {
    assert.match(cjs, /\.cjs\$$/);
    assert.match(esm, /\.m?js$/);
    assert.match(fs.readFileSync(esm, 'utf8'), /\b(import|export)\b/, `${esm} is not an ES module`);
  }
});
