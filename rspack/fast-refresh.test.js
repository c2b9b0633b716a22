const assert = require('node:assert/strict');
const path = require('node:path');
const vm = require('node:vm');
const { test } = require('node:test');
const { compile } = require('./test-support/compile.js');
const { FastRefresh, ONE_PER_PAGE } = require('./fast-refresh.js');

const COMPONENT = 'export default function Saludo() { return "hola"; }\n';

/** Two bundles of one page, as the host and a remote are: each with its own uniqueName. */
async function bundle(
  uniqueName,
  mode = 'development',
  index = "import Saludo from './saludo.js';\nwindow.saludo = Saludo;\n",
) {
  const swc = {
    loader: 'builtin:swc-loader',
    options: {
      jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { refresh: mode === 'development' } } },
    },
  };
  return compile({ 'index.js': index, 'saludo.js': COMPONENT }, () => ({
    mode,
    entry: { main: './index.js' },
    devtool: false,
    output: { uniqueName, filename: '[name].js' },
    module: { rules: [{ test: /\.js$/, exclude: [/node_modules/, path.dirname(ONE_PER_PAGE)], use: swc }] },
    plugins: [new FastRefresh()],
    optimization: { minimize: false },
  }));
}

test("every bundle of a page gets the page's one React Refresh runtime, its ids named by the bundle", async () => {
  const host = await bundle('host');
  const remote = await bundle('remote_blog');
  assert.deepEqual(host.errors, []);
  assert.deepEqual(remote.errors, []);
  assert.match(host.file('main.js').toString(), /rspack\/client\/react-refresh-runtime\.js/);

  // Both bundles run on one page (no React there: the runtime only registers the components).
  const window = { Math, setTimeout, clearTimeout, console, Promise };
  window.window = window;
  window.globalThis = window;
  const page = vm.createContext(window);
  vm.runInContext(host.file('main.js').toString(), page);
  const first = window.__pasteleriaReactRefreshRuntime;
  vm.runInContext(remote.file('main.js').toString(), page);
  assert.ok(first, 'the first bundle made the runtime');
  assert.equal(window.__pasteleriaReactRefreshRuntime, first, 'the second one reused it');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const ids = ['host', 'remote_blog'].map((name) => first.getFamilyByID(`${name}:./saludo.js_Saludo`));
  assert.ok(ids[0] && ids[1], "each bundle's component is registered under its own name");
  assert.notEqual(ids[0], ids[1], 'one module id in two bundles is two components');
});

test('a production build has no React Refresh at all', async () => {
  const { errors, file } = await bundle('host', 'production');
  assert.deepEqual(errors, []);
  assert.doesNotMatch(file('main.js').toString(), /RefreshReg|react-refresh|ReactRefresh/);
});

test("a module that reaches React Refresh's runtime past react-refresh/runtime fails the build, naming the piece", async () => {
  // As the plugin's client would if it imported the runtime by another name: a second runtime per bundle.
  const { errors } = await bundle('host', 'development', "import 'react-refresh';\nimport './saludo.js';\n");
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /\[rspack\/fast-refresh\.js\] .*index\.js imports React Refresh's runtime itself/);
});
