const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { antdResultIllustrationsRule } = require('./antd-result-illustrations-lazy.js');
const { ROOT } = require('./package-internals.js');
const { compareRules } = require('./test-support/compile.js');

const ADMIN = path.join(ROOT, 'remote-admin');

test("antd's Result, built with the rule, loads each of its pictures as a chunk of its own", () =>
  compareRules(
    path.join(ROOT, 'node_modules/antd/es/result/index.js'),
    [antdResultIllustrationsRule(ADMIN)],
    (without, withRule) => {
      const main = (built) => built.file('main.mjs').toString();
      const chunks = withRule.files().filter((file) => file.endsWith('.chunk.mjs'));
      for (const title of ['No Found', 'Unauthorized', 'Server Error']) {
        assert.ok(main(without).includes(`"${title}"`), `${title}: in Result's file, without the rule`);
        assert.ok(!main(withRule).includes(`"${title}"`), `${title}: not in it with the rule`);
        assert.equal(
          chunks.filter((file) => withRule.file(file).toString().includes(`"${title}"`)).length,
          1,
          `${title}: in a chunk of its own`,
        );
      }
    },
  ));
