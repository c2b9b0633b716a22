// What `npm start` prints while it builds (scripts/ensure-built.mjs), on a small npm workspace of
// two apps whose builds take no time: one line saying what is built and where the logs are, then
// one line per app with its time; each build's whole output in its log, printed when it fails;
// nothing at all when every app is up to date.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

const ENSURE_BUILT = join(import.meta.dirname, 'ensure-built.mjs');
const repo = mkdtempSync(join(tmpdir(), 'ensure-built-test-'));
after(() => rmSync(repo, { recursive: true, force: true }));

/** A workspace whose build prints on both streams, then writes dist/out.txt, or fails when `fails`. */
function workspace(name, { fails = false } = {}) {
  const build = fails
    ? "console.log('compilando'); console.error('src/index.ts: falta un punto y coma'); process.exit(2)"
    : "console.log('Start building shared fallback resources'); console.error('WARNING in ./src'); " +
      "require('fs').mkdirSync('dist', { recursive: true }); require('fs').writeFileSync('dist/out.txt', 'x')";
  mkdirSync(join(repo, name, 'src'), { recursive: true });
  writeFileSync(join(repo, name, 'src', 'index.ts'), `export const name = '${name}';\n`);
  writeFileSync(
    join(repo, name, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', scripts: { build: `node -e "${build}"` } }),
  );
}

/** Runs ensureBuilt on the workspace's apps in a process of its own: its exit code and what it printed. */
function ensureBuilt(apps) {
  const script = `import { ensureBuiltOrExit } from ${JSON.stringify(ENSURE_BUILT)};
ensureBuiltOrExit({ repo: ${JSON.stringify(repo)}, apps: ${JSON.stringify(apps)} });`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const app = (name) => ({ workspace: name, output: `${name}/dist/out.txt`, inputs: [name] });

test('one line per app built, with its time; its output kept in its log; nothing when up to date', () => {
  writeFileSync(
    join(repo, 'package.json'),
    JSON.stringify({ name: 'prueba', private: true, workspaces: ['uno', 'dos', 'roto'] }),
  );
  workspace('uno');
  workspace('dos');
  const first = ensureBuilt([app('uno'), app('dos')]);
  assert.equal(first.status, 0, first.stderr);
  assert.equal(first.stderr, '');
  assert.match(
    first.stdout,
    /^» Compilando uno, dos \(registro en \.tmp\/build\/\)\n✓ uno {2}\d+\.\d s\n✓ dos {2}\d+\.\d s\n$/,
  );
  const log = readFileSync(join(repo, '.tmp', 'build', 'uno.log'), 'utf8');
  assert.match(log, /Start building shared fallback resources\n[^]*WARNING in \.\/src/);

  assert.deepEqual(ensureBuilt([app('uno'), app('dos')]), { status: 0, stdout: '', stderr: '' });

  writeFileSync(join(repo, 'dos', 'src', 'index.ts'), "export const name = 'dos, cambiado';\n");
  assert.match(ensureBuilt([app('uno'), app('dos')]).stdout, /^» Compilando dos [^\n]*\n✓ dos {2}\d+\.\d s\n$/);
});

test('a failed build prints its log, says which one failed, and exits 1', () => {
  workspace('roto', { fails: true });
  const failed = ensureBuilt([app('roto')]);
  assert.equal(failed.status, 1);
  assert.match(failed.stdout, /^» Compilando roto/);
  assert.match(failed.stderr, /compilando\n[^]*src\/index\.ts: falta un punto y coma/);
  assert.match(failed.stderr, /✗ roto {2}falló tras \d+\.\d s \(su registro, arriba: .*\.tmp\/build\/roto\.log\)/);
  assert.match(failed.stderr, /La compilación de roto falló \(código \d+\)\.\n$/);
});
