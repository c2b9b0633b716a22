const assert = require('node:assert/strict');
const { test } = require('node:test');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { compile } = require('./test-support/compile.js');
const { ManifestRouteChunks } = require('./manifest-route-chunks.js');

/** A remote whose exposed module opens one lazy screen, 'route-post-detail'. */
const buildRemote = (expected) =>
  compile(
    {
      'index.js': '',
      'expose.js': 'export const load = () => import(/* webpackChunkName: "route-post-detail" */ \'./post-detail\');',
      'post-detail.js': "import './post-detail.css'; export default 'detalle del post';",
      'post-detail.css': '.detalle { color: #5b3a29; }',
    },
    () => ({
      entry: { main: './index.js' },
      output: { publicPath: 'auto', uniqueName: 'remote_prueba' },
      module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
      plugins: [
        new ModuleFederationPlugin({
          name: 'remote_prueba',
          filename: 'remoteEntry.js',
          exposes: { './Expose': './expose.js' },
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new ManifestRouteChunks(expected),
      ],
    }),
  );

test("a remote's mf-manifest.json names the files of each route- chunk", async () => {
  const { errors, file } = await buildRemote(['route-post-detail']);
  assert.deepEqual(errors, []);
  const manifest = JSON.parse(file('mf-manifest.json').toString());
  assert.deepEqual(
    manifest.exposes.map((e) => e.path),
    ['./Expose'],
  );
  const route = manifest.routeChunks?.['route-post-detail'];
  assert.ok(route?.js.length, 'the route chunk is named in the manifest');
  assert.ok(
    route.js
      .map((name) => file(name).toString())
      .join('\n')
      .includes('detalle del post'),
  );
});

test("each CSS file is named with the key rspack's CSS loading marks its chunk's stylesheet with", async () => {
  const { errors, file } = await buildRemote(['route-post-detail']);
  assert.deepEqual(errors, []);
  const manifest = JSON.parse(file('mf-manifest.json').toString());
  const [css] = manifest.routeChunks['route-post-detail'].css;
  assert.match(file(css).toString(), /\.detalle/);
  const key = manifest.cssLoadingKeys?.[css];
  assert.match(key ?? '', /^remote_prueba:chunk-\S+$/);
  // The only CSS the build makes is the route's.
  assert.deepEqual(Object.keys(manifest.cssLoadingKeys), [css]);
});

test('a build that makes none of a screen the site preloads by name stops, naming it', async () => {
  const { errors } = await buildRemote(['route-post-detail', 'route-page-detail']);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /"route-page-detail"/);
});
