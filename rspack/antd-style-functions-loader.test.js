const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { antdStyleFunctionsRule } = require('./antd-static-style.js');
const loader = require('./antd-style-functions-loader.js');
const { ROOT } = require('./package-internals.js');
const { compareRules } = require('./test-support/compile.js');

test("each style function given to antd's style hooks becomes () => []; the component tokens stay", () => {
  const source = [
    "export default genStyleHooks('Button', token => [genShared(token), genSize(token)], prepareComponentToken, { unitless: { fontWeight: true } });",
    "export const useSub = genComponentStyleHook(['Table', 'sticky'], genStickyStyle, prepareTableToken);",
    "export const Sub = genSubStyleComponent(['Modal', 'confirm'], token => genConfirm(genStyleHooks('Inner', inner)), prepareModalToken);",
    'export const passedOn = genStyleHooks(...args);',
    "const notAHook = otherHook('Card', genCardStyle, prepareCardToken);",
  ].join('\n');
  assert.equal(
    loader(source),
    [
      "export default genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } });",
      "export const useSub = genComponentStyleHook(['Table', 'sticky'], () => [], prepareTableToken);",
      "export const Sub = genSubStyleComponent(['Modal', 'confirm'], () => [], prepareModalToken);",
      'export const passedOn = genStyleHooks(...args);',
      "const notAHook = otherHook('Card', genCardStyle, prepareCardToken);",
    ].join('\n'),
  );
  assert.equal(loader('export const a = 1;'), 'export const a = 1;', 'a module with no style hook is left as it is');
});

test("antd's button, built with the rule, carries none of its style function and keeps its tokens", () =>
  compareRules(
    path.join(ROOT, 'node_modules/antd/es/button/index.js'),
    [antdStyleFunctionsRule()],
    (without, withRule) => {
      const code = (built) => built.file('main.mjs').toString();
      assert.match(code(without), /manipulation/, "the button's style function, without the rule");
      assert.doesNotMatch(code(withRule), /manipulation/, 'none of it with the rule');
      assert.match(code(withRule), /contentLineHeight/, 'the component tokens the CSS variables need');
      assert.ok(code(withRule).length < code(without).length, 'and the build is smaller for it');
    },
  ));
