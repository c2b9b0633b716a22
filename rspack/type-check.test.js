// `npm run dev`'s type checker (scripts/ts-watch.mjs) on a small project: what it prints as a type
// error comes and goes, and that it writes nothing.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { stripVTControlCharacters } = require('node:util');
const { watchProjects } = require('../scripts/ts-watch.mjs');

/** A project whose index.ts is `source`, incremental as the apps' are. */
function project(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'type-check-'));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        incremental: true,
        tsBuildInfoFile: '.tsbuild/tsconfig.tsbuildinfo',
      },
      include: ['*.ts'],
    }),
  );
  fs.writeFileSync(path.join(dir, 'index.ts'), source);
  return dir;
}

/** Resolves once `printed` has `count` entries (the watcher checks an edit after a short delay). */
async function printedCount(printed, count) {
  const deadline = Date.now() + 60_000;
  while (printed.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(printed.length, count, printed.join('\n'));
}

test(
  'a type error is printed once with its line, its fix as one line, a clean check as nothing',
  { timeout: 120_000 },
  async () => {
    const dir = project("const count: number = 'tres';\nexport { count };\n");
    const printed = [];
    // The first check runs as the watch starts.
    const watch = watchProjects([path.join(dir, 'tsconfig.json')], { print: (text) => printed.push(text) });
    try {
      assert.equal(printed.length, 1, printed.join('\n'));
      assert.match(printed[0], /index\.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'\./);
      assert.match(printed[0], /1 const count: number = 'tres';/);
      assert.match(printed[0], /✗ .*type-check-\w+: 1 error de tipos$/);
      assert.equal(printed[0], stripVTControlCharacters(printed[0]), 'no colour unless asked');

      // The same error after an edit that does not change it: not printed again.
      fs.writeFileSync(
        path.join(dir, 'index.ts'),
        "const count: number = 'tres';\nexport { count };\nexport const two = 2;\n",
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      fs.writeFileSync(
        path.join(dir, 'index.ts'),
        'const count: number = 3;\nexport { count };\nexport const two = 2;\n',
      );
      await printedCount(printed, 2);
      assert.match(printed[1], /^✓ .*type-check-\w+: sin errores de tipos$/);
    } finally {
      watch.close();
    }
    // Nothing written: no JavaScript, no .tsbuildinfo (`npm run lint`'s tsc -b keeps its own).
    assert.deepEqual(fs.readdirSync(dir).sort(), ['index.ts', 'tsconfig.json']);
    fs.rmSync(dir, { recursive: true, force: true });
  },
);

test('a project without errors prints nothing', () => {
  const dir = project('export const count: number = 3;\n');
  const printed = [];
  watchProjects([path.join(dir, 'tsconfig.json')], { print: (text) => printed.push(text) }).close();
  assert.deepEqual(printed, []);
  fs.rmSync(dir, { recursive: true, force: true });
});
