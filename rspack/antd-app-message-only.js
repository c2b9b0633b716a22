// antd's App with its message API alone: every screen of the back office is inside antd's App (its
// `.ant-app` look, `App.useApp()`), and takes `message` alone from it, yet App makes the modal and
// notification APIs too, so the frame every screen downloads carried antd's Modal, its dialog and
// notifications (about 31 KB minified), though only a form asks a question (and does it with its
// own Modal.useModal()) and nothing notifies.
//
// Why: antd/es/app/App.js imports useModal and useNotification at its top and calls both. For that
// module each is rspack/stubs/antd-app-unavailable-api.mjs: a hook that answers an API whose every
// method throws, naming this piece, and no holder to draw.
// Measured when added: the admin's frame chunk 106.6 → 98.4 KB (brotli).
// When antd changes: this piece checks that App.js still imports the two hooks by those paths;
// if not, read antd's App and update the piece (or drop it). A screen that needs App's modal or
// notification: take this piece out, or give that screen its own hook.
const path = require('node:path');
const { antdEs, internalsChanged, readIfExists } = require('./package-internals.js');

const PIECE = 'antd-app-message-only.js';
const STUB = path.join(__dirname, 'stubs', 'antd-app-unavailable-api.mjs');

/** The hooks App.js imports, by its own import line, and the file each names (from antd/es). */
const HOOKS = {
  "import useModal from '../modal/useModal';": 'modal/useModal/index.js',
  "import useNotification from '../notification/useNotification';": 'notification/useNotification.js',
};

/** The module rule, for the app at `appDir` (as it resolves antd). */
function antdAppMessageOnlyRule(appDir) {
  const es = antdEs(PIECE, appDir);
  const app = path.join(es, 'app', 'App.js');
  const lines = readIfExists(app).split('\n');
  const alias = {};
  for (const [line, file] of Object.entries(HOOKS)) {
    if (!lines.includes(line) || !readIfExists(path.join(es, file))) {
      throw internalsChanged(PIECE, `antd/es/app/App.js is gone or no longer has \`${line}\` (antd/es/${file}).`);
    }
    alias[`${path.join(es, file)}$`] = STUB;
  }
  return { test: app, resolve: { alias } };
}

module.exports = { antdAppMessageOnlyRule };
