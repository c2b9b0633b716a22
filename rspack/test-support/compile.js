// Builds a small app with Rspack for a build piece's test: files written to a temp folder, then
// `rspack(config)` run (or several builds, given as an array); answers the output's files and the
// builds' errors; or builds one module without a piece's rules and with them, to compare.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');

/**
 * @param {Record<string, string>} sources  file name → content, in the app's folder
 * @param {(dir: string) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} configOf
 *        the config, given the folder; each build's output goes to its dist/ unless it names another
 * @returns {Promise<{ dir: string, out: string, errors: string[], warnings: string[], file(name: string): Buffer, files(): string[] }>}
 */
async function compile(sources, configOf) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-piece-'));
  for (const [name, content] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), content);
  const out = path.join(dir, 'dist');
  const own = configOf(dir);
  const complete = (one) => ({ mode: 'production', context: dir, ...one, output: { path: out, ...one.output } });
  const config = Array.isArray(own) ? own.map(complete) : complete(own);
  const stats = await new Promise((resolve, reject) => {
    rspack(config, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return {
    dir,
    out,
    errors: (stats.stats ?? [stats]).flatMap((one) =>
      one.toJson({ all: false, errors: true }).errors.map((e) => e.message),
    ),
    warnings: (stats.stats ?? [stats]).flatMap((one) =>
      one.toJson({ all: false, warnings: true }).warnings.map((e) => e.message),
    ),
    file: (name) => fs.readFileSync(path.join(out, name)),
    files: () => fs.readdirSync(out),
  };
}

/**
 * A module built twice as an ES module (React left out; chunks as `<name>.chunk.mjs`), without a
 * build piece's module rules and with them, for `check` to compare; both builds must have no
 * errors, and the one with the rules no warnings either (an alias to a file that lacks an export
 * the importer names is only a warning); their folders are removed after.
 * @param {string} entry  an absolute path, or a file of `sources`
 * @param {object[]} rules
 * @param {(without: Awaited<ReturnType<typeof compile>>, withRules: Awaited<ReturnType<typeof compile>>) => void | Promise<void>} check
 * @param {Record<string, string>} [sources]
 */
async function compareRules(entry, rules, check, sources = {}) {
  const build = (own) =>
    compile(sources, (dir) => ({
      entry: { main: path.resolve(dir, entry) },
      output: { library: { type: 'module' }, chunkFilename: '[name].chunk.mjs' },
      experiments: { outputModule: true },
      externals: { react: 'react', 'react-dom': 'react-dom' },
      module: { rules: own },
      performance: { hints: false },
    }));
  const [without, withRules] = await Promise.all([build([]), build(rules)]);
  try {
    assert.deepEqual(without.errors, []);
    assert.deepEqual(withRules.errors, []);
    assert.deepEqual(withRules.warnings, []);
    await check(without, withRules);
  } finally {
    for (const built of [without, withRules]) fs.rmSync(built.dir, { recursive: true, force: true });
  }
}

module.exports = { compareRules, compile };
