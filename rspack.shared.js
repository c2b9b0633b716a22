// One Rspack config factory for the four front-end apps (host + three remotes).
//
//   module.exports = createConfig({ dir: __dirname, title: 'Pastelería · blog' });
//
// The rest of what makes each app comes from its entry in SITE_APPS (@pasteleria/shared/federation),
// found by the app's package name: its federation name, its dev server's port, a remote's exposes.
//
// It covers TS/TSX through Rspack's built-in SWC, CSS, assets, HTML, the dev server and the
// Module Federation plugin with the shared singletons. The host registers the remotes at run time
// from /config.json, so no remote URL is baked into any build. With `server`, `rspack build` also
// makes the app's server build in dist/server/ (rspack/server-build.js): the config is then the
// browser build and the server build, in that order; the dev server and development builds make
// the browser build only.
//
// What the build does beyond a plain Rspack config is one named piece each in rspack/ (see
// rspack/README.md): why it exists, what it measured, and what to do when the package it leans on
// changes. This file only puts them together.
//
// Settings read here: OUTPUT_PATH (build into another folder than the app's dist/); the dev servers
// read DEV_PORT and API_URL (rspack/dev-server.js).
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { SITE_APPS, SITE_PAGES } = require('@pasteleria/shared/federation');
const { AntdStaticStyle, antdStyleFunctionsRule, antdStyleRule } = require('./rspack/antd-static-style.js');
const { antdTableWithoutFilters } = require('./rspack/antd-table-without-filters.js');
const { antdFormEngineRules } = require('./rspack/antd-form-engine-with-forms.js');
const { antdResultIllustrationsRule } = require('./rspack/antd-result-illustrations-lazy.js');
const { antdAppMessageOnlyRule } = require('./rspack/antd-app-message-only.js');
const { axiosWithoutFetchAdapter } = require('./rspack/axios-without-fetch-adapter.js');
const { BrotliAssets } = require('./rspack/brotli-assets.js');
const { BROWSERS } = require('./rspack/browsers.js');
const { DevServerLog, devServer } = require('./rspack/dev-server.js');
const { ExposedTypes } = require('./rspack/exposed-types.js');
const { FastRefresh } = require('./rspack/fast-refresh.js');
const { federationRuntimeEsm } = require('./rspack/federation-runtime-esm.js');
const { GuardAliasedInternals } = require('./rspack/guard-aliased-internals.js');
const { htmlPage } = require('./rspack/html-page.js');
const { KnownWarnings } = require('./rspack/known-warnings.js');
const { ManifestRouteChunks } = require('./rspack/manifest-route-chunks.js');
const { reactRouterWithoutServerCookies } = require('./rspack/react-router-without-server-cookies.js');
const { serverBuild } = require('./rspack/server-build.js');
const { sharedSingletons } = require('./rspack/shared-singletons.js');
const { StartupBundle } = require('./rspack/startup-bundle.js');
const { subresourceIntegrity } = require('./rspack/subresource-integrity.js');

/**
 * The app of a package: its federation name and, for a remote, its exposes as Rspack takes them
 * (module name → file: './Blog' is ./src/exposes/blog.tsx).
 * @param {string} packageName
 */
function siteApp(packageName) {
  const found = Object.entries(SITE_APPS).find(([, app]) => app.package === packageName);
  if (!found) throw new Error(`${packageName} is not an app of SITE_APPS (shared/src/federation/site-apps.ts).`);
  const [name, app] = found;
  const exposes =
    'exposes' in app
      ? Object.fromEntries(app.exposes.map((module) => [module, `./src/exposes/${module.slice(2).toLowerCase()}.tsx`]))
      : undefined;
  return { name, exposes };
}

/**
 * @param {object} o
 * @param {string} o.dir         the app's folder (__dirname of its rspack.config.js)
 * @param {Record<string,object>} [o.shared]   extra shared entries for this app
 * @param {string} [o.title]     <title> of the app's html page; a remote's names it ('… (remote_blog)')
 * @param {Array<{name?: string, path?: string, middleware: Function}>} [o.devMiddlewares]
 *        extra dev-server middlewares run first (the host serves its dev /config.json this way)
 * @param {object[]} [o.rules]   the app's own module rules, after the common ones, in both builds
 * @param {import('./rspack/antd-static-style.js').AntdStyles} [o.antdStyles]
 *        the app's antd theme and components in groups: their styles made at build time (rspack/antd-static-style.js);
 *        an app with antd also gets antd's Table without its filter menu (rspack/antd-table-without-filters.js),
 *        rc-form's engine only with its forms, Result's pictures as chunks and App with its message API
 *        alone (rspack/antd-form-engine-with-forms.js, antd-result-illustrations-lazy.js, antd-app-message-only.js)
 * @param {readonly string[]} [o.routeChunks]  a remote's lazy screens the site preloads by name
 *        beyond SITE_PAGES' (the back office's): a production build that makes none of one stops
 * @param {true | { entry: Record<string,string>, selfContained: boolean }} [o.server]
 *        a server build beside the browser build: `true` for a remote (a file per expose), or the
 *        host's entry (name → file), left out while that file does not exist
 */
