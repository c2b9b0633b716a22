// The error a build piece gives when a package it leans on no longer looks the way the piece
// expects (a file it aliases is gone, an export list changed): the build stops and says which piece
// to look at, instead of quietly shipping more bytes.
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

module.exports = { ROOT, internalsChanged, resolveFrom };
