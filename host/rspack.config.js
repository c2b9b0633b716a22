// Host shell: navbar, footer, cookie banner, WhatsApp button, route table, error boundaries.
// The remotes are not named here: they come from /config.json at run time (src/federation/).
const { createConfig } = require('../rspack.shared.js');
const { devConfigMiddleware } = require('./dev-config.js');

module.exports = createConfig({ dir: __dirname, title: 'Pastelería', devMiddlewares: [devConfigMiddleware] });
