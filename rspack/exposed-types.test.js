const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { REMOTE_NAMES, SITE_APPS } = require('@pasteleria/shared/federation');
const { ROOT } = require('./package-internals.js');
const { remoteApp, typesDir, writeExposedTypes } = require('./exposed-types.js');

const REMOTES = REMOTE_NAMES.map((name) => SITE_APPS[name].package);

test('a remote publishes the declarations of its exposes and an index that names each one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exposed-types-'));
  fs.mkdirSync(path.join(dir, 'src', 'exposes'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true },
      include: ['src'],
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'exposes', 'widget.ts'),
    'export default function Widget(props: { size: number }): string { return String(props.size); }\n',
  );
  const errors = writeExposedTypes({ dir, name: 'remote_widget', exposes: { './Widget': './src/exposes/widget.ts' } });
  assert.deepEqual(errors, []);
  const out = typesDir(dir, 'remote_widget');
  assert.match(
    fs.readFileSync(path.join(out, 'index.d.ts'), 'utf8'),
    /"\.\/Widget": typeof import\('\.\/compiled\/src\/exposes\/widget'\);/,
  );
  assert.match(fs.readFileSync(path.join(out, 'compiled', 'src', 'exposes', 'widget.d.ts'), 'utf8'), /size: number/);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The host's type check of a scratch copy of the host and the remotes (the tree is not touched). */
function scratchCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exposed-types-host-'));
  const skip = new Set(['node_modules', 'dist', '.tsbuild', 'coverage']);
  const copy = (from, to) => fs.cpSync(from, to, { recursive: true, filter: (file) => !skip.has(path.basename(file)) });
  for (const app of ['host', ...REMOTES]) copy(path.join(ROOT, app), path.join(dir, app));
  fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(ROOT, 'shared'), path.join(dir, 'shared'));
  return dir;
}

function publish(dir, remote) {
  const { name, exposes } = remoteApp(path.join(ROOT, remote));
  const errors = writeExposedTypes({ dir: path.join(dir, remote), name, exposes });
  assert.deepEqual(errors, [], `${remote}'s types are written`);
}

function hostTypeCheck(dir) {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'host', 'tsconfig.json'), '--pretty', 'false'], {
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

test("a changed expose fails the host's type check, naming the remote and the module", { timeout: 180_000 }, (t) => {
  const dir = scratchCopy();
  try {
    for (const remote of REMOTES) publish(dir, remote);
    const before = hostTypeCheck(dir);
    assert.ok(before.ok, `the host's type check passes on the copy as it is:\n${before.output}`);

    // The blog's component now needs a prop the host does not give.
    const blog = path.join(dir, 'remote-blog', 'src', 'exposes', 'blog.tsx');
    const source = fs.readFileSync(blog, 'utf8');
    assert.ok(
      source.includes('export default function Blog() {'),
      'remote-blog/src/exposes/blog.tsx still declares Blog()',
    );
    fs.writeFileSync(
      blog,
      source.replace(
        'export default function Blog() {',
        'export default function Blog({ heading }: { heading: string }) {\n  void heading;',
      ),
    );
    publish(dir, 'remote-blog');

    const after = hostTypeCheck(dir);
    assert.equal(after.ok, false, 'the host no longer type-checks');
    t.diagnostic(after.output.trim().split('\n').slice(0, 6).join('\n'));
    assert.match(after.output, /exposed-modules\.ts/);
    assert.match(after.output, /remote_blog/);
    assert.match(after.output, /"\.\/Blog"/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
