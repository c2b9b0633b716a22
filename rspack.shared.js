// One Rspack config factory for the four front-end apps (host + three remotes).
//
//   module.exports = createConfig({ dir: __dirname, name: 'remote_blog', port: 3002,
//                                   exposes: { './Blog': './src/exposes/blog.tsx' } });
//
// It covers TS/TSX through Rspack's built-in SWC, CSS, assets, HTML, the dev server and the
// Module Federation plugin with the shared singletons. The host registers the remotes at run time
// from /config.json, so no remote URL is baked into any build.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createHash } = require('node:crypto');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const ROOT = __dirname;
const API_URL = process.env.API_URL || 'http://localhost:8080';
/**
 * The favicon travels inside the page as a data URL: a separate file would take one of the six
 * connections a phone opens over HTTP/1.1 while the start-up script is still coming.
 */
const FAVICON = `data:image/svg+xml,${fs
  .readFileSync(path.join(ROOT, 'shared/src/styles/favicon.svg'), 'utf8')
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%]/g, encodeURIComponent)}`;

/** The html page of every app: Spanish, responsive, one #root. */
const htmlPage = (title) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Pastelería artesanal: pasteles, postres y pan dulce hechos a mano. Haz tu pedido por WhatsApp." />
    <meta name="theme-color" content="#5b3a29" />
    <link rel="icon" type="image/svg+xml" href="${FAVICON}" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Activa JavaScript para ver el sitio de la pastelería.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

const { SINGLETONS, ROUTER_EXPORTS, SUBPATHS } = require('./federation-shared.js');

/**
 * Rspack's MF plugin finds the federation runtime with Node's require.resolve, i.e. its CommonJS
 * builds (it aliases `@module-federation/runtime` to runtime/dist/index.cjs, the bundler runtime to
 * webpack-bundler-runtime/dist/index.cjs, and the host's inject-external-runtime-core plugin is
 * required as index.cjs). CommonJS pulls the SDK and runtime-core in as CommonJS too: nothing of
 * them can be tree-shaken (the SDK's Node-only code included). Point every CommonJS entry of these
 * packages at its ESM twin: one ESM copy of the runtime, tree-shaken.
 *
 * These aliases reach into the packages' dist/ folders, so an update that renames or drops a file
 * would quietly bring the CommonJS runtime back (not tree-shaken, on every page). Each target is
 * checked here, and GuardAliasedInternals fails the build if a CommonJS file is bundled anyway.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  'runtime',
  'runtime-core',
  'runtime-tools',
  'webpack-bundler-runtime',
  'sdk',
  'error-codes',
  'inject-external-runtime-core-plugin',
];
const ALIAS_HELP =
  "rspack.shared.js aliases it to a file inside the package; check the package's new layout and update the alias (or drop it if no longer needed).";

/** The build's error for an alias whose target is gone. */
function aliasTargetGone(what) {
  return new Error(`[rspack.shared.js] ${what}\n${ALIAS_HELP}`);
}

/** The ESM build beside a CommonJS file (x.cjs: x.js or x.mjs), or null. */
function esmTwin(cjs) {
  return ['.js', '.mjs'].map((ext) => cjs.replace(/\.cjs$/, ext)).find((file) => fs.existsSync(file)) ?? null;
}

function federationRuntimeEsm() {
  const alias = {};
  // The copy the MF plugin itself resolves (from runtime-tools), else the top-level one.
  let tools;
  try {
    tools = require.resolve('@module-federation/runtime-tools');
  } catch {
    throw aliasTargetGone(
      '@module-federation/runtime-tools cannot be resolved (the MF plugin finds the federation runtime through it).',
    );
  }
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    let main;
    try {
      main = require.resolve(`@module-federation/${name}`, { paths: [tools] });
    } catch {
      throw aliasTargetGone(`@module-federation/${name} cannot be resolved: its ESM alias has no target.`);
    }
    if (!main.endsWith('.cjs') || !esmTwin(main)) {
      throw aliasTargetGone(
        `@module-federation/${name} resolves to ${path.relative(ROOT, main)}, not to a .cjs file with an ESM twin (.js or .mjs) beside it.`,
      );
    }
    const dist = path.dirname(main);
    for (const file of fs.readdirSync(dist)) {
      const esm = file.endsWith('.cjs') && esmTwin(path.join(dist, file));
      if (esm) alias[`${path.join(dist, file)}$`] = esm;
    }
  }
  return alias;
}

