// Host shell: navbar, footer, cookie banner, WhatsApp button, route table, error boundaries.
// The remotes are not named here: they come from /config.json at run time (src/federation/).
// Its server renderer, once src/server/index.ts exists, is dist/server/render.js, with React and
// the other shared singletons in it: the render process gives the remotes' server files these.
const { createConfig } = require('../rspack.shared.js');
const { devConfigMiddleware } = require('./dev-config.js');

module.exports = createConfig({
  dir: __dirname,
  title: 'Pastelería',
  devMiddlewares: [devConfigMiddleware],
  server: { entry: { render: './src/server/index.ts' }, selfContained: true },
});
