import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import type { Release } from '@pasteleria/shared/federation';
import { REPO_ROOT } from '../config.js';
import type { Message } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import {
  blogBuild,
  distinctBlogBuild,
  pack,
  upload,
  type ManifestJson,
  type Published,
  get,
} from '../../test/support/releases.js';

/**
 * Publishing releases over HTTP: a bundle is checked, stored and served from /remotes/blog/{version}/
 * with its cache headers; a version twice is a 409; a manifest the host cannot run (React 18, another
 * remote's, a missing module) is refused with the reason; a url release's manifest is read once,
 * never from a private or local address unless its origin is in RELEASE_ORIGINS. A release's server
 * build (server/) is kept with its files, never served, and checked against its manifest.
 */
let t: TestServer;
/** A server of team manifests on 127.0.0.1, as a team's CDN would be (but local). */
let cdn: http.Server;
let cdnUrl: string;
const BLOG_MANIFEST = fs.readFileSync(path.join(blogBuild(), 'mf-manifest.json'), 'utf8');
const REACT = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/react/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const sha8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

before(async () => {
  // The blog's build, as a team's host serves it: its manifest, and each file it names.
  cdn = http.createServer((request, response) => {
    const file = path.join(blogBuild(), (request.url ?? '').replace(/^\/blog\//, ''));
    if (request.url === '/blog/mf-manifest.json')
      response.setHeader('content-type', 'application/json').end(BLOG_MANIFEST);
    else if (request.url?.startsWith('/blog/') && !request.url.includes('..') && fs.existsSync(file))
      response.end(fs.readFileSync(file));
    else if (request.url === '/movido.json') response.writeHead(301, { location: '/blog/mf-manifest.json' }).end();
    else if (request.url === '/texto') response.end('<html>no</html>');
    else if (request.url === '/otro.json') response.end('{"hola":1}');
    // A manifest whose files its host does not have.
    else if (request.url === '/incompleto/mf-manifest.json')
      response.setHeader('content-type', 'application/json').end(BLOG_MANIFEST);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  t = await startTestServer({ env: { RELEASE_MAX_UPLOAD_BYTES: String(2 * 1024 * 1024) } });
});
after(async () => {
  await t.dispose();
  await new Promise((resolve) => cdn.close(resolve));
});

test('a bundle is published: its release answered, its files stored and served from its own folder', async () => {
  const dir = distinctBlogBuild('subida');
  const published = await upload(t, await pack(dir), { version: '1.0.0-subida', notes: 'Primera' });
  assert.equal(published.status, 201, published.text);
  const release = published.body;
  assert.deepEqual(
    { ...release, id: 0, createdAt: '' },
    {
      id: 0,
      remote: 'remote_blog',
      version: '1.0.0-subida',
      manifestUrl: '/remotes/blog/1.0.0-subida/mf-manifest.json',
      source: 'upload',
      notes: 'Primera',
      createdBy: 'Administrador',
      createdAt: '',
      live: false,
      served: true,
    },
  );
  assert.ok(Date.now() - Date.parse(release.createdAt) < 60_000);

  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const stored = await t.ctx.db
    .selectFrom('release_files')
    .select('path')
    .where('release_id', '=', release.id)
    .execute();
  assert.equal(stored.length, files.length);

  // Unhashed files are kept a day (a version never changes), hashed ones for good; CORS open.
  const manifest = await get(`${t.url}/remotes/blog/1.0.0-subida/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('cache-control'), 'public, max-age=86400');
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  assert.deepEqual(JSON.parse(manifest.text), JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')));
  const entry = await get(`${t.url}/remotes/blog/1.0.0-subida/remoteEntry.js`);
  assert.equal(entry.headers.get('cache-control'), 'public, max-age=86400');
  const hashed = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file.name));
  assert.ok(hashed);
  const chunk = await get(`${t.url}/remotes/blog/1.0.0-subida/${hashed.name}`, { 'accept-encoding': 'br' });
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(chunk.headers.get('content-encoding'), 'br', 'the brotli of the build, as sent');
  assert.equal(chunk.text, fs.readFileSync(path.join(dir, hashed.name), 'utf8'));
  const nested = files.find((file) => file.parentPath.includes('independent-packages'));
  assert.ok(nested);
  const nestedPath = path.relative(dir, path.join(nested.parentPath, nested.name));
  assert.equal((await get(`${t.url}/remotes/blog/1.0.0-subida/${nestedPath}`)).status, 200);

  // The local copy is written from the database, inside the release's folder; deleting it costs a read.
  const copy = path.join(t.dataDir, 'releases', 'remote_blog', '1.0.0-subida');
  assert.ok(fs.existsSync(path.join(copy, 'mf-manifest.json')));
  fs.rmSync(copy, { recursive: true });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal((await get(`${t.url}/remotes/blog/1.0.0-subida/remoteEntry.js`)).status, 200);

  for (const missing of [
    '/remotes/blog/1.0.0-subida/nada.js',
    '/remotes/blog/9.9.9/remoteEntry.js',
    '/remotes/blog/1.0.0-subida/',
  ]) {
    const answer = await t.request<Message>('GET', missing);
    assert.equal(answer.status, 404, missing);
    assert.equal(answer.body.message, 'Recurso no encontrado.', missing);
  }
});

test("a version twice is a 409; the version is checked; no version takes the build's", async () => {
  const bundle = await pack(distinctBlogBuild('doble'));
  assert.equal((await upload(t, bundle, { version: '2.0.0' })).status, 201);
  const twice = await upload(t, bundle, { version: '2.0.0' });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.message, 'Ya existe la versión 2.0.0 de remote_blog.');
  for (const version of ['-1', 'a b', 'x/y', '../x', 'ñ', 'a'.repeat(65)]) {
    const bad = await upload(t, bundle, { version });
    assert.equal(bad.status, 422, version);
    assert.equal(bad.body.message, 'La versión solo puede tener letras, números, puntos, guiones y +.');
  }
  const text = fs.readFileSync(path.join(distinctBlogBuild('doble'), 'mf-manifest.json'), 'utf8');
  const unnamed = await upload(t, bundle);
  assert.equal(unnamed.status, 201, unnamed.text);
  assert.equal(unnamed.body.version, `0.1.0-doble-${sha8(text)}`);
  assert.equal((await upload(t, bundle)).status, 409, 'the same build again');
});

test('a manifest the live host cannot run is refused with the reason, and nothing stored', async () => {
  const refused = async (edit: (manifest: ManifestJson) => void, message: string) => {
    const before = t.ctx.releases.registry.releases().length;
    const answer = await upload(t, await pack(blogBuild(edit)));
    assert.equal(answer.status, 422, answer.text);
    assert.equal(answer.body.message, message);
    assert.equal(t.ctx.releases.registry.releases().length, before);
  };
  const react = (manifest: ManifestJson) => manifest.shared.find((shared) => shared.name === 'react')!;
  await refused(
    (m) => (react(m).requiredVersion = '^18.2.0'),
    `remote_blog necesita react ^18.2.0; el sitio ofrece ${REACT}`,
  );
  await refused((m) => (react(m).version = '18.3.1'), `remote_blog trae react 18.3.1; el sitio necesita ^${REACT}`);
  // A subpath counts as its package.
  await refused(
    (m) => (m.shared.find((shared) => shared.name === 'react-dom/client')!.requiredVersion = '^18.2.0'),
    `remote_blog necesita react-dom ^18.2.0; el sitio ofrece ${REACT}`,
  );
  await refused((m) => (m.name = 'remote_public'), 'El manifiesto es de remote_public, no de remote_blog.');
  await refused(
    (m) => (m.metaData.buildInfo.buildVersion = 'a\u0000b'),
    'El mf-manifest.json contiene caracteres no válidos.',
  );
  await refused((m) => (m.exposes = []), 'remote_blog no expone ./Blog, que el sitio carga.');
  await refused(
    (m) => (m.metaData.publicPath = '/remotes/blog/'),
    'El manifiesto fija publicPath «/remotes/blog/»: un paquete subido debe construirse con publicPath «auto».',
  );
  const other = await upload(t, await pack(blogBuild()), { remote: 'remote_public' });
  assert.equal(other.status, 422);
  assert.equal(other.body.message, 'El manifiesto es de remote_blog, no de remote_public.');
  // Every reason at once: two missing modules.
  const both = await upload(t, await pack(blogBuild((m) => ((m.name = 'remote_public'), (m.exposes = [])))), {
    remote: 'remote_public',
  });
  assert.deepEqual(both.body.errors?.manifest, [
    'remote_public no expone ./Home, que el sitio carga.',
    'remote_public no expone ./Catalogue, que el sitio carga.',
  ]);
  assert.equal(both.body.message, both.body.errors?.manifest?.join(' · '));
});

test('the bundle route takes a bundle up to RELEASE_MAX_UPLOAD_BYTES, and nothing else large', async () => {
  const big = zlib.gzipSync(Buffer.alloc(0));
  const tooBig = Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024)]);
  const answer = await upload(t, tooBig);
  assert.equal(answer.status, 413);
  assert.equal(answer.body.message, 'El cuerpo de la petición es demasiado grande.');
  const json = await t.request<Message>('POST', '/api/v1/admin/releases', {
    transport: 'http',
    token: await t.adminToken(),
    body: { remote: 'remote_blog', manifestUrl: `${cdnUrl}/blog/mf-manifest.json`, notes: 'x'.repeat(100_000) },
  });
  assert.equal(json.status, 413, 'a JSON body keeps the small limit');
  const nothing = await t.admin<Message>('POST', '/admin/releases', { body: { remote: 'remote_blog' } });
  assert.equal(nothing.status, 422);
  assert.equal(
    nothing.body.message,
    'Envía el paquete de la versión (bundle, un .tar.gz) o la URL de su manifiesto (manifestUrl).',
  );
  const noRemote = await t.admin<Message>('POST', '/admin/releases', {
    body: { remote: 'remote_x', manifestUrl: 'x' },
  });
  assert.equal(noRemote.body.message, 'El remoto debe ser uno de: remote_public, remote_blog, remote_admin.');
  const anonymous = await t.api('POST', '/admin/releases', { body: { remote: 'remote_blog' } });
  assert.equal(anonymous.status, 401);
});

const byUrl = (server: TestServer, manifestUrl: string, extra: Record<string, string> = {}) =>
  server.admin<Published>('POST', '/admin/releases', {
    transport: 'http',
    body: { remote: 'remote_blog', manifestUrl, ...extra },
  });

test('a url release on 127.0.0.1 is refused, by address or by name; RELEASE_ORIGINS admits its origin', async () => {
  const local = 'La URL del manifiesto apunta a una dirección privada o local';
  for (const url of [
    `${cdnUrl}/blog/mf-manifest.json`,
    `${cdnUrl.replace('127.0.0.1', 'localhost')}/blog/mf-manifest.json`,
    `${cdnUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/blog/mf-manifest.json`,
    `${cdnUrl.replace('127.0.0.1', '[::1]')}/blog/mf-manifest.json`,
    'http://10.1.2.3/mf-manifest.json',
    'http://169.254.169.254/latest/meta-data',
    'http://[fd00::1]/mf-manifest.json',
    'http://0.0.0.0/mf-manifest.json',
    'http://2130706433/mf-manifest.json',
  ]) {
    const answer = await byUrl(t, url);
    assert.equal(answer.status, 422, url);
    assert.ok(answer.body.message.startsWith(local), `${url}: ${answer.body.message}`);
  }
  for (const [url, message] of [
    ['ftp://example.com/mf-manifest.json', 'La URL del manifiesto debe ser una dirección http:// o https://.'],
    ['file:///etc/passwd', 'La URL del manifiesto debe ser una dirección http:// o https://.'],
    ['no es una url', 'La URL del manifiesto debe ser una dirección http:// o https://.'],
  ] as const) {
    assert.equal((await byUrl(t, url)).body.message, message, url);
  }

  const trusted = await startTestServer({ env: { RELEASE_ORIGINS: `https://cdn.example.com, ${cdnUrl}` } });
  try {
    const answer = await byUrl(trusted, `${cdnUrl}/blog/mf-manifest.json`, { notes: 'Del CDN' });
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.body.source, 'url');
    assert.equal(answer.body.manifestUrl, `${cdnUrl}/blog/mf-manifest.json`);
    assert.equal(answer.body.version, `0.1.0-${sha8(BLOG_MANIFEST)}`);
    // Its origin is admitted by the CSP at once, built again for the change.
    const csp = (await trusted.request('GET', '/api/v1/health')).headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`script-src 'self' ${cdnUrl}`));
    assert.equal((await byUrl(trusted, `${cdnUrl}/blog/mf-manifest.json`)).status, 409);
    // Each file it names is recorded by SHA-384 as its host served it, by its path beside the manifest.
    const { integrity } = await trusted.ctx.db
      .selectFrom('releases')
      .select('integrity')
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
    assert.equal(integrity['mf-manifest.json'], sha384(Buffer.from(BLOG_MANIFEST)));
    assert.equal(integrity['remoteEntry.js'], sha384(fs.readFileSync(path.join(blogBuild(), 'remoteEntry.js'))));
    assert.ok(Object.keys(integrity).some((file) => /^__federation_expose_Blog\.[0-9a-f]+\.js$/.test(file)));
    // Live, its entry is read from its host again (as the pages' preloads are).
    await trusted.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: answer.body.id } });
    const config = (
      await trusted.request<{ remotes: Record<string, string>; remoteEntries: Record<string, string> }>(
        'GET',
        '/config.json',
      )
    ).body;
    assert.equal(config.remotes.remote_blog, `${cdnUrl}/blog/mf-manifest.json`);
    assert.equal(config.remoteEntries.remote_blog, `${cdnUrl}/blog/remoteEntry.js`);
    for (const [url, message] of [
      [`${cdnUrl}/movido.json`, 'La URL del manifiesto redirige a otra dirección (HTTP 301); usa la dirección final.'],
      [`${cdnUrl}/nada.json`, 'La URL del manifiesto responde HTTP 404.'],
      [`${cdnUrl}/texto`, 'El mf-manifest.json no es JSON válido.'],
      [`${cdnUrl}/otro.json`, 'El archivo no es un manifiesto de Module Federation (mf-manifest.json).'],
      [`${cdnUrl}/incompleto/mf-manifest.json`, 'El archivo remoteEntry.js de la versión responde HTTP 404.'],
    ] as const) {
      const refused = await byUrl(trusted, url);
      assert.equal(refused.status, 422, url);
      assert.equal(refused.body.message, message, url);
    }
  } finally {
    await trusted.dispose();
  }
});

