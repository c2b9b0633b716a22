// remote_public: home page and catalogue (/, /categorias/*). Runs alone with `npm run dev -w remote-public`.
const { createConfig } = require('../rspack.shared.js');

const config = createConfig({ dir: __dirname, title: 'Pastelería · catálogo' });

// The placeholder image is a file of its own (cached by the browser), not a data-URL inside the
// home page's JavaScript: / has a download budget.
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.module.rules.push({ test: /placeholder\.svg$/, type: 'asset/resource' });
  return built;
};
