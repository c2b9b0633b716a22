import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { NewDeployKey, Release, ReleaseRegistry } from '@pasteleria/shared/federation';
import { insertRelease, setLive } from './release-store.js';
import { applyRetention } from './retention.js';
import type { Message } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { builtBlog, distinctBlogBuild, pack, upload, get } from '../../test/support/releases.js';

/**
 * The live release of a remote: making one live (and going back) is recorded in the history;
 * /config.json, the config inlined in a page and its preload hints follow it at once; an admin's
 * preview config puts another release in its place; retention keeps the files of the 5 newest, the
 * live one and any live in the last day.
 */
let t: TestServer;
let webRoot: string;
let v1: Release;
let v2: Release;

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pastelería</title></head><body><div id="root"></div></body></html>';

before(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-live-'));
  fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), TEMPLATE);
  fs.cpSync(builtBlog(), path.join(webRoot, 'remote-blog/dist'), { recursive: true });
  t = await startTestServer({ env: { WEB_ROOT: webRoot } });
  v1 = (await upload(t, await pack(distinctBlogBuild('v1')), { version: '1.0.0' })).body;
  v2 = (await upload(t, await pack(distinctBlogBuild('v2')), { version: '2.0.0' })).body;
});
after(async () => {
  await t.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const makeLive = (id: unknown, remote = 'remote_blog', token?: string) =>
  t.request<Release & Message>('PUT', `/api/v1/admin/releases/${remote}/live`, {
    transport: 'http',
    body: { id },
    ...(token === undefined ? {} : { token }),
  });

const asAdmin = async (id: unknown, remote = 'remote_blog') => makeLive(id, remote, await t.adminToken());

const registry = async () => (await t.admin<ReleaseRegistry>('GET', '/admin/releases')).body;

/** The page's inline config and preload hints. */
async function page(url: string) {
  const html = (await t.request('GET', url)).text;
  const config = /<script type="application\/json" id="pasteleria-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
  return {
    config: JSON.parse(config) as { remotes: Record<string, string>; remoteEntries: Record<string, string> },
    preloads: [...html.matchAll(/<link rel="preload" ([^>]*)>/g)].map((m) => m[1] ?? ''),
  };
}

test('making a release live, going back, and making the live one live again: the history says who, when, from and to', async () => {
  const start = await registry();
  const site = start.remotes.find((entry) => entry.remote === 'remote_blog')?.live;
  assert.equal(site?.source, 'site', "the site's build is live at first");

  const first = await asAdmin(v1.id);
  assert.equal(first.status, 200, first.text);
  assert.deepEqual(first.body, { ...v1, live: true });
  assert.equal((await asAdmin(v2.id)).status, 200);
  assert.equal((await asAdmin(v1.id)).status, 200, 'back to 1.0.0');
  const again = await asAdmin(v1.id);
  assert.equal(again.status, 200);
  assert.equal(again.body.live, true);

  const { remotes, history } = await registry();
  const blog = remotes.find((entry) => entry.remote === 'remote_blog');
  assert.equal(blog?.live?.id, v1.id);
  assert.deepEqual(
    blog?.releases.map((release) => [release.version, release.live]),
    [
      ['2.0.0', false],
      ['1.0.0', true],
      [site.version, false],
    ],
  );
  const blogHistory = history.filter((change) => change.remote === 'remote_blog');
  assert.deepEqual(
    blogHistory.map((change) => [change.from?.version ?? null, change.to.version, change.changedBy]),
    [
      ['2.0.0', '1.0.0', 'Administrador'],
      ['1.0.0', '2.0.0', 'Administrador'],
      [site.version, '1.0.0', 'Administrador'],
      [null, site.version, 'sitio'],
    ],
    'newest first; the live one made live again is not recorded',
  );
  assert.ok(blogHistory.every((change) => !Number.isNaN(Date.parse(change.changedAt))));
});

test('making live what is not a release of that remote', async () => {
  const other = (await registry()).remotes.find((entry) => entry.remote === 'remote_public')?.releases[0];
  for (const id of [999_999, ...(other ? [other.id] : [])]) {
    const answer = await asAdmin(id);
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'No existe esa versión de remote_blog.');
  }
  for (const id of [undefined, 'uno', -1, 1.5]) {
    const answer = await asAdmin(id);
    assert.equal(answer.status, 422, String(id));
    assert.equal(answer.body.message, 'Indica el id de la versión (un número entero).');
  }
  assert.equal((await asAdmin(v1.id, 'remote_otro')).status, 404);
  assert.equal((await makeLive(v1.id)).status, 401, 'without a token');
});

test('/config.json, the inline config and the preload hints follow the live release at once', async () => {
  for (const release of [v2, v1]) {
    assert.equal((await asAdmin(release.id)).status, 200);
    const folder = `/remotes/blog/${release.version}/`;
    const config = (
      await t.request<{ remotes: Record<string, string>; remoteEntries: Record<string, string> }>('GET', '/config.json')
    ).body;
    assert.equal(config.remotes.remote_blog, `${folder}mf-manifest.json`);
    assert.equal(config.remoteEntries.remote_blog, `${folder}remoteEntry.js`);
    const blog = await page('/blog');
    assert.deepEqual(blog.config.remotes, config.remotes);
    assert.deepEqual(blog.config.remoteEntries, config.remoteEntries);
    assert.ok(
      blog.preloads.some((link) => link.startsWith(`as="script" href="${folder}remoteEntry.js" integrity="sha384-`)),
      blog.preloads.join('\n'),
    );
    assert.ok(
      blog.preloads.some((link) => new RegExp(`href="${folder}__federation_expose_Blog\\.[0-9a-f]+\\.js"`).test(link)),
      blog.preloads.join('\n'),
    );
    // The files it names are served.
    assert.equal((await get(`${t.url}${folder}remoteEntry.js`)).status, 200);
  }
});

test("an admin's preview config puts a release in place of its remote's live one; nobody else gets it", async () => {
  const preview = await t.admin<{
    remotes: Record<string, string>;
    remoteEntries: Record<string, string>;
    releases: Record<string, unknown>;
    preview: unknown;
    site: { name: string };
  }>('GET', `/admin/releases/${v2.id}/config`);
  assert.equal(preview.status, 200, preview.text);
  type WithIntegrity = typeof preview.body & { integrity: Record<string, string> };
  const { integrity: _live, ...live } = (await t.request<WithIntegrity>('GET', '/config.json')).body;
  const { integrity, ...previewed } = preview.body as WithIntegrity;
  assert.deepEqual(previewed, {
    ...live,
    remotes: { ...live.remotes, remote_blog: '/remotes/blog/2.0.0/mf-manifest.json' },
    remoteEntries: { ...live.remoteEntries, remote_blog: '/remotes/blog/2.0.0/remoteEntry.js' },
    releases: { ...live.releases, remote_blog: { id: v2.id, version: '2.0.0' } },
    preview: { id: v2.id, remote: 'remote_blog', version: '2.0.0' },
  });
  // The previewed release's manifest and entry with their integrity, in place of the live one's.
  assert.match(integrity['/remotes/blog/2.0.0/remoteEntry.js'] ?? '', /^sha384-/);
  assert.equal(integrity['/remotes/blog/1.0.0/remoteEntry.js'], undefined);
  assert.equal(live.remotes.remote_blog, '/remotes/blog/1.0.0/mf-manifest.json', 'the live one is unchanged');

  assert.equal((await t.api('GET', `/admin/releases/${v2.id}/config`)).status, 401);
  const user = await t.userToken('user');
  assert.equal((await t.api('GET', `/admin/releases/${v2.id}/config`, { token: user.token })).status, 403);
  const key = (
    await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', { body: { remote: 'remote_blog', name: 'ci' } })
  ).body.key;
  const withKey = await t.api<Message>('GET', `/admin/releases/${v2.id}/config`, { token: key });
  assert.equal(withKey.status, 403);
  assert.equal(withKey.body.message, 'No tienes permiso para realizar esta acción.');
  const missing = await t.admin<Message>('GET', '/admin/releases/999999/config');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.message, 'No existe esa versión.');
});

