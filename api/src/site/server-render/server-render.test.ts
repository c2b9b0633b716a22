import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import type { Release } from '@pasteleria/shared/federation';
import { REPO_ROOT } from '../../config.js';
import { SERVER_VISITOR } from '../../releases/rollouts/reports.js';
import { dataUrl } from '../../../test/support/fixtures.js';
import { startTestServer, type TestServer } from '../../../test/support/harness.js';
import { get, upload } from '../../../test/support/releases.js';
import { blogBundle, renderSite } from '../../../test/support/render-site.js';
import type { Outcome } from './render-child.js';
import { RenderPool, type PoolSet } from './render-pool.js';

/**
 * The public pages' first views drawn on the server, over real HTTP: a stand-in for the host's
 * server build (test/fixtures/server-render/render.js, with the real React beside it) and remote
 * server files written by the tests, the site's own builds and releases uploaded as a team would.
 */
let t: TestServer;
let webRoot: string;
const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
/** Every render process a first view named. */
const pids = new Set<number>();

/** A page over HTTP, with what its `#root` holds. */
async function page(url: string, headers: Record<string, string> = {}) {
  const answer = await get(`${t.url}${url}`, headers);
  const root = /<div id="root">(.*)<\/div><script type="application\/json" id="pasteleria-config">/s.exec(
    answer.text,
  )?.[1];
  assert.notEqual(root, undefined, `${url}: the page has its #root`);
  const pid = Number(/data-pid="(\d+)"/.exec(root ?? '')?.[1] ?? 0);
  if (pid) pids.add(pid);
  return { ...answer, root: root ?? '', pid, drawn: Number(/data-drawn="(\d+)"/.exec(root ?? '')?.[1] ?? 0) };
}

/** The page once the server has drawn it (a new render process may first miss a page or two). */
async function drawnPage(url: string, headers: Record<string, string> = {}) {
  for (let tries = 0; ; tries += 1) {
    const answer = await page(url, headers);
    if (answer.root !== '') return answer;
    assert.ok(tries < 40, `${url} is drawn on the server in time`);
    await sleep(100);
  }
}

/** The warnings logged about `release`. */
const warningsOf = (release: Release) => warnings.filter((warning) => warning.details.release === release.id);

/** Whether a process runs (on Linux, an ended one its new parent has not reaped yet does not). */
function alive(pid: number): boolean {
  try {
    if (!fs.existsSync('/proc')) return process.kill(pid, 0);
    const state = /State:\s+(\S)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return state !== undefined && state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

async function gone(pid: number) {
  for (let tries = 0; alive(pid); tries += 1) {
    assert.ok(tries < 50, `process ${pid} ended`);
    await sleep(100);
  }
}

/** Publishes a release of remote_blog with the fixture `serverFile` (or no server build). */
async function publishBlog(serverFile: string | null, tag: string): Promise<Release> {
  const published = await upload(t, await blogBundle(serverFile, `0.2.0-${tag}`));
  assert.equal(published.status, 201, published.text);
  return published.body;
}

/** Publishes a release of remote_blog with the fixture `serverFile` (or no server build) and makes it live. */
async function liveBlog(serverFile: string | null, tag: string): Promise<Release> {
  const published = { body: await publishBlog(serverFile, tag) };
  const live = await t.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: published.body.id } });
  assert.equal(live.status, 200, live.text);
  return published.body;
}

before(async () => {
  webRoot = renderSite();
  t = await startTestServer({
    transport: 'http',
    env: { WEB_ROOT: webRoot, SERVER_RENDER_MEMORY_MB: '64' },
    config: (config) => ({ ...config, serverRender: { ...config.serverRender, graceMs: 200 } }),
  });
  t.ctx.firstViews.onWarning = (details, message) => warnings.push({ details, message });
  const image = await dataUrl('png', 8);
  await t.admin('POST', '/admin/slide', { body: { frase: 'Pasteles de boda', link: '', posicion: 1, urlfoto: image } });
});

