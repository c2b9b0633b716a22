const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { test } = require('node:test');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { SINGLETONS } = require('../federation-shared.js');
const { ROOT } = require('./package-internals.js');
const { compile } = require('./test-support/compile.js');
const { FORMAT, PUBLIC_PATH_GLOBAL, isShared, serverBuild } = require('./server-build.js');

const fromRepo = require('node:module').createRequire(path.join(ROOT, 'package.json'));
const React = fromRepo('react');
const { renderToString } = fromRepo('react-dom/server');
const { MemoryRouter } = fromRepo('react-router-dom');

/** A remote's exposed module: a route hook, CSS, a picture of its own file, one inlined, a lazy module. */
const REMOTE = {
  'index.js': '',
  'expose.jsx': `
    import './expose.css';
    import { useLocation } from 'react-router-dom';
    import placeholder from './placeholder.svg';
    import icon from './icon.svg';
    export const later = () => import('./later.js');
    export default function Expose() {
      return <p className="saludo">{useLocation().pathname}<img src={placeholder} /><img src={icon} /></p>;
    }`,
  'later.js': "export default 'cargado después';",
  'expose.css': '.saludo { color: #c0392b; }',
  'placeholder.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="2"/></svg>',
};

/** The parts of rspack.shared.js's browser build a server build takes: its rules, resolution, output. */
function browserBuild(dir, plugins) {
  return {
    context: dir,
    entry: { main: './index.js' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: 'remote_prueba',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { modules: [path.join(ROOT, 'node_modules')], extensions: ['.jsx', '.js'] },
    // In the browser the singletons come from the page (federation's `shared` in the real build).
    externalsType: 'global',
    externals: { react: 'React', 'react/jsx-runtime': 'ReactJsx', 'react-router-dom': 'ReactRouterDom' },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.svg$/, type: 'asset' },
        { test: /placeholder\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins,
  };
}

/** Runs a CommonJS file with a require of its own, as the render process does. */
function load(file, ownRequire) {
  const loaded = { exports: {} };
  const code = fs.readFileSync(file, 'utf8');
  const names = ['exports', 'require', 'module', '__filename', '__dirname'];
  vm.compileFunction(code, names, { filename: file })(loaded.exports, ownRequire, loaded, file, path.dirname(file));
  return loaded.exports;
}

/** What a server file asks `require` for. */
const requiresOf = (file) => [...fs.readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);

test('a remote gets one CommonJS file per expose that draws what the browser draws, named in its manifest', async () => {
  const { errors, out, file, files } = await compile(REMOTE, (dir) => {
    const browser = browserBuild(dir, [
      new ModuleFederationPlugin({
        name: 'remote_prueba',
        filename: 'remoteEntry.js',
        exposes: { './Expose': './expose.jsx' },
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ]);
    return [browser, serverBuild(browser, { exposes: { './Expose': './expose.jsx' } })];
  });
  assert.deepEqual(errors, []);
  assert.deepEqual(fs.readdirSync(path.join(out, 'server')), ['expose.js'], 'no chunk, no CSS, no picture');
  assert.deepEqual(JSON.parse(file('mf-manifest.json').toString()).serverRender, {
    format: FORMAT,
    exposes: { './Expose': 'server/expose.js' },
  });

  const server = path.join(out, 'server', 'expose.js');
  assert.deepEqual(requiresOf(server).sort(), ['react-router-dom', 'react/jsx-runtime']);
  const asked = [];
  const shared = (name) => {
    asked.push(name);
    if (!isShared(name)) throw new Error(`${name} is no shared module`);
    return fromRepo(name);
  };
  assert.throws(() => load(server, shared), new RegExp(PUBLIC_PATH_GLOBAL), 'no public path, no file');

  const publicPath = 'https://pasteleria.example/remotes/prueba/1.0.0/';
  globalThis[PUBLIC_PATH_GLOBAL] = publicPath;
  let expose;
  try {
    expose = load(server, shared);
  } finally {
    delete globalThis[PUBLIC_PATH_GLOBAL];
  }
  assert.deepEqual(Object.keys(expose).sort(), ['default', 'later'], "module.exports is the expose's namespace");
  assert.equal((await expose.later()).default, 'cargado después', 'the dynamic import is in the file');

  const html = renderToString(
    React.createElement(MemoryRouter, { initialEntries: ['/pasteles'] }, React.createElement(expose.default)),
  );
  const [picture, inlined] = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
  assert.match(html, /<p class="saludo">\/pasteles<img/);
  // The picture of its own file: the browser's URL of the file the browser build wrote.
  assert.ok(picture.startsWith(`${publicPath}assets/placeholder.`), picture);
  assert.ok(files().includes('assets') && fs.existsSync(path.join(out, picture.slice(publicPath.length))));
  // The inlined one: the same data URL as in the browser's scripts.
  assert.match(inlined, /^data:image\/svg\+xml/);
  const scripts = files().filter((name) => name.endsWith('.js'));
  assert.ok(
    scripts.some((name) => file(name).toString().includes(inlined)),
    'the browser inlines the same picture',
  );
});

test("a remote's file importing a Node built-in fails the build; the host's bundles the singletons too", async () => {
  const sources = {
    'index.js': '',
    'expose.js': "import { readFileSync } from 'node:fs'; export default readFileSync;",
    'render.js': "export { createElement } from 'react'; export { flushSync } from 'react-dom';",
  };
  const remote = await compile(sources, (dir) => {
    const browser = browserBuild(dir, []);
    return [browser, serverBuild(browser, { exposes: { './Expose': './expose.js' } })];
  });
  assert.match(remote.errors.join('\n'), /node:fs/, 'node:fs is refused');

  const host = await compile(sources, (dir) => {
    const browser = { ...browserBuild(dir, []), output: { path: path.join(dir, 'dist'), publicPath: '/' } };
    return [browser, serverBuild(browser, { entry: { render: './render.js' }, selfContained: true })];
  });
  assert.deepEqual(host.errors, []);
  const render = path.join(host.out, 'server', 'render.js');
  assert.deepEqual(requiresOf(render), [], 'React is in the file');
  const exports = load(render, (name) => assert.fail(`render.js requires ${name}`));
  assert.equal(typeof exports.flushSync, 'function');
});

test('no server build while its entry is not written; what a server file may require', () => {
  const browser = { context: ROOT, output: { path: '/tmp/dist', publicPath: '/' }, module: { rules: [] } };
  assert.equal(
    serverBuild(browser, { entry: { render: './host/src/server/no-existe.ts' }, selfContained: true }),
    undefined,
  );
  for (const name of [...SINGLETONS, 'react/jsx-runtime', 'react-dom/client', 'react-dom/server'])
    assert.ok(isShared(name), name);
  for (const name of ['react-router', 'react-dom-extra', '@pasteleria/shared/seo', 'dompurify', 'node:fs', 'react/'])
    assert.ok(!isShared(name), name);
});