test('retention keeps the files of the 5 newest, the live one and any live in the last day; the rows stay', async () => {
  const { db } = t.ctx;
  // Nine releases of remote_admin, a day apart (r1 the oldest); r1 was live until two days ago,
  // r2 until an hour ago, r3 is live.
  const ids: number[] = [];
  for (let n = 1; n <= 9; n += 1) {
    const id = await insertRelease(
      db,
      {
        remote: 'remote_admin',
        version: `r${n}`,
        source: 'upload',
        manifestUrl: `/remotes/admin/r${n}/mf-manifest.json`,
        manifest: null,
        notes: '',
        createdBy: 'prueba',
      },
      new Map([['remoteEntry.js', Buffer.from(`r${n}`)]]),
    );
    await sql`UPDATE releases SET created_at = now() - ${`${10 - n} days`}::interval WHERE id = ${id}`.execute(db);
    ids.push(id);
  }
  const [r1, r2, r3, r4] = ids as [number, number, number, number];
  for (const id of [r1, r2, r3]) await setLive(db, 'remote_admin', id, 'prueba');
  await sql`UPDATE release_changes SET changed_at = now() - interval '2 days' WHERE from_id = ${r1}`.execute(db);
  await sql`UPDATE release_changes SET changed_at = now() - interval '1 hour' WHERE from_id = ${r2}`.execute(db);
  await t.ctx.releases.registry.reload();
  // Served once, so this instance holds a copy.
  assert.equal((await get(`${t.url}/remotes/admin/r4/remoteEntry.js`)).status, 200);
  assert.ok(fs.existsSync(path.join(t.dataDir, 'releases/remote_admin/r4')));

  assert.deepEqual((await applyRetention(db)).sort(), [r1, r4].sort());
  await t.ctx.releases.registry.changed();
  const admin = (await registry()).remotes.find((entry) => entry.remote === 'remote_admin');
  assert.deepEqual(
    admin?.releases.map((release) => `${release.version}:${release.served}`),
    ['r9:true', 'r8:true', 'r7:true', 'r6:true', 'r5:true', 'r4:false', 'r3:true', 'r2:true', 'r1:false'],
  );
  const files = await db.selectFrom('release_files').select('release_id').where('release_id', 'in', [r1, r4]).execute();
  assert.deepEqual(files, []);
  assert.equal((await get(`${t.url}/remotes/admin/r4/remoteEntry.js`)).status, 404);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(!fs.existsSync(path.join(t.dataDir, 'releases/remote_admin/r4')), 'its local copy is gone');
  const gone = await asAdmin(r4, 'remote_admin');
  assert.equal(gone.status, 422);
  assert.equal(gone.body.message, 'Los archivos de la versión r4 ya no se conservan.');
  assert.equal((await t.admin('GET', `/admin/releases/${r4}/config`)).status, 404);
  assert.deepEqual(await applyRetention(db), [], 'nothing more to remove');
  // The blog's upload releases (a live one, and few) are untouched.
  assert.ok(
    (await registry()).remotes.every(
      (entry) => entry.remote === 'remote_admin' || entry.releases.every((release) => release.served),
    ),
  );
});
