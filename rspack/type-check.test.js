// `npm run dev`'s type checker (scripts/ts-watch.mjs) on a small project: what it prints as a type
// error comes and goes, what it tells of its first check, and that it writes no JavaScript, only its
// kept state, from which the next start reports the same errors.
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
    const checked = [];
    // The first check runs as the watch starts.
    const watch = watchProjects([path.join(dir, 'tsconfig.json')], {
      print: (text) => printed.push(text),
      checked: (project) => checked.push(project),
    });
    try {
      assert.deepEqual(checked, [{ name: path.relative(process.cwd(), dir), errors: 1 }]);
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
      assert.equal(checked.length, 1, 'told of the first check only');
    } finally {
      watch.close();
    }
    // No JavaScript: only the kept state, beside the one `npm run lint`'s tsc -b keeps.
    assert.deepEqual(fs.readdirSync(dir).sort(), ['.tsbuild', 'index.ts', 'tsconfig.json']);
    assert.deepEqual(fs.readdirSync(path.join(dir, '.tsbuild')), ['dev.tsbuildinfo']);
    fs.rmSync(dir, { recursive: true, force: true });
  },
);

test('a start from the kept state reports the errors it holds, as the first check did', () => {
  const dir = project("export const count: number = 'tres';\n");
  const config = path.join(dir, 'tsconfig.json');
  watchProjects([config], { print: () => {} }).close();
  const printed = [];
  const checked = [];
  watchProjects([config], { print: (text) => printed.push(text), checked: (project) => checked.push(project) }).close();
  assert.equal(printed.length, 1, printed.join('\n'));
  assert.match(printed[0], /index\.ts:1:14 - error TS2322/);
  assert.deepEqual(
    checked.map((project) => project.errors),
    [1],
  );
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a project without errors prints nothing', () => {
  const dir = project('export const count: number = 3;\n');
  const printed = [];
  watchProjects([path.join(dir, 'tsconfig.json')], { print: (text) => printed.push(text) }).close();
  assert.deepEqual(printed, []);
  fs.rmSync(dir, { recursive: true, force: true });
});
