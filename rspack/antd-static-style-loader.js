// The loader of antd-static-style.js: a module that imports antd components gets, before its own
// code, the stylesheets of those components' groups (the first group's always), as
// babel-plugin-import once added antd's per-component CSS. An antd component in no group stops the
// build: it would show unstyled.
const path = require('node:path');

/** `import { A, B as C, type D } from 'antd'`: the names imported (not types). */
const ANTD_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;

/** @param {string} source */
function antdNames(source) {
  const names = new Set();
  for (const [, typeOnly, list] of source.matchAll(ANTD_IMPORT)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/** @this {{ getOptions(): { stylesDir: string, groups: Record<string, string[]> }, resourcePath: string }} */
module.exports = function antdStaticStyleLoader(source) {
  const names = antdNames(source);
  if (names.size === 0) return source;
  const { stylesDir, groups } = this.getOptions();
  const entries = Object.entries(groups);
  const wanted = new Set([entries[0][0]]);
  for (const name of names) {
    const group = entries.find(([, members]) => members.includes(name));
    if (!group) {
      throw new Error(
        `${path.relative(process.cwd(), this.resourcePath)} imports antd's ${name}, which is in no group of ` +
          `antdStyles.groups (the app's rspack.config.js): add it to the group of the screens that show it.`,
      );
    }
    wanted.add(group[0]);
  }
  // On the module's first line, before its own imports (antd's rules first, so the app's own CSS wins
  // a tie, as when antd put its styles at the top of the head), and its other lines where they were.
  const imports = [...wanted].map((g) => `import ${JSON.stringify(path.join(stylesDir, `${g}.css`))};`).join('');
  return imports + source;
};
