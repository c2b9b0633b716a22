const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { antdAppMessageOnlyRule } = require('./antd-app-message-only.js');
const { ROOT } = require('./package-internals.js');
const { compareRules } = require('./test-support/compile.js');

const ADMIN = path.join(ROOT, 'remote-admin');

test("antd's App, built with the rule, makes its message API without carrying Modal or notifications", () =>
  compareRules(
    path.join(ROOT, 'node_modules/antd/es/app/index.js'),
    [antdAppMessageOnlyRule(ADMIN)],
    (without, withRule) => {
      const code = (built) => built.file('main.mjs').toString();
      // The holders the modal and notification hooks draw: in those hooks alone.
      for (const part of [/"modal-holder"/, /"notification-holder"/]) {
        assert.ok(part.test(code(without)), `${part}: in App without the rule`);
        assert.ok(!part.test(code(withRule)), `${part}: not with the rule`);
      }
      assert.ok(/-notice/.test(code(withRule)), "message's own notices stay");
      assert.ok(code(withRule).length < code(without).length - 20_000, 'and the build is smaller for it');
    },
  ));

test("the stub's API says, from each method, what to use instead", async () => {
  const { default: useUnavailableApi } = await import(path.join(__dirname, 'stubs', 'antd-app-unavailable-api.mjs'));
  const [api, holder] = useUnavailableApi();
  assert.equal(holder, null);
  for (const method of ['confirm', 'info', 'open', 'destroy']) {
    assert.throws(() => api[method]({ title: '¿Salir?' }), /antd-app-message-only\.js[\s\S]*Modal\.useModal/);
  }
});
