// remote_public: home page and catalogue (/, /categorias/*). Runs alone with `npm run dev -w remote-public`.
const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  name: 'remote_public',
  port: 3001,
  title: 'Pastelería · catálogo (remote_public)',
  exposes: {
    './Home': './src/exposes/home.tsx',
    './Catalogue': './src/exposes/catalogue.tsx',
  },
});
