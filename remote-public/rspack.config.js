// remote_public: home page and catalogue (/, /categorias/*). Runs alone with `npm run dev -w remote-public`.
const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  title: 'Pastelería · catálogo',
  // The placeholder image is a file of its own (cached by the browser), not a data-URL inside the
  // home page's JavaScript: / has a download budget.
  rules: [{ test: /placeholder\.svg$/, type: 'asset/resource' }],
  // Its pages are rendered on the server too: dist/server/home.js and catalogue.js.
  server: true,
});
