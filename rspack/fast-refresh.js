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
// @rspack/plugin-react-refresh adds its loader and its entry.
// Measured when added: an edit of the blog's component shown about 0.2 s after the save on an idle
// machine, 0.3 s with other work on its two cores, through the host as alone, state kept (`npm run
// bench`'s dev case, e2e/tests/dev-fast-refresh.test.ts); before, every such edit reloaded the page.
// The production build is unchanged: the piece applies only to a development build, and the
// development config alone has it.
// When @rspack/plugin-react-refresh changes: every development build checks, in its module graph,
// that React Refresh's runtime is reached only through rspack/client/react-refresh-runtime.js, and
// that this file is in the build (the plugin's client asked for `react-refresh/runtime` and got it);
// otherwise it fails, naming this piece: read the plugin's client/ and update
// rspack/client/react-refresh-runtime.js. Its test runs two bundles on one page and checks that
// their components are registered in one runtime, each under its bundle's name.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ROOT, internalsChanged, resolveFrom } = require('./package-internals.js');

const PIECE = 'fast-refresh.js';
const ONE_PER_PAGE = path.join(__dirname, 'client', 'react-refresh-runtime.js');

/**
 * The build's problems with the one runtime per page: a module other than ONE_PER_PAGE that imports
 * React Refresh's runtime (a second runtime on the page), or no ONE_PER_PAGE at all (nothing asked
 * for `react-refresh/runtime`).
 * @param {Iterable<import('@rspack/core').Module>} modules
 * @param {import('@rspack/core').Compilation['moduleGraph']} moduleGraph
 * @param {string} runtimeDir  the react-refresh package's folder
 */
function runtimeProblems(modules, moduleGraph, runtimeDir) {
  const inRuntime = (module) => Boolean(module?.resource?.startsWith(runtimeDir + path.sep));
  let ours = false;
  const strangers = new Set();
  for (const module of modules) {
    if (module.resource === ONE_PER_PAGE) ours = true;
    if (!inRuntime(module)) continue;
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      const from = connection.originModule;
      if (from && from.resource !== ONE_PER_PAGE && !inRuntime(from)) {
        strangers.add(path.relative(ROOT, from.resource ?? from.identifier()));
      }
    }
  }
  const problems = [...strangers].map(
    (file) =>
      `${file} imports React Refresh's runtime itself, not through react-refresh/runtime: a second runtime on the page.`,
  );
  if (!ours)
    problems.push("Nothing in the build asked for 'react-refresh/runtime': the page's one runtime is not used.");
  return problems;
}

class FastRefresh {
  apply(compiler) {
    if (compiler.options.mode !== 'development') return;
    // ESM only; Node 20.19 and newer load it with require().
    const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
    // forceEnable: this piece decides (development builds), whatever NODE_ENV says.
    new ReactRefreshRspackPlugin({
      forceEnable: true,
      exclude: { or: [/[\\/]node_modules[\\/]/, path.dirname(ONE_PER_PAGE)] },
    }).apply(compiler);
    new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (resolveData) => {
      if (resolveData.context !== path.dirname(ONE_PER_PAGE)) resolveData.request = ONE_PER_PAGE;
    }).apply(compiler);
    const runtimeDir = path.dirname(resolveFrom(PIECE, 'react-refresh/package.json', path.dirname(ONE_PER_PAGE)));
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FastRefresh', (compilation) => {
      compilation.hooks.finishModules.tap('FastRefresh', (modules) => {
        for (const problem of runtimeProblems(modules, compilation.moduleGraph, runtimeDir)) {
          compilation.errors.push(new WebpackError(internalsChanged(PIECE, problem).message));
        }
      });
    });
  }
}

module.exports = { FastRefresh, ONE_PER_PAGE };
