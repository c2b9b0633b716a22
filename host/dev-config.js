// In dev (`npm run dev`) the host dev server answers /config.json itself, pointing the remotes at
// their own dev servers (ports from DEV_PORT); in production the API serves /config.json from its env vars.
const { devPorts } = require('../rspack/dev-server.js');

function devRuntimeConfig(env = process.env) {
  const ports = devPorts(env);
  const remote = (name, envName) => env[envName] || `http://localhost:${ports[name]}/mf-manifest.json`;
  return {
    apiBase: env.API_BASE || '/api/v1',
    remotes: {
      remote_public: remote('remote_public', 'REMOTE_PUBLIC_URL'),
      remote_blog: remote('remote_blog', 'REMOTE_BLOG_URL'),
      remote_admin: remote('remote_admin', 'REMOTE_ADMIN_URL'),
    },
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
