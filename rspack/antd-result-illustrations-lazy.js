// antd Result's pictures only when a Result shows one: every screen of the back office can show a
// Result (an unknown address, a record that is gone, a session that could not be checked), so antd's
// Result is in the frame every screen downloads, and with it its three pictures (404, 403 and 500,
// about 31 KB minified), though a screen seldom shows one and never the 403 or 500.
//
// Why: antd/es/result/index.js imports noFound.js, unauthorized.js and serverError.js at its top and
// picks one by `status`, which the bundler cannot know. For that module each file is a stub
// (rspack/stubs/antd-result-<status>.mjs, through antd-result-illustration.mjs) that loads the real
// picture as a chunk of its own: the title, text and buttons show at once, the picture when its file
// has come (an empty picture of its size until then, so nothing moves). The server's build runs the
// same rules without chunks, so a page it draws has the picture, and the browser hydrates it as drawn.
// Measured when added: the admin's frame chunk 113.8 → 106.6 KB (brotli).
// When antd changes: this piece checks that index.js still imports the three pictures by those names
// and that each is still a default export of the size the stub keeps; if not, read antd's Result and
// update the stubs (or drop the piece).
const fs = require('node:fs');
const path = require('node:path');
const { internalsChanged, resolveFrom } = require('./package-internals.js');

const PIECE = 'antd-result-illustrations-lazy.js';

/** antd's picture files, by the status the stub stands in for, and their width (all 294 px high). */
const PICTURES = { 404: ['noFound', 252], 403: ['unauthorized', 251], 500: ['serverError', 254] };

/** The module rule, for the app at `appDir` (as it resolves antd). */
function antdResultIllustrationsRule(appDir) {
  const result = path.join(path.dirname(resolveFrom(PIECE, 'antd/package.json', appDir)), 'es', 'result');
  const index = path.join(result, 'index.js');
  const source = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
  const alias = {};
  for (const [status, [name, width]] of Object.entries(PICTURES)) {
    const file = path.join(result, `${name}.js`);
    const picture = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (
      !source.includes(`import ${name} from './${name}';`) ||
      !new RegExp(`width: "${width}",\\s*height: "294"`).test(picture) ||
      !/export default \w+;/.test(picture)
    ) {
      throw internalsChanged(
        PIECE,
        `antd/es/result/${name}.js is gone, is no longer imported as ${name} by its index, or is no longer a ${width}×294 picture.`,
      );
    }
    alias[file] = path.join(__dirname, 'stubs', `antd-result-${status}.mjs`);
  }
  return { test: index, resolve: { alias } };
}

module.exports = { antdResultIllustrationsRule };