/** axios's fetch adapter, replaced by a stub: see rspack-stubs/axios-fetch-adapter.js. */
const AXIOS_FETCH_ADAPTER = 'lib/adapters/fetch.js';
function axiosWithoutFetchAdapter() {
  let axiosDir;
  try {
    axiosDir = path.dirname(require.resolve('axios/package.json', { paths: [path.join(ROOT, 'shared')] }));
  } catch {
    throw aliasTargetGone('axios cannot be resolved from shared/: the fetch adapter stub has no target.');
  }
  const fetchAdapter = path.join(axiosDir, AXIOS_FETCH_ADAPTER);
  // The stub answers what lib/adapters/adapters.js asks of this module: getFetch() and a default.
  const source = fs.existsSync(fetchAdapter) ? fs.readFileSync(fetchAdapter, 'utf8') : '';
  if (!/export const getFetch\b/.test(source) || !/export default\b/.test(source)) {
    throw aliasTargetGone(
      `axios/${AXIOS_FETCH_ADAPTER} is gone or no longer exports getFetch and a default (the stub in rspack-stubs/ stands in for it).`,
    );
  }
  return { [`${fetchAdapter}$`]: path.join(ROOT, 'rspack-stubs/axios-fetch-adapter.js') };
}

/**
 * react-router's server cookies (`cookie`, `set-cookie-parser`), replaced by a stub: see
 * rspack-stubs/react-router-server-cookies.js. Checked: react-router still imports these packages,
 * only names the stub exports, and they resolve to files the alias can name.
 */
const SERVER_COOKIE_PACKAGES = ['cookie', 'set-cookie-parser'];
const SERVER_COOKIES_STUB = path.join(ROOT, 'rspack-stubs/react-router-server-cookies.js');
function reactRouterWithoutServerCookies() {
  let routerDir;
  try {
    const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [ROOT] }));
    routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  } catch {
    throw aliasTargetGone(
      'react-router cannot be resolved from react-router-dom: the server cookie stub has no target.',
    );
  }
  const stubbed = new Set(
    [...fs.readFileSync(SERVER_COOKIES_STUB, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]),
  );
  const imported = new Map(SERVER_COOKIE_PACKAGES.map((name) => [name, new Set()]));
  for (const build of ['development', 'production']) {
    const dir = path.join(routerDir, 'dist', build);
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.mjs')) : []) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, names, from] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/gm)) {
        const into = imported.get(from);
        if (into)
          names
            .split(',')
            .map((n) => n.trim().split(/\s+as\s+/)[0])
            .filter(Boolean)
            .forEach((n) => into.add(n));
      }
    }
  }
  const alias = {};
  for (const [name, names] of imported) {
    const missing = [...names].filter((n) => !stubbed.has(n));
    if (names.size === 0 || missing.length) {
      throw aliasTargetGone(
        `react-router ${names.size === 0 ? `no longer imports ${name}` : `imports ${missing.join(', ')} from ${name}, which rspack-stubs/react-router-server-cookies.js does not export`}.`,
      );
    }
    let file;
    try {
      file = require.resolve(name, { paths: [routerDir] });
    } catch {
      throw aliasTargetGone(`${name} cannot be resolved from react-router: the server cookie stub has no target.`);
    }
    alias[`${file}$`] = SERVER_COOKIES_STUB;
  }
  return alias;
}

/**
 * Fails the build when a module the aliases above should have replaced is bundled anyway: a
 * CommonJS file of the federation runtime, axios's real fetch adapter, or react-router's cookies.
 */
class GuardAliasedInternals {
  /** @param {{ federationRuntime: boolean, stubbed: Record<string, string> }} o  stubbed: alias → stub */
  constructor({ federationRuntime, stubbed }) {
    this.federationRuntime = federationRuntime;
    this.replaced = new Set(Object.keys(stubbed).map((key) => key.replace(/\$$/, '')));
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('GuardAliasedInternals', (compilation) => {
      compilation.hooks.finishModules.tap('GuardAliasedInternals', (modules) => {
        const pattern = new RegExp(
          `node_modules[\\\\/]@module-federation[\\\\/](${FEDERATION_RUNTIME_PACKAGES.join('|')})[\\\\/].*\\.cjs$`,
        );
        const cjsRuntime = [];
        for (const module of modules) {
          const resource = module.resource || '';
          if (this.federationRuntime && pattern.test(resource)) cjsRuntime.push(path.relative(ROOT, resource));
          if (this.replaced.has(resource)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                aliasTargetGone(
                  `${path.relative(ROOT, resource)} was bundled: its stub in rspack-stubs/ did not apply.`,
                ).message,
              ),
            );
          }
        }
        if (cjsRuntime.length) {
          const some =
            cjsRuntime.slice(0, 3).join(', ') + (cjsRuntime.length > 3 ? ` and ${cjsRuntime.length - 3} more` : '');
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              aliasTargetGone(
                `The federation runtime was bundled from its CommonJS build (${some}): its ESM aliases did not apply.`,
              ).message,
            ),
          );
        }
      });
    });
  }
}

