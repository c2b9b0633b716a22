// react-router without its server cookies: `cookie` and `set-cookie-parser` serve server rendering
// only, and being CommonJS they are never tree-shaken out of a browser build.
//
// Why: react-router imports them at the top of its bundle; both are replaced by
// rspack/stubs/react-router-server-cookies.js, which exports the names react-router imports and
// throws if any is called.
// Measured when added: the shared router chunk went from 16.1 to 14.4 KB gzipped, / from 130.8 to
// 129.4 KB.
// When react-router changes: this piece reads what react-router's dist/{development,production}/*.mjs
// import from these packages, and fails if the stub lacks one of those names or if react-router
// stopped importing a package (then drop it from the list).
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, internalsChanged, resolveFrom } = require('./package-internals.js');

const PIECE = 'react-router-without-server-cookies.js';
const SERVER_COOKIE_PACKAGES = ['cookie', 'set-cookie-parser'];
const STUB = path.join(__dirname, 'stubs', 'react-router-server-cookies.js');

/** The names react-router's ESM builds import from each of `packages`. */
function importedNames(routerDir, packages) {
  const imported = new Map(packages.map((name) => [name, new Set()]));
  for (const build of ['development', 'production']) {
    const dir = path.join(routerDir, 'dist', build);
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')) : []) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, names, from] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/gm)) {
        const into = imported.get(from);
        if (!into) continue;
        for (const name of names.split(',')) {
          const local = name.trim().split(/\s+as\s+/)[0];
          if (local) into.add(local);
        }
      }
    }
  }
  return imported;
}

/** resolve.alias: `cookie` and `set-cookie-parser`, as react-router resolves them → the stub. */
function reactRouterWithoutServerCookies() {
  const routerDom = path.dirname(resolveFrom(PIECE, 'react-router-dom/package.json', ROOT));
  const routerDir = path.dirname(resolveFrom(PIECE, 'react-router/package.json', routerDom));
  const stubbed = new Set([...fs.readFileSync(STUB, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]));
  const alias = {};
  for (const [name, names] of importedNames(routerDir, SERVER_COOKIE_PACKAGES)) {
    const missing = [...names].filter((n) => !stubbed.has(n));
    if (names.size === 0 || missing.length) {
      throw internalsChanged(
        PIECE,
        names.size === 0
          ? `react-router no longer imports ${name}.`
          : `react-router imports ${missing.join(', ')} from ${name}, which rspack/stubs/react-router-server-cookies.js does not export.`,
      );
    }
    alias[`${resolveFrom(PIECE, name, routerDir)}$`] = STUB;
  }
  return alias;
}

module.exports = { reactRouterWithoutServerCookies };
