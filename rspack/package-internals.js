// The error a build piece gives when a package it leans on no longer looks the way the piece
// expects (a file it aliases is gone, an export list changed): the build stops and says which piece
// to look at, instead of quietly shipping more bytes.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');

/**
 * @param {string} piece  the build piece's file name ('axios-without-fetch-adapter.js')
 * @param {string} what   what no longer holds
 */
function internalsChanged(piece, what) {
  return new Error(
    `[rspack/${piece}] ${what}\n` +
      `That piece leans on a package's internals: read its comment, check the package's new layout, ` +
      `and update the piece (or drop it if the package no longer needs it).`,
  );
}

/** `require.resolve` that fails with the piece's message. */
function resolveFrom(piece, request, from) {
  try {
    return require.resolve(request, { paths: [from] });
  } catch {
    throw internalsChanged(piece, `${request} cannot be resolved from ${path.relative(ROOT, from) || '.'}.`);
  }
}

/** A file's text, or '' when it is gone (a piece then says what it no longer finds). */
function readIfExists(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** antd's ES modules folder, as the app at `from` resolves antd. */
function antdEs(piece, from) {
  return path.join(path.dirname(resolveFrom(piece, 'antd/package.json', from)), 'es');
}

/**
 * resolve.alias of `file` inside package `pkg` (as `from` resolves it) → `stub`, while that file
 * still exports what the stub stands in for (its source matches every one of `exportsLike`).
 * @param {string} piece
 * @param {{ pkg: string, from: string, file: string, exportsLike: RegExp[], names: string, stub: string }} o
 *   names: those exports, as the error names them ('getFetch and a default')
 */
function stubAlias(piece, { pkg, from, file, exportsLike, names, stub }) {
  const target = path.join(path.dirname(resolveFrom(piece, `${pkg}/package.json`, from)), file);
  const source = readIfExists(target);
  if (!exportsLike.every((pattern) => pattern.test(source))) {
    throw internalsChanged(
      piece,
      `${pkg}/${file} is gone or no longer exports ${names} (the stub in rspack/stubs/ stands in for it).`,
    );
  }
  return { [`${target}$`]: stub };
}

module.exports = { ROOT, antdEs, internalsChanged, readIfExists, resolveFrom, stubAlias };
