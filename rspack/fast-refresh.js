// Fast Refresh in development: an edit of a component, in the host or a remote, seen through the
// host or through the remote alone, is applied in place and the component keeps its state. An edit
// that cannot be applied (a module that is not only components, and none of its importers is)
// reloads the page, and the dev server's client says why in the browser console.
//
// Why one runtime per page: the host and the remotes are separate bundles on one page, rendered by
// the one react-dom they share. Each bundle's `react-refresh/runtime` is replaced by
// rspack/client/react-refresh-runtime.js, which hands every bundle the page's single runtime (see its
// comment). The react-refresh package is not shared through federation: its runtime must be hooked
// into React before react-dom starts, that is before the shared modules are negotiated.
// SWC marks the components (`jsc.transform.react.refresh`, set in rspack.shared.js for development);
// @rspack/plugin-react-refresh adds its loader and its entry, and does nothing in production.
// Measured when added: an edit of the blog's component shown about 0.2 s after the save on an idle
// machine, 0.3 s with other work on its two cores, through the host as alone, state kept (`npm run
// bench`'s dev case, e2e/tests/dev-fast-refresh.test.ts); before, every such edit reloaded the page.
// The production build is unchanged: the piece is only in the development config.
// When @rspack/plugin-react-refresh changes: this piece checks that its client still imports
// `react-refresh/runtime` for `register` and `injectIntoGlobalHook`; if not, read its client/ and
// update rspack/client/react-refresh-runtime.js.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ROOT, internalsChanged, resolveFrom } = require('./package-internals.js');

const PIECE = 'fast-refresh.js';
const ONE_PER_PAGE = path.join(__dirname, 'client', 'react-refresh-runtime.js');

function checkPluginClient() {
  const pluginDir = path.dirname(resolveFrom(PIECE, '@rspack/plugin-react-refresh/package.json', ROOT));
  const read = (file) => {
    const full = path.join(pluginDir, 'client', file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  };
  const uses = (source, name) => new RegExp(`\\b${name}\\b[^;]*from 'react-refresh/runtime'`, 's').test(source);
  if (!uses(read('reactRefresh.js'), 'register') || !uses(read('reactRefreshEntry.js'), 'injectIntoGlobalHook')) {
    throw internalsChanged(
      PIECE,
      "@rspack/plugin-react-refresh's client no longer imports register and injectIntoGlobalHook from 'react-refresh/runtime'.",
    );
  }
}

class FastRefresh {
  apply(compiler) {
    checkPluginClient();
    // ESM only; Node 20.19 and newer load it with require().
    const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
    new ReactRefreshRspackPlugin({
      exclude: { or: [/[\\/]node_modules[\\/]/, path.dirname(ONE_PER_PAGE)] },
    }).apply(compiler);
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (resolveData) => {
      if (resolveData.context !== path.dirname(ONE_PER_PAGE)) resolveData.request = ONE_PER_PAGE;
    }).apply(compiler);
  }
}

module.exports = { FastRefresh, ONE_PER_PAGE };
