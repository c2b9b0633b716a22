import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareTemplate } from './harness.js';

/**
 * `npm test`: prepares the PGlite template data dir once (migrated, admin created, no seed),
 * then runs every test file of the build with node:test, one file at a time: each feature's beside
 * its code (dist/src/<feature>/*.test.js) and the whole server's (dist/test/*.test.js); when
 * TEST_DATABASE_URL is set, runs them all again against that PostgreSQL server, so one run proves
 * both engines. Extra arguments are passed through: test files (by name, `publish.test.ts`, or by
 * their path's end, `releases/publish.test.ts`; every file that matches runs) or flags
 * (--test-name-pattern=…).
 */
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
const flags = args.filter((arg) => arg.startsWith('-'));

/** Every `*.test.js` under `dir`, at any depth. */
function testFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.js'))
    .map((name) => path.join(dir, name));
}

const every = [...testFilesUnder(path.join(distDir, 'src')), ...testFilesUnder(path.join(distDir, 'test'))].sort();
const matching = (file: string) => {
  const wanted = path.sep + path.normalize(file).replace(/\.ts$/, '.js');
  const found = every.filter((candidate) => candidate.endsWith(wanted));
  if (found.length === 0) throw new Error(`no test file matches ${file}`);
  return found;
};
const selected = files.length ? [...new Set(files.flatMap(matching))] : every;

const reporter = flags.some((flag) => flag.startsWith('--test-reporter')) ? [] : ['--test-reporter=spec'];

/** Runs the selected files on one engine; PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
async function runOn(databaseUrl: string | undefined): Promise<number> {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (databaseUrl) {
    env.TEST_DATABASE_URL = databaseUrl;
  } else {
    template = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-template-'));
    await prepareTemplate(template);
    env.TEST_TEMPLATE_DIR = template;
  }
  console.log(`API tests on ${databaseUrl ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}: ${selected.length} files`);
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...reporter, ...flags, ...selected], {
    stdio: 'inherit',
    env,
  });
  if (template) fs.rmSync(template, { recursive: true, force: true });
  return result.status ?? 1;
}

const pglite = await runOn(undefined);
const postgres = process.env.TEST_DATABASE_URL ? await runOn(process.env.TEST_DATABASE_URL) : 0;
process.exit(pglite || postgres);
