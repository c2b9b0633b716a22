// remote_admin: login and the Ant Design back office (/login, /admin/*). antd and the editor live
// only here, so a public visitor never downloads them. Runs alone with `npm run dev -w remote-admin`.
// No server build: the back office is never rendered on the server.
const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({ dir: __dirname, title: 'Pastelería · administración' });
