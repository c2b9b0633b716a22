import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import { cacheControlFor, releaseCacheControl } from './routes.js';
import type { Message } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/** The web root: host with client-route fallback, remotes with CORS and cache headers, /config.json, health, headers. */
let t: TestServer;
let webRoot: string;

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

before(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-web-'));
  write(
    path.join(webRoot, 'host/dist/index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>host</title></head><body><div id="root"></div></body></html>',
  );
  write(path.join(webRoot, 'host/dist/main.3f2a1b4c.js'), 'console.log("host")');
  // What the build writes beside a hashed file: its brotli (rspack.shared.js).
  write(path.join(webRoot, 'host/dist/main.3f2a1b4c.js.br'), zlib.brotliCompressSync('console.log("host")'));
  write(path.join(webRoot, 'remote-public/dist/mf-manifest.json'), '{"id":"remote_public"}');
  write(path.join(webRoot, 'remote-public/dist/remoteEntry.js'), 'var remote_public;');
  write(path.join(webRoot, 'remote-public/dist/123.abcdef12.js'), '/* chunk */');
  write(path.join(webRoot, 'remote-admin/dist/mf-manifest.json'), '{"id":"remote_admin"}');
  // Server builds (rspack/server-build.js): the render process reads them, browsers never get them.
  write(path.join(webRoot, 'remote-public/dist/server/home.js'), 'module.exports = {};');
  write(path.join(webRoot, 'remote-public/dist/server/home.js.br'), zlib.brotliCompressSync('module.exports = {};'));
  write(path.join(webRoot, 'host/dist/server/render.js'), 'module.exports = {};');
  // remote-blog is not built.
  t = await startTestServer({
    env: {
      WEB_ROOT: webRoot,
      SITE_NAME: 'Pastelería de Prueba',
      REMOTE_BLOG_URL: 'https://cdn.example.com/blog/mf-manifest.json',
      WHATSAPP_PHONE: '5210000000000',
    },
  });
});
after(async () => {
  await t.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

test('GET /api/v1/health', async () => {
  const health = await t.api('GET', '/health');
  assert.equal(health.status, 200);
  assert.deepEqual(health.body, { status: 'ok', database: 'ok' });
});

test('/config.json from the live releases (the site builds and REMOTE_BLOG_URL, registered at start), no-cache', async () => {
  const answer = await t.request('GET', '/config.json');
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('cache-control'), 'no-cache');
  const { registry } = t.ctx.releases;
  const { integrity, ...config } = answer.body as { integrity: Record<string, string> };
  // The site's builds' manifests with their recorded SHA-384; nothing of the CDN, which cannot be reached.
  assert.deepEqual(Object.keys(integrity).sort(), [
    registry.live('remote_admin')?.manifestUrl,
    registry.live('remote_public')?.manifestUrl,
  ]);
  assert.ok(Object.values(integrity).every((hash) => /^sha384-[A-Za-z0-9+/]{64}$/.test(hash)));
  assert.deepEqual(config, {
    apiBase: '/api/v1',
    remotes: {
      remote_public: registry.live('remote_public')?.manifestUrl,
      remote_blog: 'https://cdn.example.com/blog/mf-manifest.json',
      remote_admin: registry.live('remote_admin')?.manifestUrl,
    },
    site: {
      name: 'Pastelería de Prueba',
      whatsappPhone: '5210000000000',
      socialUrl: 'https://www.facebook.com/pasteleria.laesperanza',
      timeZone: 'America/Mexico_City',
    },
    // Read from the live manifests: these have no remoteEntry (nor is the CDN reachable).
    remoteEntries: {},
    releases: Object.fromEntries(
      (['remote_public', 'remote_blog', 'remote_admin'] as const).map((remote) => {
        const live = registry.live(remote);
        return [remote, { id: live?.id, version: live?.version }];
      }),
    ),
  });
  assert.match(
    registry.live('remote_public')?.manifestUrl ?? '',
    /^\/remotes\/public\/0\.0\.0-[0-9a-f]{8}\/mf-manifest\.json$/,
  );
});

test('the host at /, client routes are pages composed on its index.html; /api, /img and /remotes are not', async () => {
  for (const [route, status] of [
    ['/', 200],
    ['/categorias', 200],
    ['/categorias/pasteles', 404],
    ['/blog/post/x', 404],
    ['/admin/producto/edit/3', 200],
    ['/login', 200],
    ['/otra', 404],
  ] as const) {
    const answer = await t.request('GET', route);
    assert.equal(answer.status, status, route);
    assert.match(answer.text, /<div id="root"><\/div>/, route);
    assert.match(answer.text, /<title>[^<]*Pastelería de Prueba<\/title>/, route);
    assert.equal(answer.headers.get('cache-control'), 'no-cache', route);
  }
  const script = await t.request('GET', '/main.3f2a1b4c.js');
  assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  for (const route of [
    '/api/v1/nada',
    '/api',
    '/img/slide/nada.png',
    '/remotes/public/nada.js',
    '/remotes/blog/mf-manifest.json',
    '/falta.js',
  ]) {
    const answer = await t.request<Message>('GET', route);
    assert.equal(answer.status, 404, route);
    assert.equal(answer.body.message, 'Recurso no encontrado.', route);
  }
});

test('remotes: CORS open, entry files no-cache, hashed files immutable; an unbuilt remote is 404', async () => {
  const manifest = await t.request('GET', '/remotes/public/mf-manifest.json');
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  const entry = await t.request('GET', '/remotes/public/remoteEntry.js');
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  const chunk = await t.request('GET', '/remotes/public/123.abcdef12.js');
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  // Never revalidated: no validators (an entry, revalidated on every use, keeps its own).
  for (const header of ['etag', 'last-modified', 'accept-ranges'])
    assert.equal(chunk.headers.get(header), null, header);
  assert.ok(entry.headers.get('etag'));
  assert.equal((await t.request('GET', '/remotes/admin/mf-manifest.json')).status, 200);
  assert.equal((await t.request('GET', '/remotes/blog/remoteEntry.js')).status, 404);
  // Built later: served without a restart.
  write(path.join(webRoot, 'remote-blog/dist/mf-manifest.json'), '{"id":"remote_blog"}');
  assert.equal((await t.request('GET', '/remotes/blog/mf-manifest.json')).status, 200);
});

test("a build's server/ folder is never sent, however its path is spelt", async () => {
  for (const route of [
    '/remotes/public/server/home.js',
    '/remotes/public/server/',
    '/remotes/public/server',
    '/remotes/public/%73erver/home.js',
    '/remotes/public/server%2Fhome.js',
    '/remotes/public/SERVER/home.js',
    '/remotes/public/./server/home.js',
    '/remotes/public//server/home.js',
    '/remotes/public/x/../server/home.js',
    '/server/render.js',
    '/%73erver/render.js',
  ]) {
    for (const encoding of ['br', 'identity']) {
      const answer = await t.request<Message>('GET', route, {
        transport: 'http',
        headers: { 'accept-encoding': encoding },
      });
      assert.ok([403, 404].includes(answer.status), `${route} (${encoding}): ${answer.status}`);
      assert.doesNotMatch(answer.text, /module\.exports/, route);
    }
  }
  assert.equal((await t.request('GET', '/remotes/public/server/home.js')).status, 404);
  assert.equal(
    (await t.request('GET', '/remotes/public/remoteEntry.js')).status,
    200,
    'the rest of the build is served',
  );
});

test('cacheControlFor and releaseCacheControl', () => {
  assert.equal(cacheControlFor('/x/index.html'), 'no-cache');
  assert.equal(cacheControlFor('/x/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/x/mf-manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/x/favicon.svg'), 'no-cache');
  assert.equal(cacheControlFor('/x/main.d0abed21.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/x/690.537473a4.css'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/x/690.537473a4.css.br'), 'public, max-age=31536000, immutable');
  // A release's files never change: its unhashed ones are kept a day.
  assert.equal(releaseCacheControl('/x/remoteEntry.js'), 'public, max-age=86400');
  assert.equal(releaseCacheControl('/x/mf-manifest.json'), 'public, max-age=86400');
  assert.equal(releaseCacheControl('/x/main.d0abed21.js.br'), 'public, max-age=31536000, immutable');
});

test("a built file's brotli from the build is sent as it is, to a browser that takes brotli", async () => {
  const brotli = await fetch(`${t.url}/main.3f2a1b4c.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(brotli.headers.get('content-encoding'), 'br');
  assert.equal(brotli.headers.get('content-type'), 'text/javascript; charset=utf-8', 'scripts as RFC 9239 names them');
  assert.equal(brotli.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(brotli.headers.get('vary') ?? '', /accept-encoding/i);
  assert.equal(await brotli.text(), 'console.log("host")');
  const plain = await fetch(`${t.url}/main.3f2a1b4c.js`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
  assert.equal(await plain.text(), 'console.log("host")');
});

test('a script carries the headers that apply to it, a page all of them', async () => {
  const script = await fetch(`${t.url}/main.3f2a1b4c.js`);
  assert.equal(script.status, 200);
  assert.equal(script.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(script.headers.get('cross-origin-resource-policy'), 'cross-origin');
  for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
    assert.equal(script.headers.get(documentOnly), null, documentOnly);
  const page = await fetch(`${t.url}/`);
  assert.ok(page.headers.get('content-security-policy')?.includes("default-src 'self'"));
  assert.equal(page.headers.get('x-frame-options'), 'SAMEORIGIN');
});

test('security headers, compression and CORS on the API', async () => {
  const answer = await t.request('GET', '/api/v1/public/categorias', {
    headers: { 'accept-encoding': 'gzip', origin: 'http://localhost:3001' },
  });
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(answer.headers.get('content-security-policy')?.includes("default-src 'self'"));
  assert.ok(
    answer.headers.get('content-security-policy')?.includes('https://cdn.example.com'),
    'remote origins allowed',
  );
  assert.equal(answer.headers.get('x-frame-options'), 'SAMEORIGIN');
  assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  const preflight = await t.request('OPTIONS', '/api/v1/admin/categoria', {
    headers: {
      origin: 'http://localhost:3001',
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  for (let i = 0; i < 15; i += 1)
    await t.admin('POST', '/admin/categoria', {
      body: { nombre: `Categoría larga número ${i}`, descripcion: '<p>texto</p>'.repeat(20) },
    });
  const big = await fetch(`${t.url}/api/v1/public/categorias`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(big.headers.get('content-encoding'), 'gzip');
  assert.equal(((await big.json()) as unknown[]).length, 15);
});
