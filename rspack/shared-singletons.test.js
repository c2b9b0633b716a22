const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { SITE_APPS } = require('@pasteleria/shared/federation');
const { ROUTER_EXPORTS, SINGLETONS } = require('../federation-shared.js');
const { sharedSingletons } = require('./shared-singletons.js');

test('every app shares the singletons at its own ranges, the router tree-shaken to the list', () => {
  for (const app of Object.values(SITE_APPS)) {
    const pkg = require(path.join(__dirname, '..', app.package, 'package.json'));
    const shared = sharedSingletons(pkg);
    for (const name of SINGLETONS) {
      assert.equal(shared[name].singleton, true);
      assert.equal(shared[name].requiredVersion, pkg.dependencies[name]);
    }
    assert.deepEqual(shared['react-router-dom'].treeShaking, { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS });
  }
});

test('react-router-dom still exports every name the shared router is cut down to', () => {
  const router = require('react-router-dom');
  assert.deepEqual(
    ROUTER_EXPORTS.filter((name) => !(name in router)),
    [],
  );
});

test('an app that lacks a singleton in its dependencies is told which one', () => {
  assert.throws(() => sharedSingletons({ name: 'remote-x', dependencies: { react: '^19.0.0' } }), {
    message: 'remote-x: add "react-dom" to dependencies (it is a shared singleton)',
  });
});
