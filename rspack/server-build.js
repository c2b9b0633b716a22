// A server build beside an app's browser build: one CommonJS file for Node per entry, in dist/server/,
// that the site's render process requires to send a page with its first view already drawn.
//
// Why: a remote's server file is its exposed module as the browser gets it (`module.exports` is the
// expose's namespace: `default`, `preloadRoute`…), built from the same file with the same rules and
// the same package resolution as the browser build (its browser builds of packages, no `node`
// condition), so what the server draws is what the browser hydrates. The rules:
// - A remote's file leaves the shared singletons to the render process (federation-shared.js's
//   SINGLETONS and the subpaths of SUBPATHS, as `require('react')`…: one React, one router, one API
//   client with the host) and bundles everything else; a Node built-in fails the build. The host's
//   (`selfContained`) bundles everything, the singletons included, and may require Node's built-ins.
// - One file per entry: a dynamic import is in it (no chunk to load), CSS gives no output (its
//   class-name exports stay), asset files are not written again (the browser build's are served).
// - An asset's URL is the browser's one. A fixed public path ('/', the host's) is kept; a remote's
//   is 'auto' in the browser (the folder its remoteEntry.js came from), which only the render
//   process knows: it sets it before it requires the file (server/public-path.js).
// - No plugin of the browser build runs in it (federation, HTML, dev server, Fast Refresh, brotli…);
//   it builds after the browser build (`dependencies`), which empties dist/ first.
// - A remote's mf-manifest.json names its files once they are written, as `serverRender`
//   (ServerRenderManifest); a build without them has none.
// Measured when added: the browser builds stayed byte for byte the same (mf-manifest.json gains
// `serverRender`); each remote's server build takes under 0.1 s after its browser build.
// When Rspack changes: this piece uses the commonjs2 library, `output.asyncChunks`, the asset
// generators' `emit`, css/auto's `exportsOnly` and `afterEmit`; rspack/server-build.test.js builds a
// small remote both ways and requires its server file.
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETONS, SUBPATHS } = require('../federation-shared.js');

const PIECE = 'server-build.js';
/** What the render process sets before it requires a remote's server file: its browser folder. */
const PUBLIC_PATH_GLOBAL = '__pasteleriaServerPublicPath';
const PUBLIC_PATH_MODULE = path.join(__dirname, 'server', 'public-path.js');
/** The manifest's `serverRender.format`: CommonJS requiring the shared singletons by name. */
const FORMAT = 'commonjs-shared';
const BROWSER_BUILD = 'browser';

/** What a remote's server file may require: the shared singletons, and `react/…`, `react-dom/…`. */
const SHARED_REQUESTS = [
  ...SINGLETONS,
  ...Object.keys(SUBPATHS).map((prefix) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}.`)),
];

/** A request a server file leaves to the render process. */
const isShared = (request) =>
  SHARED_REQUESTS.some((shared) => (typeof shared === 'string' ? request === shared : shared.test(request)));

/** Packages resolved as the browser build resolves them (Node's target would pick their `node` builds). */
const BROWSER_CONDITIONS = ['webpack', 'production', 'browser'];
const browserFields = (kind) => ({
  conditionNames: [kind, 'module', ...BROWSER_CONDITIONS],
  aliasFields: ['browser'],
  mainFields: ['browser', 'module', 'main'],
});
const browserResolution = {
  conditionNames: BROWSER_CONDITIONS,
  byDependency: { esm: browserFields('import'), commonjs: browserFields('require') },
};

/**
 * The server build of an app, or undefined while one of its entries is not written yet.
 * @param {import('@rspack/core').Configuration & { output: Record<string, any>, module: { rules: any[] } }} browser
 *        the app's browser build (its name becomes 'browser': the server build waits for it)
 * @param {{ exposes?: Record<string, string>, entry?: Record<string, string>, selfContained?: boolean }} options
 *        a remote's `exposes` ('./Blog' → its file: a file each, server/blog.js) or the host's `entry`
 *        (name → file), bundling the shared singletons too when `selfContained`
 */
function serverBuild(browser, { exposes, entry = {}, selfContained = false }) {
  const entries = exposes
    ? Object.fromEntries(Object.entries(exposes).map(([expose, file]) => [fileNameOf(expose), file]))
    : entry;
  const context = /** @type {string} */ (browser.context);
  if (Object.values(entries).some((file) => !fs.existsSync(path.resolve(context, file)))) return undefined;
  browser.name = BROWSER_BUILD;
  const { publicPath } = browser.output;
  const givenAtRunTime = publicPath === 'auto';
  return {
    name: 'server',
    dependencies: [BROWSER_BUILD],
    mode: 'production',
    context,
    target: 'node24',
    entry: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, givenAtRunTime ? [PUBLIC_PATH_MODULE, file] : file]),
    ),
    devtool: false,
    output: {
      path: path.join(browser.output.path, 'server'),
      filename: '[name].js',
      publicPath: givenAtRunTime ? '' : publicPath,
      assetModuleFilename: browser.output.assetModuleFilename,
      uniqueName: browser.output.uniqueName,
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: selfContained ? [] : SHARED_REQUESTS,
    // A remote's file: importing a Node built-in fails the build. The host's requires them (its own code).
    externalsPresets: { node: selfContained },
    resolve: { ...browser.resolve, ...browserResolution },
    module: {
      rules: browser.module.rules,
      generator: {
        asset: { emit: false },
        'asset/resource': { emit: false },
        'css/auto': { exportsOnly: true },
      },
    },
    plugins: [new OneFilePerEntry(), exposes && new ServerRenderManifest(exposes)].filter(Boolean),
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: browser.stats,
  };
}

/** './Catalogue' → 'catalogue': the server file of an expose is server/catalogue.js. */
const fileNameOf = (expose) => expose.slice(2).toLowerCase();

/** The build fails if it writes a script that is no entry's file (a chunk the render process would have to load). */
class OneFilePerEntry {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneFilePerEntry', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OneFilePerEntry', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
          const extra = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => !entryFiles.has(name));
          if (extra.length)
            compilation.errors.push(
              new compiler.rspack.WebpackError(
                `[rspack/${PIECE}] the server build must write one file per entry, not also ${extra.join(', ')}.`,
              ),
            );
        },
      );
    });
  }
}

/**
 * Adds `serverRender` to the remote's mf-manifest.json (written by its browser build, one folder up)
 * once the server files are written: `{ format, exposes: { './Blog': 'server/blog.js' } }`.
 */
class ServerRenderManifest {
  /** @param {Record<string, string>} exposes */
  constructor(exposes) {
    this.exposes = Object.keys(exposes);
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerRenderManifest', async (compilation) => {
      const out = compiler.options.output.path;
      const file = path.join(path.dirname(out), 'mf-manifest.json');
      if (!fs.existsSync(file)) {
        const error = `[rspack/${PIECE}] no ${file} to name the server files in (the browser build failed?).`;
        compilation.errors.push(new compiler.rspack.WebpackError(error));
        return;
      }
      const manifest = JSON.parse(await fs.promises.readFile(file, 'utf8'));
      const folder = path.relative(path.dirname(file), out).split(path.sep).join('/');
      const exposes = Object.fromEntries(this.exposes.map((expose) => [expose, `${folder}/${fileNameOf(expose)}.js`]));
      manifest.serverRender = { format: FORMAT, exposes };
      await fs.promises.writeFile(file, JSON.stringify(manifest, null, 2));
    });
  }
}

module.exports = { serverBuild, isShared, PUBLIC_PATH_GLOBAL, FORMAT };
