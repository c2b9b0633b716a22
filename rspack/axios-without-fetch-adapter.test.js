const assert = require('node:assert/strict');
const fs = require('node:fs');
const { test } = require('node:test');
const { axiosWithoutFetchAdapter } = require('./axios-without-fetch-adapter.js');

// The piece throws, naming itself, when axios's fetch adapter moved or changed its exports.
test("axios's fetch adapter is where the stub expects it, and the stub answers what axios asks of it", () => {
  const [[adapter, stub]] = Object.entries(axiosWithoutFetchAdapter());
  assert.match(adapter, /axios[\\/]lib[\\/]adapters[\\/]fetch\.js\$$/);
  const source = fs.readFileSync(stub, 'utf8');
  assert.match(source, /export const getFetch\b/);
  assert.match(source, /export default\b/);
});