function createConfig(o) {
  const pkg = require(path.join(o.dir, 'package.json'));
  const { name, exposes } = siteApp(pkg.name);
  const isHost = !exposes;
  const title = o.title || 'Pastelería';

  return (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const dev = serving || argv.mode === 'development';
    const hashed = dev ? '[name]' : '[name].[contenthash:8]';
    const stubbed = {
      ...axiosWithoutFetchAdapter(),
      ...reactRouterWithoutServerCookies(),
      ...(o.antdStyles ? antdTableWithoutFilters(o.dir) : {}),
    };
    const integrity = dev ? null : subresourceIntegrity({ html: isHost });

    const browser = {
      mode: dev ? 'development' : 'production',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'cheap-module-source-map' : false,
      output: {
        path: process.env.OUTPUT_PATH ? path.resolve(process.env.OUTPUT_PATH) : path.join(o.dir, 'dist'),
        // The host owns client routes such as /categorias/x, so its assets are absolute; a remote
        // works out its own base from where its remoteEntry.js was loaded.
        publicPath: isHost ? '/' : 'auto',
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        cssFilename: `${hashed}.css`,
        cssChunkFilename: `${hashed}.css`,
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // Keep the shared tree-shaking fallback, written by a child build before the main emit.
        clean: { keep: /independent-packages/ },
        ...integrity?.output,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: { ...federationRuntimeEsm(), ...stubbed },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
              },
              env: { targets: BROWSERS },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|webp|svg|ico|woff2?)$/i, type: 'asset' },
          ...(o.antdStyles
            ? [
                antdStyleRule(o.dir, o.antdStyles),
                antdStyleFunctionsRule(),
                ...antdFormEngineRules(o.dir),
                antdResultIllustrationsRule(o.dir),
                antdAppMessageOnlyRule(o.dir),
              ]
            : []),
          ...(o.rules ?? []),
        ],
      },
      plugins: [
        // First: they decide what the plugins after them log (the federation plugin logs as it is applied).
        new KnownWarnings(),
        serving && new DevServerLog(),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time by the host (see host/src/federation/).
          remotes: {},
          // Dev shares the router tree-shaken exactly as production does, so an import missing
          // from ROUTER_EXPORTS (a second, full router on the page) shows in dev too.
          shared: sharedSingletons(pkg, o.shared),
          // Use whatever copy of a shared module is already loaded: a visitor on / must not pull
          // every registered remote's entry just to negotiate versions.
          shareStrategy: 'loaded-first',
          // The build of the tree-shaken router's fallback takes this config's plugins but these.
          treeShakingSharedExcludePlugins: [
            'FastRefresh',
            'DevServerLog',
            'ExposedTypes',
            'SubresourceIntegrityPlugin',
          ],
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: dev
            ? { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
            : false,
          experiments: {
            // The browser loads the host's copy of the federation runtime; production remotes use it
            // instead of bundling their own. In dev every remote keeps its own, so it also runs alone.
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !dev }),
            // No manifest handling in the runtime: the host registers each remote by its
            // remoteEntry.js (given by the page, or read from mf-manifest.json by the host itself,
            // host/src/federation/). Remotes load no remotes.
            optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost },
          },
        }),
        // Remotes ship an index.html only for standalone dev: in production they are loaded by the host.
        // Only the app's own entry: a remote's remoteEntry.js on its page would be a second HMR runtime.
        (isHost || serving) &&
          new rspack.HtmlRspackPlugin({
            templateContent: htmlPage(isHost ? title : `${title} (${name})`),
            publicPath: '/',
            ...(isHost ? {} : { chunks: ['main'] }),
          }),
        o.antdStyles && new AntdStaticStyle(o.dir, o.antdStyles),
        dev && new FastRefresh(),
        isHost && !dev && new StartupBundle(),
        integrity?.plugin,
        !dev && new BrotliAssets(),
        !isHost &&
          new ManifestRouteChunks(
            dev
              ? []
              : [
                  ...SITE_PAGES.flatMap((page) => (page.remote === name && page.routeChunk) || []),
                  ...(o.routeChunks ?? []),
                ],
          ),
        new ExposedTypes({ dir: o.dir, name, exposes }, dev),
        new GuardAliasedInternals({ federationRuntime: true, stubbed }),
      ].filter(Boolean),
      optimization: {
        // No runtimeChunk: the federation runtime must live in each entry.
        minimize: !dev,
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          // CSS for the browsers the scripts are built for: with Lightning CSS's default targets, every
          // logical property (antd's margin-inline-start…) became a rule per direction with a :lang()
          // list of right-to-left languages for each prefix (remote-admin's stylesheet: 1.7 MB instead of 0.4).
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
        ],
        // The shared router's tree-shaking (treeShaking.usedExports) needs export usage, which
        // development mode leaves off: without it the dev router provides no exports at all.
        usedExports: true,
      },
      // Rspack 2 compiles dynamic imports lazily in dev; with federation that leaves the first page
      // blank (the remote's bootstrap and exposes are compiled on request). Compile everything.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: devServer({ name, devMiddlewares: o.devMiddlewares }),
      stats: dev ? 'errors-warnings' : { preset: 'normal', modules: false, children: false },
      // In development the tools' log says only what needs attention (rspack/dev-server.js).
      infrastructureLogging: dev ? { level: 'warn' } : undefined,
    };
    const server = o.server && !dev && serverBuild(browser, o.server === true ? { exposes } : o.server);
    return server ? [browser, server] : browser;
  };
}

module.exports = { createConfig };
