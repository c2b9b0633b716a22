// In dev (`npm run dev`) the host dev server answers /config.json itself, pointing the remotes at
// their own dev servers (ports from DEV_PORT); in production the API serves /config.json from its env vars.
const { REMOTE_NAMES, remoteUrlVariable } = require('@pasteleria/shared/federation');
const { devPorts } = require('../rspack/dev-server.js');

function devRuntimeConfig(env = process.env) {
  const ports = devPorts(env);
  return {
    apiBase: env.API_BASE || '/api/v1',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        env[remoteUrlVariable(name)] || `http://localhost:${ports[name]}/mf-manifest.json`,
      ]),
    ),
    // site: left out on purpose, so the shared defaults apply (or set SITE_* like the API does).
    ...(env.SITE_NAME || env.WHATSAPP_PHONE || env.SOCIAL_URL
      ? { site: { name: env.SITE_NAME, whatsappPhone: env.WHATSAPP_PHONE, socialUrl: env.SOCIAL_URL } }
      : {}),
  };
}

const devConfigMiddleware = {
  name: 'dev-config-json',
  path: '/config.json',
  middleware: (req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(devRuntimeConfig()));
  },
};

module.exports = { devConfigMiddleware };
