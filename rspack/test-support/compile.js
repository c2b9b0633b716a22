// Builds a small app with Rspack for a build piece's test: files written to a temp folder, then
// `rspack(config)` run; answers the output's files and the build's errors.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { rspack } = require('@rspack/core');

/**
 * @param {Record<string, string>} sources  file name → content, in the app's folder
 * @param {(dir: string) => import('@rspack/core').Configuration} configOf  the config, given the folder
 * @returns {Promise<{ dir: string, out: string, errors: string[], file(name: string): Buffer, files(): string[] }>}
 */
async function compile(sources, configOf) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-piece-'));
  for (const [name, content] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), content);
  const out = path.join(dir, 'dist');
  const own = configOf(dir);
  const config = { mode: 'production', context: dir, ...own, output: { ...own.output, path: out } };
  const stats = await new Promise((resolve, reject) => {
    rspack(config, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return {
    dir,
    out,
    errors: stats.toJson({ all: false, errors: true }).errors.map((e) => e.message),
    file: (name) => fs.readFileSync(path.join(out, name)),
    files: () => fs.readdirSync(out),
  };
}

module.exports = { compile };
