const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { antdFormEngineRules } = require('./antd-form-engine-with-forms.js');
const { ROOT } = require('./package-internals.js');
const { compareRules } = require('./test-support/compile.js');

const ADMIN = path.join(ROOT, 'remote-admin');
const ANTD = path.join(ROOT, 'node_modules', 'antd', 'es');

test("antd's Input and Radio, built with the rules, read the form context without carrying rc-form's engine", () =>
  compareRules(
    'index.js',
    antdFormEngineRules(ADMIN),
    (without, withRules) => {
      const code = (built) => built.file('main.mjs').toString();
      // rc-form's store (useForm) and async-validator's messages: the engine alone has them.
      for (const engine of [/validateFields/, /%s cannot be empty/]) {
        assert.match(code(without), engine, 'the engine, without the rules');
        assert.doesNotMatch(code(withRules), engine, 'none of it with the rules');
      }
      assert.ok(code(withRules).length < code(without).length - 20_000, 'and the build is smaller for it');
    },
    {
      'index.js': [
        `export { default as Input } from ${JSON.stringify(path.join(ANTD, 'input', 'index.js'))};`,
        `export { default as Radio } from ${JSON.stringify(path.join(ANTD, 'radio', 'index.js'))};`,
      ].join('\n'),
    },
  ));

test("the stub's toNamePathStr names a field as antd's does", async () => {
  const { toNamePathStr } = await import(path.join(__dirname, 'stubs', 'antd-form-name-path.mjs'));
  assert.equal(toNamePathStr(['items', 0, 'price']), 'items_0_price');
  assert.equal(toNamePathStr('title'), 'title');
  assert.equal(toNamePathStr(undefined), '');
});

test('the piece names itself when antd imports more than it expects from rc-form', () => {
  const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-form-engine-'));
  try {
    const write = (file, content) => {
      fs.mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
      fs.writeFileSync(path.join(fake, file), content);
    };
    write('node_modules/antd/package.json', '{"name":"antd"}');
    write('node_modules/@rc-component/form/package.json', '{"name":"@rc-component/form"}');
    write('node_modules/@rc-component/form/es/FormContext.js', 'export { FormProvider };\n');
    write(
      'node_modules/antd/es/form/context.js',
      "import { FormProvider as RcFormProvider, useForm } from '@rc-component/form';\n",
    );
    assert.throws(
      () => antdFormEngineRules(fake),
      /antd-form-engine-with-forms\.js[\s\S]*takes more than FormProvider/,
    );
  } finally {
    fs.rmSync(fake, { recursive: true, force: true });
  }
});
