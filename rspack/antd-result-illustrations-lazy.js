// antd Result's pictures only when a Result shows one: every screen of the back office can show a
// Result (an unknown address, a record that is gone, a session that could not be checked), so antd's
// Result is in the frame every screen downloads, and with it its three pictures (404, 403 and 500,
// about 31 KB minified), though a screen seldom shows one and never the 403 or 500.
//
// Why: antd/es/result/index.js imports noFound.js, unauthorized.js and serverError.js at its top and
// picks one by `status`, which the bundler cannot know. For that module each file is a stub
// (rspack/stubs/antd-result-<status>.mjs, through antd-result-illustration.mjs) that loads the real
// picture as a chunk of its own: the title, text and buttons show at once, the picture when its file
// has come (antd's stylesheet keeps its box meanwhile, so nothing moves). The server's build runs the
// same rules without chunks, so a page it draws has the picture, and the browser hydrates it as drawn.
// Measured when added: the admin's frame chunk 113.8 → 106.6 KB (brotli).
// When antd changes: this piece checks that index.js still imports the three pictures by those names
// and that each is still a default export; if not, read antd's Result and update the stubs (or drop
// the piece).
const path = require('node:path');
const { antdEs, internalsChanged, readIfExists } = require('./package-internals.js');

const PIECE = 'antd-result-illustrations-lazy.js';

/** antd's picture files, by the status the stub stands in for. */
const PICTURES = { 404: 'noFound', 403: 'unauthorized', 500: 'serverError' };

/** The module rule, for the app at `appDir` (as it resolves antd). */
function antdResultIllustrationsRule(appDir) {
  const result = path.join(antdEs(PIECE, appDir), 'result');
  const index = path.join(result, 'index.js');
  const source = readIfExists(index);
  const alias = {};
  for (const [status, name] of Object.entries(PICTURES)) {
    const file = path.join(result, `${name}.js`);
    if (!source.includes(`import ${name} from './${name}';`) || !/export default \w+;/.test(readIfExists(file))) {
      throw internalsChanged(
        PIECE,
        `antd/es/result/${name}.js is gone, no longer exports a default or is no longer imported as ${name} by its index.`,
      );
    }
    alias[`${file}$`] = path.join(__dirname, 'stubs', `antd-result-${status}.mjs`);
  }
  return { test: index, resolve: { alias } };
}

module.exports = { antdResultIllustrationsRule };
