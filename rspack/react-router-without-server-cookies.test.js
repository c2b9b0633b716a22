const assert = require('node:assert/strict');
const { test } = require('node:test');
const { reactRouterWithoutServerCookies } = require('./react-router-without-server-cookies.js');

// The piece throws, naming itself, when react-router stops importing a package or imports a name
// the stub lacks.
test("react-router's server cookie packages resolve, and the stub exports every name react-router imports", () => {
  const alias = reactRouterWithoutServerCookies();
  const targets = Object.keys(alias).map((key) => key.replace(/\$$/, ''));
  assert.ok(
    targets.some((file) => /[\\/]cookie[\\/]/.test(file)),
    'cookie is aliased',
  );
  assert.ok(
    targets.some((file) => /[\\/]set-cookie-parser[\\/]/.test(file)),
    'set-cookie-parser is aliased',
  );
  for (const stub of Object.values(alias)) assert.match(stub, /rspack[\\/]stubs[\\/]react-router-server-cookies\.js$/);
});
