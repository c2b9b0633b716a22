// Builds a small app with Rspack for a build piece's test: files written to a temp folder, then
// `rspack(config)` run (or several builds, given as an array); answers the output's files and the
// builds' errors.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');

/**
 * @param {Record<string, string>} sources  file name → content, in the app's folder
 * @param {(dir: string) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} configOf
 *        the config, given the folder; each build's output goes to its dist/ unless it names another
 * @returns {Promise<{ dir: string, out: string, errors: string[], file(name: string): Buffer, files(): string[] }>}
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
    file: (name) => fs.readFileSync(path.join(out, name)),
    files: () => fs.readdirSync(out),
  };
}

module.exports = { compile };