/** Shared config with requiredVersion taken from the app's own package.json. */
function sharedSingletons(pkg, extra = {}) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  const add = (key, pkgName) => {
    if (!deps[pkgName]) throw new Error(`${pkg.name}: add "${pkgName}" to dependencies (it is a shared singleton)`);
    shared[key] = { singleton: true, requiredVersion: deps[pkgName] };
  };
  for (const name of SINGLETONS) add(name, name);
  for (const [key, name] of Object.entries(SUBPATHS)) add(key, name);
  if (process.env.MF_TREESHAKE_ROUTER !== '0') {
    shared['react-router-dom'].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  }
  return { ...shared, ...extra };
}

/**
 * Splits the start-up scripts into two files of about the same size: each chunk, largest first,
 * goes to the lighter one. main.js is in the second, so it runs after every chunk: its runtime then
 * finds them all installed. Each file keeps the build's order.
 * @param {string[]} chunks @param {string[]} entry @param {(file: string) => number} sizeOf
 * @returns {string[][]}
 */
function halves(chunks, entry, sizeOf) {
  const sum = (files) => files.reduce((total, file) => total + sizeOf(file), 0);
  const first = [];
  const second = [...entry];
  for (const file of [...chunks].sort((a, b) => sizeOf(b) - sizeOf(a))) {
    (sum(first) < sum(second) ? first : second).push(file);
  }
  const inOrder = (part) => [...chunks, ...entry].filter((file) => part.includes(file));
  return [inOrder(first), inOrder(second)].filter((part) => part.length);
}

/**
 * The host's start-up chunks (React DOM, the bootstrap with the shell, and the shared modules it
 * provides) are only asked for once main.js runs. They are the files of the chunk groups that main
 * imports directly; lazy pages (cookie policy, not found) sit one level deeper and stay apart.
 * Their scripts and main.js are joined into `startup.<hash>.js` files, two of about the same size
 * (`halves`): the page's scripts, deferred, so they run in order and main.js runs last. Each chunk
 * registers itself in the chunk-loading global, so main.js's runtime finds them installed and
 * requests none of them.
 * Over HTTP/1.1 a browser opens six connections per host, each starting TCP's slow start afresh.
 * Ten files cost extra round trips; one file of 100 KB (brotli) grows its window alone while the
 * remote's files and the main picture share the line, then still needs four round trips on its
 * own. Two halves download side by side on two connections and end together: in Lighthouse's
 * simulation of a phone, the first paint comes about one round trip (150 ms) sooner.
 * The chunk files and main.js stay in dist/ as well; the chunks' CSS is preloaded.
 */
class StartupBundle {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupBundle', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupBundle',
        async (data) => {
          const main = compilation.entrypoints.get('main');
          if (!main) return data;
          const files = [...new Set(main.childrenIterable.flatMap((group) => group.getFiles()))];
          const css = files.filter((file) => file.endsWith('.css'));
          const entry = main.getFiles().filter((file) => file.endsWith('.js'));
          const chunks = files.filter((file) => file.endsWith('.js'));
          const entrySrc = new Set(entry.map((file) => `${data.publicPath}${file}`));
          data.assetTags.scripts = data.assetTags.scripts.filter((tag) => !entrySrc.has(tag.attributes.src));
          const preload = (file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'style', href: `${data.publicPath}${file}` },
          });
          data.assetTags.styles.unshift(...css.map(preload));
          const joinedTags = halves(chunks, entry, (file) => compilation.getAsset(file).source.size()).map((part) => {
            const joined = part.map((file) => compilation.getAsset(file).source.source().toString()).join(';\n');
            const name = `startup.${createHash('sha256').update(joined).digest('hex').slice(0, 8)}.js`;
            compilation.emitAsset(name, new rspack.sources.RawSource(joined));
            return { tagName: 'script', voidTag: false, attributes: { defer: true, src: `${data.publicPath}${name}` } };
          });
          data.assetTags.scripts.unshift(...joinedTags);
          // A deferred script is fetched at low priority, after the preloads: these are the start.
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          return data;
        },
      );
    });
  }
}

/**
 * Brotli at its highest quality, next to each content-hashed script, stylesheet and SVG
 * (`main.3f2a1b4c.js.br`), for the server to send as it is (api/src/routes/site.ts): about 14 %
 * smaller than compressing on each request, and no compression work per request. Files a
 * deployment replaces in place (remoteEntry.js, mf-manifest.json) keep being compressed as served,
 * so a copied file can never be paired with a stale .br.
 */
class BrotliAssets {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrotliAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BrotliAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.[0-9a-f]{8}\.(js|css|svg)$/.test(name)) continue;
            const bytes = source.buffer();
            if (bytes.length < 1024) continue;
            const br = zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
          }
        },
      );
    });
  }
}

