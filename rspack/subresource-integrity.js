// Subresource Integrity: a production build loads each of its own chunks (scripts and styles) with
// the SHA-384 of the file it built (`integrity`, `crossorigin="anonymous"`), and the host's page names
// its start-up scripts the same way. A chunk whose bytes changed after the build (swapped on a team's
// static host, say) is refused by the browser and never runs: its load fails like any failed load
// (a remote's error boundary, a rollout's fallback to the stable release).
//
// Why Rspack's own SubresourceIntegrityPlugin: the hashes of a remote's lazy chunks are written into
// its runtime (in remoteEntry.js), whose own integrity the host checks with the hash the site
// recorded when the release was published (host/src/federation/integrity-plugin.ts); so every file
// of a release is checked, each by a hash its trusted parent holds. Development builds change on
// every save and load without it.
//
// Leans on: the plugin's `sriHashes` in the chunk loading runtime and its HtmlRspackPlugin
// integration; subresource-integrity.test.js fails if either stops holding.
const { rspack } = require('@rspack/core');

/** The hash browsers check: SHA-384, as the site records a release's files. */
const HASH = 'sha384';

/**
 * The plugin, and what it needs of the output: chunks requested in CORS mode (`anonymous`), which
 * SRI requires of a script from another origin and which the server's preloads match.
 * @param {{ html: boolean }} o  whether the build writes an HTML page (the host)
 */
function subresourceIntegrity({ html }) {
  return {
    output: { crossOriginLoading: /** @type {const} */ ('anonymous') },
    // 'HtmlRspackPlugin': the built-in page plugin adds `integrity` to the page's own tags.
    plugin: new rspack.SubresourceIntegrityPlugin({
      hashFuncNames: [HASH],
      htmlPlugin: html ? 'HtmlRspackPlugin' : false,
    }),
  };
}

module.exports = { subresourceIntegrity, HASH };