after(async () => {
  await t?.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

test('a public page arrives with its first view in #root, the rest of the page as before', async () => {
  const home = await drawnPage('/');
  assert.equal(home.status, 200);
  assert.match(home.root, /^<div class="shell" data-pid="\d+" data-drawn="\d+" data-releases="[^"]*">/);
  assert.match(home.root, /<ul class="home"><li>Pasteles de boda<\/li><\/ul>/, 'drawn from the answers it inlines');
  assert.match(home.text, /<title>[^<]*<\/title>/);
  assert.match(home.text, /<script type="application\/ld\+json">/);
  assert.match(home.text, /<script type="application\/json" id="pasteleria-data">/);
  assert.match(home.text, /<\/div><script type="application\/json" id="pasteleria-config">.*<\/body><\/html>$/s);
  // Drawn, it shows before any script runs: its styles apply at once.
  assert.match(home.text, /<link href="\/site.css" rel="stylesheet">/);
  assert.doesNotMatch(home.text, /rel="preload"[^>]*as="style"|as="style"[^>]*rel="preload"/);
  // Its scripts are asked for after its first paint, by the one inline script the CSP allows by its
  // hash, which comes first in the head (after its list), before any stylesheet it would wait for.
  assert.doesNotMatch(home.text, /<script defer|rel="preload" as="script"/);
  const afterPaint =
    /^<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><script type="application\/json" id="pasteleria-after-paint">(.*?)<\/script><script>(.*?)<\/script><title>/is.exec(
      home.text,
    );
  assert.ok(afterPaint, 'the scripts to ask for after the first paint, and their loader');
  const { scripts, preloads } = JSON.parse(afterPaint[1] ?? '') as {
    scripts: Array<Record<string, string>>;
    preloads: Array<{ href: string }>;
  };
  assert.deepEqual(scripts, [
    { fetchpriority: 'high', src: '/startup.1.js' },
    { fetchpriority: 'high', src: '/startup.2.js' },
  ]);
  assert.ok(
    preloads.some((link) => link.href.endsWith('/remoteEntry.js')),
    JSON.stringify(preloads),
  );
  const hash = createHash('sha256')
    .update(afterPaint[2] ?? '')
    .digest('base64');
  assert.ok(home.headers.get('content-security-policy')?.includes(`'sha256-${hash}'`));
  // It shows without JavaScript: the template's notice that the site needs it is left out.
  assert.doesNotMatch(home.text, /noscript/);
  // Whoever accepted cookies gets the page marked, so the drawn notice is hidden from the first paint.
  const accepted = await get(`${t.url}/`, { cookie: 'otra=1; mi_consentimiento_cookie=true' });
  assert.match(accepted.text, /^<!doctype html><html data-consent lang="es">/i);
  assert.doesNotMatch(home.text, /data-consent/);
  // The host's own page: drawn by the host alone.
  assert.match((await drawnPage('/politica-cookies')).root, /Página del anfitrión/);
  // The back office's frame is drawn (by the admin's release), never in a search index.
  for (const url of ['/admin', '/admin/producto/edit/3']) {
    const admin = await drawnPage(url);
    assert.match(admin.root, /<div class="admin-frame">Panel de Administración<\/div>/, url);
    assert.match(admin.text, /<meta name="robots" content="noindex">/, url);
    assert.match(admin.text, /pasteleria-after-paint/, url);
  }
  // /login is drawn in the browser (what its form first shows is known to the tab alone): its
  // scripts start as the template has them.
  const login = await page('/login');
  assert.equal(login.root, '');
  assert.match(login.text, /<script defer fetchpriority="high" src="\/startup.1.js"><\/script>/);
  assert.doesNotMatch(login.text, /pasteleria-after-paint/);
  assert.match(login.text, /<noscript>Activa JavaScript para ver el sitio de la pastelería.<\/noscript>/);
  assert.deepEqual(warnings, []);
});

test("a drawn page counts its visit as the host would until the host's scripts run: its first events, a WhatsApp click", async () => {
  /** The page's list for its loader: what it counts. */
  const countOf = async (url: string, referer?: string) => {
    const answer = await drawnPage(url, referer ? { referer } : {});
    const list = /<script type="application\/json" id="pasteleria-after-paint">(.*?)<\/script>/s.exec(answer.text)?.[1];
    return (JSON.parse(list ?? 'null') as { count: unknown }).count;
  };
  const own = t.url;
  assert.deepEqual(await countOf('/categorias/pasteles?producto=12', 'https://www.google.com/search?q=pastel'), {
    url: '/api/v1/public/eventos',
    events: [
      { tipo: 'vista', ruta: '/categorias/pasteles', origen: 'www.google.com' },
      { tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 },
    ],
    whatsapp: { tipo: 'whatsapp', ruta: '/categorias/pasteles', producto: 12 },
  });
  // Opened from its category's page, whose scripts had not run: the product's dialog, not another view.
  assert.deepEqual(await countOf('/categorias/pasteles?producto=12', `${own}/categorias/pasteles`), {
    url: '/api/v1/public/eventos',
    events: [{ tipo: 'producto', ruta: '/categorias/pasteles', producto: 12 }],
    whatsapp: { tipo: 'whatsapp', ruta: '/categorias/pasteles', producto: 12 },
  });
  assert.deepEqual(await countOf('/blog', `${own}/`), {
    url: '/api/v1/public/eventos',
    events: [{ tipo: 'vista', ruta: '/blog' }],
    whatsapp: { tipo: 'whatsapp', ruta: '/blog' },
  });
  // Pages of this site send where they are to each other's requests, never to another site's.
  assert.equal((await get(`${own}/blog`)).headers.get('referrer-policy'), 'same-origin');
});

test('a first view is drawn once, and again once the data changes', async () => {
  const first = await drawnPage('/categorias');
  const again = await page('/categorias');
  assert.equal(again.root, first.root, 'the same first view, not drawn again');
  const image = await dataUrl('png', 8);
  const slide = await t.admin('POST', '/admin/slide', {
    body: { frase: 'Pan de muerto', link: '', posicion: 2, urlfoto: image },
  });
  assert.equal(slide.status, 201, slide.text);
  const changed = await drawnPage('/categorias');
  assert.notEqual(changed.drawn, first.drawn, 'drawn again');
  const home = await drawnPage('/');
  assert.match(home.root, /Pan de muerto/, 'from the new data');
});

test('a new live release is drawn by a process of its own, from its own files, with no restart', async () => {
  const before = await drawnPage('/blog');
  const site = t.ctx.releases.registry.live('remote_blog');
  assert.ok(site);
  assert.match(before.root, new RegExp(`Blog de ${site.version}<`));
  const release = await liveBlog('blog.js', 'nueva');
  let after = await drawnPage('/blog');
  for (let tries = 0; !after.root.includes(release.version); tries += 1) {
    assert.ok(tries < 20, 'the new release is drawn');
    after = await drawnPage('/blog');
  }
  assert.ok(after.root.includes(`Blog de ${release.version}<`));
  assert.ok(!after.root.includes(site.version), 'nothing of the release before it');
  assert.match(after.root, new RegExp(`data-releases="[^"]*remote_blog&quot;:\\{&quot;id&quot;:${release.id},`));
  assert.notEqual(after.pid, before.pid, 'another process');
  await gone(before.pid);
});

test("a rollout's new release draws the pages of the visitors it is given, the stable one the others'", async () => {
  const stable = t.ctx.releases.registry.live('remote_blog');
  const next = await publishBlog('blog.js', 'gradual');
  const started = await t.admin('POST', '/admin/releases/remote_blog/rollouts', {
    body: { id: next.id, stages: [{ share: 50, seconds: 600 }, { share: 100 }] },
  });
  assert.equal(started.status, 201, started.text);
  try {
    const seen = new Set<string>();
    for (let n = 0; n < 16; n += 1) {
      const visitor = { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/${140 + n}.0` };
      const blog = await drawnPage('/blog', visitor);
      const config = /<script type="application\/json" id="pasteleria-config">(.*?)<\/script>/s.exec(blog.text)?.[1];
      const { releases } = JSON.parse(config ?? '{}') as { releases: Record<string, { version: string }> };
      const given = releases.remote_blog?.version ?? '';
      assert.ok(given === next.version || given === stable?.version, `${given}: the new release or the stable one`);
      assert.match(blog.root, new RegExp(`Blog de ${given}<`), 'drawn by the release its page loads');
      seen.add(given);
    }
    assert.equal(seen.size, 2, 'some visitors are given the new release, the others keep the stable one');
  } finally {
    await t.admin('POST', '/admin/releases/remote_blog/rollouts/current/abort');
  }
});

test("a back-office page asked for with the tab's session cookie is drawn with that administrator's data, kept by no cache; any other waits for its data", async () => {
  const token = encodeURIComponent(await t.adminToken());
  const signedIn = await drawnPage('/admin/categoria', { cookie: `otra=1; pasteleria_sesion=${token}` });
  assert.match(signedIn.root, /Panel de Administración \(\/admin\/categoria\)<\/div>/);
  assert.match(signedIn.text, /id="pasteleria-data">\{[^<]*"answers":\{"\/admin\/categoria":\[/);
  assert.equal(signedIn.headers.get('cache-control'), 'private, no-store');
  // An edit form carries its row and the lists its choices come from.
  const categoria = await t.admin<{ id: number }>('POST', '/admin/categoria', {
    body: { nombre: 'Galletas', slug: 'galletas', descripcion: '', menu: true, orden: 1 },
  });
  const producto = await t.admin<{ id: number }>('POST', '/admin/producto', {
    body: { name: 'Polvorón', title: 'Polvorón', price: 12, categoria_id: categoria.body.id },
  });
  assert.equal(producto.status, 201, producto.text);
  const form = await drawnPage(`/admin/producto/edit/${producto.body.id}`, { cookie: `pasteleria_sesion=${token}` });
  assert.match(form.root, new RegExp(`\\(/admin/producto/${producto.body.id} /admin/categoria\\)</div>`));
  // The users, and the pending comments when they fit in one page: the page carries no headers,
  // so one page of several (its Link names the next) is not carried.
  const session = { cookie: `pasteleria_sesion=${token}` };
  assert.match((await drawnPage('/admin/user', session)).root, /\(\/admin\/user\)<\/div>/);
  assert.match((await drawnPage('/admin/comentario', session)).root, /\(\/admin\/comentarios\/pendientes\)<\/div>/);
  const many = Array.from({ length: 51 }, (_, i) => ({ nombre: `Cliente ${i}`, comentario: 'Rico', rating: 5 }));
  await t.ctx.db
    .insertInto('comentarios')
    .values(many.map((comment) => ({ ...comment, email: '', approved: false })))
    .execute();
  try {
    const paged = await drawnPage('/admin/comentario', session);
    assert.match(paged.root, /Panel de Administración<\/div>/);
    assert.doesNotMatch(paged.text, /"answers":\{"\/admin/);
  } finally {
    await t.ctx.db.deleteFrom('comentarios').where('nombre', 'like', 'Cliente %').execute();
  }
  // No cookie, a token that is no session, a screen whose data is not drawn: the page as before,
  // and the data of the tab before it is not kept for them.
  for (const [url, cookie] of [
    ['/admin/categoria', ''],
    ['/admin/categoria', 'pasteleria_sesion=no-es-una-sesion'],
    ['/admin/versiones', `pasteleria_sesion=${token}`],
  ] as const) {
    const other = await drawnPage(url, cookie ? { cookie } : {});
    assert.match(other.root, /Panel de Administración<\/div>/, `${url} ${cookie}`);
    assert.doesNotMatch(other.text, /"answers":\{"\/admin/, `${url} ${cookie}`);
    assert.equal(other.headers.get('cache-control'), 'no-cache', `${url} ${cookie}`);
  }
});

test("a tab previewing a release asks for its page again with the release's id and an admin's token: drawn by that release, kept by no cache", async () => {
  const live = t.ctx.releases.registry.live('remote_blog');
  const next = await publishBlog('blog.js', 'vista-previa');
  const preview = { 'x-pasteleria-preview': String(next.id) };
  const previewed = await drawnPage('/blog', { ...preview, authorization: `Bearer ${await t.adminToken()}` });
  assert.match(previewed.root, new RegExp(`Blog de ${next.version}<`));
  assert.equal(previewed.headers.get('cache-control'), 'private, no-store');
  // Everyone else, and a request without an admin's token, gets the live release.
  assert.match((await drawnPage('/blog')).root, new RegExp(`Blog de ${live?.version}<`));
  const anonymous = await get(`${t.url}/blog`, preview);
  assert.equal(anonymous.status, 401);
  assert.doesNotMatch(anonymous.text, /Blog de/);
  const unknown = await get(`${t.url}/blog`, {
    'x-pasteleria-preview': '999999',
    authorization: `Bearer ${await t.adminToken()}`,
  });
  assert.equal(unknown.status, 404);
});

for (const [serverFile, kind, message] of [
  ['throws.js', 'throw', /el blog no se deja dibujar/],
  ['loops.js', 'timeout', /no first view after 1000 ms/],
  ['allocates.js', 'memory', /heap of 64 MB ran out/],
  ['reads-env.js', 'throw', /^server render of .* failed \(throw\): process\.env: \{\}; /],
  ['requires-fs.js', 'throw', /require\('fs'\) is refused/],
  ['reads-outside.js', 'throw', /allow-fs-read/],
  ['signals-api.js', 'throw', /process\.kill is not available .*; process\._kill is not available/],
] as const) {
  test(`a release whose server file ${serverFile.replace('.js', '')} leaves its pages to the browser, logged once`, async () => {
    const release = await liveBlog(serverFile, serverFile.replace('.js', ''));
    for (let tries = 0; warningsOf(release).length === 0; tries += 1) {
      assert.ok(tries < 40, 'the failure is logged');
      assert.equal((await page('/blog')).root, '', 'drawn in the browser');
      await sleep(100);
    }
    for (let times = 0; times < 3; times += 1) {
      const blog = await page('/blog');
      assert.equal(blog.status, 200);
      assert.equal(blog.root, '', 'drawn in the browser');
      assert.match(blog.text, /id="pasteleria-config"/);
    }
    const [warning, ...more] = warningsOf(release);
    assert.equal(more.length, 0, 'logged once');
    assert.equal(warning?.details.kind, kind);
    assert.match(warning?.message ?? '', message);
    assert.match((await drawnPage('/')).root, /class="home"/, 'the other pages are still drawn');
    for (let tries = 0; ; tries += 1) {
      const reports = await t.ctx.db
        .selectFrom('release_reports')
        .select(['kind', 'visitor', 'message'])
        .where('release_id', '=', release.id)
        .execute();
      if (reports.length > 0) {
        assert.deepEqual(
          reports.map((report) => [report.kind, report.visitor]),
          [['render', SERVER_VISITOR]],
        );
        assert.match(reports[0]?.message ?? '', /^Render en el servidor/);
        break;
      }
      assert.ok(tries < 20, 'reported as an error of the release');
      await sleep(50);
    }
  });
}

test('a release with no server build has its pages drawn in the browser, no failure logged', async () => {
  const release = await liveBlog(null, 'sin-servidor');
  for (let times = 0; times < 3; times += 1) assert.equal((await page('/blog')).root, '');
  assert.match((await drawnPage('/')).root, /class="home"/);
  assert.deepEqual(warningsOf(release), []);
});

test('at most SERVER_RENDER_PROCESSES processes: a new set stops the least recently used', async () => {
  const folder = path.join(webRoot, 'host/dist/server');
  const pool = new RenderPool<PoolSet>({ processes: 1, graceMs: 0, timeoutMs: 5000, memoryMb: 64 });
  const set = (key: string) => ({
    key,
    set: { host: path.join(folder, 'render.js'), remotes: {} },
    readable: [folder],
  });
  const pidOf = async (key: string) => {
    const request = { url: 'http://tienda.test/politica-cookies', config: {}, answers: {} };
    const outcome: Outcome = await pool.render(set(key), request, Date.now() + 5000);
    return Number(/data-pid="(\d+)"/.exec(outcome && 'html' in outcome ? outcome.html : '')?.[1]);
  };
  const first = await pidOf('a');
  assert.equal(await pidOf('a'), first, 'kept while used');
  const second = await pidOf('b');
  assert.notEqual(second, first);
  await gone(first);
  await pool.stop();
  assert.equal(alive(second), false);
});

test('the render processes stop with the server', async () => {
  const seen = [...pids].filter(alive);
  assert.ok(seen.length > 0);
  await t.close();
  for (const pid of seen) assert.equal(alive(pid), false, `process ${pid} stopped`);
});

test('a render process whose API process dies exits', async () => {
  const child = path.join(REPO_ROOT, 'api/dist/src/site/server-render/render-child.js');
  const script =
    `import { RenderChild } from ${JSON.stringify(child)};` +
    `const folder = ${JSON.stringify(path.join(webRoot, 'host/dist/server'))};` +
    `const child = new RenderChild({ host: folder + '/render.js', remotes: {} }, [folder], { timeoutMs: 5000, memoryMb: 64 });` +
    `await child.render({ url: 'http://tienda.test/politica-cookies', config: {}, answers: {} }, Date.now() + 5000);` +
    `process.stdout.write(String(child.pid));`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', `${script} setInterval(() => {}, 1000);`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (data) => resolve(Number(data))));
  assert.ok(alive(pid));
  parent.kill('SIGKILL');
  await gone(pid);
});