test('every release is listed, newest first', async () => {
  const list = await t.admin<{ remotes: Array<{ remote: string; releases: Release[] }> }>('GET', '/admin/releases');
  assert.equal(list.status, 200);
  const blog = list.body.remotes.find((entry) => entry.remote === 'remote_blog');
  assert.deepEqual(blog?.releases.map((release) => release.version).slice(-3), [
    '0.1.0-doble-' + sha8(fs.readFileSync(path.join(distinctBlogBuild('doble'), 'mf-manifest.json'), 'utf8')),
    '2.0.0',
    '1.0.0-subida',
  ]);
});

test("a release's server build is kept with its files and never served; a manifest naming one wrongly is refused", async () => {
  const dir = distinctBlogBuild('servidor');
  assert.deepEqual(
    (JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as ManifestJson).serverRender,
    { format: 'commonjs-shared', exposes: { './Blog': 'server/blog.js' } },
    "the build's manifest names it",
  );
  const published = await upload(t, await pack(dir), { version: '1.0.0-servidor' });
  assert.equal(published.status, 201, published.text);
  const stored = await t.ctx.db
    .selectFrom('release_files')
    .select('path')
    .where('release_id', '=', published.body.id)
    .where('path', 'like', 'server/%')
    .execute();
  assert.deepEqual(
    stored.map((file) => file.path),
    ['server/blog.js'],
  );
  const base = `${t.url}/remotes/blog/1.0.0-servidor`;
  assert.equal((await get(`${base}/remoteEntry.js`)).status, 200);
  for (const file of ['server/blog.js', '%73erver/blog.js', 'server%2Fblog.js', 'server/', 'server']) {
    const answer = await get(`${base}/${file}`);
    assert.equal(answer.status, 404, file);
    assert.equal((JSON.parse(answer.text) as Message).message, 'Recurso no encontrado.', file);
  }
  // The render process reads it from the release's copy, as written from the database.
  const copy = path.join(t.dataDir, 'releases', 'remote_blog', '1.0.0-servidor', 'server', 'blog.js');
  assert.deepEqual(fs.readFileSync(copy), fs.readFileSync(path.join(dir, 'server', 'blog.js')));

  // A release built without one (an older build) has none.
  const older = distinctBlogBuild('sin-servidor');
  fs.rmSync(path.join(older, 'server'), { recursive: true });
  const manifestFile = path.join(older, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ManifestJson;
  delete manifest.serverRender;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  assert.equal((await upload(t, await pack(older))).status, 201);

  const refused = async (dir: string, message: string) => {
    const before = t.ctx.releases.registry.releases().length;
    const answer = await upload(t, await pack(dir));
    assert.equal(answer.status, 422, answer.text);
    assert.equal(answer.body.message, message);
    assert.deepEqual(answer.body.errors?.bundle, [message]);
    assert.equal(t.ctx.releases.registry.releases().length, before);
  };
  const serverRender = (edit: (named: { format: unknown; exposes: Record<string, unknown> }) => void) =>
    blogBuild((m) => edit(m.serverRender as { format: unknown; exposes: Record<string, unknown> }));
  const unpacked = blogBuild();
  fs.rmSync(path.join(unpacked, 'server'), { recursive: true });
  await refused(unpacked, 'El paquete no tiene server/blog.js, que su manifiesto nombra.');
  await refused(
    serverRender((named) => (named.format = 'esm')),
    'El manifiesto pide renderizar en el servidor con el formato «esm»; el sitio solo conoce «commonjs-shared».',
  );
  await refused(
    serverRender((named) => delete named.exposes['./Blog']),
    'serverRender no nombra el archivo de servidor de ./Blog: un build con render en el servidor tiene uno por módulo expuesto.',
  );
  await refused(
    serverRender((named) => (named.exposes['./Otro'] = 'server/otro.js')),
    'serverRender nombra ./Otro, que el remoto no expone.',
  );
  for (const file of ['remoteEntry.js', 'server/../remoteEntry.js', 'server/blog.mjs'])
    await refused(
      serverRender((named) => (named.exposes['./Blog'] = file)),
      `El archivo de servidor de ./Blog debe ser un .js de la carpeta server/ del paquete, no «${file}».`,
    );
  await refused(
    blogBuild((m) => (m.serverRender = 'sí')),
    'El mf-manifest.json no es válido: serverRender debe ser { "format": "commonjs-shared", "exposes": { "./Módulo": "server/módulo.js" } }.',
  );
});