/**
 * Adds to mf-manifest.json, as `routeChunks`, the files of each lazy screen a remote names
 * `route-…` (`import(/* webpackChunkName: "route-post-detail" *\/ './post-detail')`), the chunks it
 * shares with others included. The server preloads them on the pages that open on that screen
 * (api/src/pages/). Runs after the federation plugin has written the manifest.
 */
class ManifestRouteChunks {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestRouteChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestRouteChunks', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const routeChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('route-')) continue;
            const files = group.getFiles();
            routeChunks[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          const manifest = { ...JSON.parse(asset.source.source().toString()), routeChunks };
          compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir         the app's folder (__dirname of its rspack.config.js)
 * @param {'host'|'remote_public'|'remote_blog'|'remote_admin'} o.name  federation name
 * @param {number} o.port        dev server port
 * @param {Record<string,string>} [o.exposes]  remotes only
 * @param {Record<string,object>} [o.shared]   extra shared entries for this app
 * @param {string} [o.title]     <title> of the app's html page
 * @param {Array<{name?: string, path?: string, middleware: Function}>} [o.devMiddlewares]
 *        extra dev-server middlewares run first (the host serves its dev /config.json this way)
 */
function createConfig(o) {
  const pkg = require(path.join(o.dir, 'package.json'));
  const isHost = !o.exposes;

  return (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const dev = serving || argv.mode === 'development';
    // The browser loads the host's copy of the federation runtime; production remotes use it
    // (experiments.externalRuntime) instead of bundling their own. In dev every remote keeps its
    // own runtime so that it also runs standalone.
    const externalRuntime = !dev && process.env.MF_EXTERNAL_RUNTIME !== '0';
    const hashed = dev ? '[name]' : '[name].[contenthash:8]';
    const esmRuntime = process.env.MF_ESM_RUNTIME !== '0';
    const stubbed = { ...axiosWithoutFetchAdapter(), ...reactRouterWithoutServerCookies() };

    return {
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
        uniqueName: o.name,
        // Keep the shared tree-shaking fallback, written by a child build before the main emit.
        clean: { keep: /independent-packages/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: {
          ...(esmRuntime ? federationRuntimeEsm() : {}),
          ...stubbed,
        },
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
                transform: { react: { runtime: 'automatic', development: dev } },
              },
              env: { targets: 'defaults and supports es6-module' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|gif|webp|svg|ico|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: o.exposes,
          // Remotes are registered at run time by the host (see host/src/federation/).
          remotes: {},
          // Dev shares the router tree-shaken exactly as production does, so an import missing
          // from ROUTER_EXPORTS (a second, full router on the page) shows in dev too.
          shared: sharedSingletons(pkg, o.shared),
          // Use whatever copy of a shared module is already loaded: a visitor on / must not pull
          // every registered remote's entry just to negotiate versions.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          dev: dev
            ? { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true }
            : false,
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime }),
            // No manifest handling in the runtime: the host registers each remote by its
            // remoteEntry.js (given by the page, or read from mf-manifest.json by the host itself,
            // host/src/federation/). Remotes load no remotes.
            optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost },
          },
        }),
        // Remotes ship an index.html only for standalone dev: in production they are loaded by the host.
        (isHost || serving) &&
          new rspack.HtmlRspackPlugin({
            templateContent: htmlPage(o.title || 'Pastelería'),
            publicPath: '/',
          }),
        isHost && !dev && new StartupBundle(),
        !dev && new BrotliAssets(),
        !isHost && new ManifestRouteChunks(),
        new GuardAliasedInternals({ federationRuntime: esmRuntime, stubbed }),
      ].filter(Boolean),
      optimization: {
        // No runtimeChunk: the federation runtime must live in each entry.
        minimize: !dev,
        // The shared router's tree-shaking (treeShaking.usedExports) needs export usage, which
        // development mode leaves off: without it the dev router provides no exports at all.
        usedExports: true,
      },
      // Rspack 2 compiles dynamic imports lazily in dev; with federation that leaves the first page
      // blank (the remote's bootstrap and exposes are compiled on request). Compile everything.
      lazyCompilation: false,
      performance: { hints: false },
      devServer: {
        port: o.port,
        hot: true,
        liveReload: true,
        historyApiFallback: true,
        // The host page (another origin in dev) fetches this app's manifest, entry and chunks.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { errors: true, warnings: false } },
        proxy: [
          {
            context: isHost ? ['/api', '/img'] : ['/api', '/img', '/config.json'],
            target: API_URL,
            changeOrigin: true,
          },
        ],
        setupMiddlewares: (middlewares) => [...(o.devMiddlewares || []), ...middlewares],
      },
      stats: dev ? 'errors-warnings' : { preset: 'normal', modules: false, children: false },
    };
  };
}

module.exports = { createConfig };
