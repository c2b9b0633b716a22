// @ts-check
// What a built script is made of, by module group (react, router, federation runtime, shared lib,
// app code…), from the stats a build wrote (scripts/bundle-size.mjs writes them on a cold build).
// A group's share of a file is its modules' share of the file's code before minification: an
// estimate of how the file's bytes split, never a size of its own.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {Record<string, number>} Split group → share of the file (the shares add up to 1) */

const GROUPS = /** @type {const} */ ([
  ['react-dom', /node_modules\/(react-dom|scheduler)\//],
  ['react', /node_modules\/react\//],
  ['router', /node_modules\/(react-router|react-router-dom)\//],
  ['antd', /node_modules\/(antd|@ant-design|@rc-component|rc-[\w-]+|dayjs|@emotion|stylis)\//],
  ['editor', /node_modules\/(quill|react-quill-new|parchment|quill-delta)\//],
  [
    'federation runtime',
    /@module-federation\/|\.rspack-mf-runtime|webpack\/runtime|rspack\/runtime|^webpack\/|data:text\/javascript/,
  ],
  [
    'shared lib (@pasteleria/shared, axios, zustand)',
    /shared\/src\/|node_modules\/(axios|zustand|form-data|proxy-from-env)\//,
  ],
  ['other node_modules', /node_modules\//],
]);

/** The group of a module, by its name; code the stats list as no module is the bundler's runtime. */
function groupOf(/** @type {string} */ moduleName, /** @type {string} */ file) {
  if (/(^|\/)remoteEntry\.js$/.test(file)) return 'remote entries';
  if (!moduleName) return 'federation runtime';
  for (const [group, re] of GROUPS) if (re.test(moduleName)) return group;
  return 'app code';
}

/**
 * @typedef {{ name?: string, identifier?: string, size?: number, sizes?: Record<string, number>, modules?: StatsModule[] }} StatsModule
 * @typedef {{ files?: string[], modules?: StatsModule[], size?: number, sizes?: Record<string, number> }} StatsChunk
 */

/** Each script of one build: file name → its split, from the build's stats. */
function fileSplits(/** @type {{ chunks: StatsChunk[] }} */ stats) {
  /** @type {Map<string, Split>} */
  const map = new Map();
  for (const chunk of stats.chunks) {
    for (const file of chunk.files || []) {
      if (!file.endsWith('.js')) continue;
      /** @type {Split} */
      const sizes = map.get(file) || {};
      for (const m of chunk.modules || []) {
        const name = m.name || m.identifier || '';
        // A concatenated module is named after its root: count its parts, each in its own group.
        const parts = m.modules && m.modules.length ? m.modules : [m];
        for (const part of parts) {
          const js = part.sizes ? part.sizes.javascript || 0 : part.size || 0;
          const g = groupOf(part.name || part.identifier || name, file);
          if (js) sizes[g] = (sizes[g] || 0) + js;
        }
      }
      // Runtime code (the federation/bundler runtime) is not listed as modules.
      const listed = Object.values(sizes).reduce((a, b) => a + b, 0);
      const chunkJs = chunk.sizes ? chunk.sizes.javascript || 0 : chunk.size || 0;
      const extra = Math.max(0, chunkJs + (chunk.sizes?.runtime || 0) - listed);
      if (extra) sizes[groupOf('', file)] = (sizes[groupOf('', file)] || 0) + extra;
      map.set(file, sizes);
    }
  }
  for (const [file, sizes] of map) {
    const total = Object.values(sizes).reduce((a, b) => a + b, 0) || 1;
    map.set(file, Object.fromEntries(Object.entries(sizes).map(([g, s]) => [g, s / total])));
  }
  return map;
}

/**
 * The split of a file the build made by joining chunk files (the host's two startup.<hash>.js,
 * rspack/startup-bundle.js): those of the chunk files it contains, weighted by size. Null for other files.
 * @param {string} dist @param {string} file @param {Map<string, Split>} splits
 */
function joinedSplit(dist, file, splits) {
  const joined = readFileSync(path.join(dist, file), 'utf8');
  /** @type {Split} */
  const sizes = {};
  for (const [part, split] of splits) {
    const full = path.join(dist, part);
    if (!existsSync(full)) continue;
    const bytes = readFileSync(full, 'utf8');
    if (!joined.includes(bytes)) continue;
    for (const [g, share] of Object.entries(split)) sizes[g] = (sizes[g] || 0) + (bytes.length * share) / joined.length;
  }
  return Object.keys(sizes).length ? sizes : null;
}

/**
 * The split of any script of the apps: `split(dir, file)` for a file of `<dir>/dist/`, or null when
 * the stats do not know it (no stats, or a build other than the one on disk).
 * @param {string} root the repository @param {string} statsDir where `<dir>.json` stats are
 */
export function moduleGroups(root, statsDir) {
  /** @type {Map<string, Map<string, Split>>} */
  const byApp = new Map();
  /** @type {Map<string, Split | null>} */
  const joined = new Map();
  const splits = (/** @type {string} */ dir) => {
    if (!byApp.has(dir)) {
      const file = path.join(statsDir, `${dir}.json`);
      byApp.set(dir, existsSync(file) ? fileSplits(JSON.parse(readFileSync(file, 'utf8'))) : new Map());
    }
    return /** @type {Map<string, Split>} */ (byApp.get(dir));
  };
  return {
    /** Whether the stats of that app's build are there. */
    hasStats: (/** @type {string} */ dir) => existsSync(path.join(statsDir, `${dir}.json`)),
    /** @returns {Split | null} */
    split(/** @type {string} */ dir, /** @type {string} */ file) {
      const known = splits(dir).get(file);
      if (known) return known;
      if (file === 'remoteEntry.js') return { 'remote entries': 1 };
      const dist = path.join(root, dir, 'dist');
      const key = path.join(dist, file);
      if (!joined.has(key)) joined.set(key, existsSync(key) ? joinedSplit(dist, file, splits(dir)) : null);
      return joined.get(key) ?? null;
    },
  };
}
