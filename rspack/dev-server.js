// The dev server of every app (`npm run dev`): its port, CORS for the host page, hot updates, the
// error overlay, and /api, /img (and, for a remote alone, /config.json) proxied to the API.
//
// Why the ports come from the environment: several people and tests run dev servers on one machine.
// Each app's port is its devPort in SITE_APPS (@pasteleria/shared/federation; 3000 to 3003), and
// DEV_PORT moves them together: the host on it, every other app as far above it as in SITE_APPS. API_URL
// says where the API is (http://localhost:8080 by default).
// Why a quiet proxy: while the API starts (or restarts after an edit), a request it cannot take yet
// is answered 504, which the site's API client retries (@pasteleria/shared); the dev server does
// not print a line for each. Any other proxy error is printed.
// Why its log on stderr: `npm run dev` shows what each dev server writes to stderr and not its
// stdout, which has only the tools' progress lines (Module Federation's shared fallback build prints
// its own on stdout whatever the log level). So the build's errors and warnings are printed on
// stderr after each build (DevServerLog), not by the dev middleware on stdout, and the tools' log
// (Rspack's, the dev server's, Module Federation's plugins') reaches stderr at 'warn' and above
// (`infrastructureLogging` in rspack.shared.js).
// Nothing here leans on a package's internals: `logger` is http-proxy-middleware's own option,
// `devMiddleware.stats` the dev middleware's, the stats presets and the `infrastructureLog` hook
// Rspack's. The federation manifest plugin's logger is known by the name its lines show: if it is
// renamed, its warnings are printed again, and nothing else changes.
const { SITE_APPS } = require('@pasteleria/shared/federation');
const { MANIFEST_LOGGER } = require('./known-warnings.js');

const QUIET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);

/** Each app's dev server port by federation name, from DEV_PORT. */
function devPorts(env = process.env) {
  const shift = Number(env.DEV_PORT || SITE_APPS.host.devPort) - SITE_APPS.host.devPort;
  const ports = Object.fromEntries(Object.entries(SITE_APPS).map(([name, app]) => [name, app.devPort + shift]));
  const valid = (port) => Number.isInteger(port) && port >= 1 && port <= 65535;
  if (!Object.values(ports).every(valid)) throw new Error(`DEV_PORT=${env.DEV_PORT} is not a port`);
  return ports;
}

/** Where the dev servers send /api, /img and /config.json. */
function apiUrl(env = process.env) {
  return env.API_URL || 'http://localhost:8080';
}

/** http-proxy-middleware's logger without the errors of an API that is not listening yet. */
const quietProxyLogger = {
  info: () => {},
  warn: (...args) => console.warn(...args),
  error: (message, ...args) => {
    if (args.some((arg) => QUIET_CODES.has(arg))) return;
    console.error(message, ...args);
  },
};

/**
 * @param {object} o
 * @param {string} o.name  federation name
 * @param {Array<{name?: string, path?: string, middleware: Function}>} [o.devMiddlewares]
 */
function devServer({ name, devMiddlewares = [] }, env = process.env) {
  const isHost = name === 'host';
  return {
    port: devPorts(env)[name],
    hot: true,
    liveReload: true,
    historyApiFallback: true,
    // The host page (another origin in dev) fetches this app's manifest, entry and chunks.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    },
    client: { overlay: { errors: true, warnings: false }, logging: 'info' },
    proxy: [
      {
        context: isHost ? ['/api', '/img'] : ['/api', '/img', '/config.json'],
        target: apiUrl(env),
        changeOrigin: true,
        logger: quietProxyLogger,
      },
    ],
    setupMiddlewares: (middlewares) => [...devMiddlewares, ...middlewares],
    // The build's errors and warnings are DevServerLog's to print.
    devMiddleware: { stats: 'none' },
  };
}

/**
 * A dev server's log, by source and level: the build's errors and warnings after each build, on
 * stderr (nothing when there are none), and of the federation manifest plugin's log only its errors:
 * its warnings are about the remotes' publicPath, 'auto' on purpose (rspack.shared.js), and their
 * types, which federation does not make here (`dts: false`).
 */
class DevServerLog {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('DevServerLog', (name, type) =>
      name === MANIFEST_LOGGER && type === 'warn' ? true : undefined,
    );
    const force = process.env.FORCE_COLOR;
    const colors = force ? force !== '0' : Boolean(process.stderr.isTTY);
    compiler.hooks.done.tap('DevServerLog', (stats) => {
      if (!stats.hasErrors() && !stats.hasWarnings()) return;
      console.error(stats.toString({ preset: 'errors-warnings', errorsCount: false, warningsCount: false, colors }));
    });
  }
}

module.exports = { devServer, devPorts, apiUrl, quietProxyLogger, DevServerLog };
