// remote_blog: blog index, posts and pages (/blog/*). Runs alone with `npm run dev -w remote-blog`.
const { createConfig } = require('../rspack.shared.js');

// Its pages are rendered on the server too: dist/server/blog.js.
module.exports = createConfig({ dir: __dirname, title: 'Pastelería · blog', server: true });
