const assert = require('node:assert/strict');
const fs = require('node:fs');
const { stripVTControlCharacters } = require('node:util');
const { test } = require('node:test');
const { compile } = require('./test-support/compile.js');
const { TypeCheck } = require('./type-check.js');

test("a type error of the app is one of its compilation's errors, with its line", { timeout: 120_000 }, async () => {
  let appDir = '';
  const { errors } = await compile(
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, types: [] },
        include: ['*.ts'],
      }),
      'index.ts': "const count: number = 'tres';\nexport { count };\n",
    },
    (dir) => {
      appDir = dir;
      return {
        mode: 'development',
        entry: { main: './index.ts' },
        module: {
          rules: [
            { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } },
          ],
        },
        plugins: [new TypeCheck(dir, { async: false })],
      };
    },
  );
  fs.rmSync(appDir, { recursive: true, force: true });
  assert.equal(errors.length, 1, errors.join('\n'));
  // The checker colours its report when the terminal (or CI) asks for colour; the words are the same.
  const report = stripVTControlCharacters(errors[0]);
  assert.match(report, /> 1 \| const count: number = 'tres';/);
  assert.match(report, /TS2322/);
});
