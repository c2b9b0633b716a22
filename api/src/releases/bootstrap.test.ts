import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Release, ReleaseChange, ReleaseRegistry } from '@pasteleria/shared/federation';
import { createDatabase, ENGINE, startTestServer, type TestServer } from '../../test/support/harness.js';
import { builtBlog, distinctBlogBuild, pack, upload, get } from '../../test/support/releases.js';

/**
 * What the site registers at start: each remote's own build as a 'site' release (live when the
 * remote has none, or when a site build was live and a new one arrives), REMOTE_*_URL as a url
 * release made live; starting again changes nothing, and neither do two instances starting at once.
 */
let work: string;
let webRoot: string;
const sha8 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 8);
const blogManifest = () => path.join(webRoot, 'remote-blog/dist/mf-manifest.json');

/** Rebuilds the site's remote-blog: the same files, a manifest of another build. */
function rebuildBlog(tag: string): string {
  const manifest = JSON.parse(fs.readFileSync(blogManifest(), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = `0.1.0-${tag}`;
  const text = JSON.stringify(manifest);
  fs.writeFileSync(blogManifest(), text);
  return `0.1.0-${tag}-${sha8(text)}`;
}

const state = async (t: TestServer) => {
  const { remotes, history } = (await t.admin<ReleaseRegistry>('GET', '/admin/releases')).body;
  const blog = remotes.find((entry) => entry.remote === 'remote_blog');
  return {
    live: blog?.live ?? null,
    releases: blog?.releases ?? [],
    history: history.filter((change) => change.remote === 'remote_blog'),
  };
};

const changes = (history: ReleaseChange[]) =>
  history.map((change) => `${change.from?.version ?? '—'} → ${change.to.version} (${change.changedBy})`);

before(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-bootstrap-'));
  webRoot = path.join(work, 'web');
  fs.cpSync(builtBlog(), path.join(webRoot, 'remote-blog/dist'), { recursive: true });
  fs.mkdirSync(path.join(webRoot, 'remote-public/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'remote-public/dist/mf-manifest.json'), '{"id":"remote_public"}');
});
after(() => fs.rmSync(work, { recursive: true, force: true }));

test("first start: each remote's build is a live 'site' release; starting again changes nothing", async () => {
  let t = await startTestServer({ env: { WEB_ROOT: webRoot } });
  try {
    const text = fs.readFileSync(blogManifest());
    const version = `0.1.0-${sha8(text)}`;
    const first = await state(t);
    assert.deepEqual(
      { ...first.live, id: 0, createdAt: '' },
      {
        id: 0,
        remote: 'remote_blog',
        version,
        manifestUrl: `/remotes/blog/${version}/mf-manifest.json`,
        source: 'site',
        notes: 'Copia construida con el sitio.',
        createdBy: 'sitio',
        createdAt: '',
        live: true,
        served: true,
      },
    );
    assert.deepEqual(changes(first.history), [`— → ${version} (sitio)`]);
    const publicLive = t.ctx.releases.registry.live('remote_public');
    assert.equal(publicLive?.version, `0.0.0-${sha8('{"id":"remote_public"}')}`, 'a build with no version of its own');
    assert.equal(t.ctx.releases.registry.live('remote_admin'), undefined, 'not built: none');

    // Served from its version's folder; the build's own folder still as before (subfolders too).
    const served = await get(`${t.url}/remotes/blog/${version}/mf-manifest.json`);
    assert.equal(served.headers.get('cache-control'), 'public, max-age=86400');
    assert.deepEqual(served.body, text);
    const plain = await get(`${t.url}/remotes/blog/mf-manifest.json`);
    assert.equal(plain.headers.get('cache-control'), 'no-cache');
    const nested = fs
      .readdirSync(path.join(webRoot, 'remote-blog/dist/independent-packages'), {
        recursive: true,
        withFileTypes: true,
      })
      .find((entry) => entry.isFile());
    assert.ok(nested);
    const nestedUrl = path.relative(path.join(webRoot, 'remote-blog/dist'), path.join(nested.parentPath, nested.name));
    const unversioned = await get(`${t.url}/remotes/blog/${nestedUrl}`);
    assert.equal(unversioned.status, 200, nestedUrl);
    assert.equal(unversioned.headers.get('access-control-allow-origin'), '*');
    assert.equal((await get(`${t.url}/remotes/blog/${version}/${nestedUrl}`)).status, 200);

    t = await t.restart();
    assert.deepEqual(await state(t), first);
  } finally {
    await t.dispose();
  }
});

test("a new site build goes live only over a site build; a team's live release stays", async () => {
  let t = await startTestServer({ env: { WEB_ROOT: webRoot } });
  try {
    const site = (await state(t)).live as Release;
    const team = (await upload(t, await pack(distinctBlogBuild('equipo')), { version: '5.0.0' })).body;
    assert.equal((await t.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: team.id } })).status, 200);

    const rebuilt = rebuildBlog('b');
    t = await t.restart();
    let now = await state(t);
    assert.equal(now.live?.version, '5.0.0', "the team's release stays live");
    assert.ok(
      now.releases.some((release) => release.version === rebuilt && release.source === 'site'),
      'registered',
    );

    assert.equal((await t.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: site.id } })).status, 200);
    const again = rebuildBlog('c');
    t = await t.restart();
    now = await state(t);
    assert.equal(now.live?.version, again, 'the new build replaces the live site build');
    assert.deepEqual(changes(now.history).slice(0, 3), [
      `${site.version} → ${again} (sitio)`,
      `5.0.0 → ${site.version} (Administrador)`,
      `${site.version} → 5.0.0 (Administrador)`,
    ]);
  } finally {
    await t.dispose();
  }
});

test('REMOTE_BLOG_URL: a url release, registered without fetching it, made live once; a later choice stays', async () => {
  const url = 'https://cdn.example.com/blog/mf-manifest.json';
  let t = await startTestServer({ env: { WEB_ROOT: webRoot } });
  try {
    t = await startTestServer({
      ...t.options,
      env: { WEB_ROOT: webRoot, REMOTE_BLOG_URL: url },
      reuse: await closed(t),
    });
    const first = await state(t);
    assert.equal(first.live?.source, 'url');
    assert.equal(first.live?.manifestUrl, url);
    assert.equal(first.live?.version, `url-${sha8(url)}`);
    assert.equal(first.live?.notes, 'Dirección de REMOTE_BLOG_URL.');
    assert.equal(first.history[0]?.changedBy, 'sitio');
    const config = (await t.request<{ remotes: Record<string, string> }>('GET', '/config.json')).body;
    assert.equal(config.remotes.remote_blog, url);
    const csp = (await t.request('GET', '/api/v1/health')).headers.get('content-security-policy') ?? '';
    assert.ok(csp.includes("script-src 'self' https://cdn.example.com"), csp);

    t = await t.restart();
    assert.deepEqual(await state(t), first);

    // A team's later choice stays, restart after restart, while the variable keeps its address.
    const site = first.releases.find((release) => release.source === 'site') as Release;
    assert.equal((await t.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: site.id } })).status, 200);
    t = await t.restart();
    assert.equal((await state(t)).live?.id, site.id);
  } finally {
    await t.dispose();
  }
});

test("REMOTE_BLOG_URL naming the site's own unversioned build counts as unset", async () => {
  const t = await startTestServer({ env: { WEB_ROOT: webRoot, REMOTE_BLOG_URL: '/remotes/blog/mf-manifest.json' } });
  try {
    const { live, releases } = await state(t);
    assert.equal(live?.source, 'site');
    assert.deepEqual(
      releases.filter((release) => release.source === 'url'),
      [],
    );
  } finally {
    await t.dispose();
  }
});

/** Closes a server and answers where its data is, for another to start on. */
async function closed(t: TestServer) {
  await t.close();
  return { dataDir: t.dataDir, databaseUrl: t.databaseUrl };
}

test(
  'two instances starting at once on one database register each build once',
  { skip: ENGINE !== 'postgresql' && 'needs PostgreSQL' },
  async () => {
    const databaseUrl = await createDatabase();
    const dirs = [0, 1, 2].map((n) => fs.mkdtempSync(path.join(work, `instancia-${n}-`)));
    // The first start of an empty database (its first admin), with no build to register.
    const empty = await startTestServer({ reuse: { dataDir: dirs[0]!, databaseUrl } });
    await empty.close();
    const [a, b] = await Promise.all(
      [dirs[1]!, dirs[2]!].map((dataDir) =>
        startTestServer({ env: { WEB_ROOT: webRoot }, reuse: { dataDir, databaseUrl } }),
      ),
    );
    try {
      const { releases, history } = await state(a!);
      assert.equal(releases.filter((release) => release.source === 'site').length, 1);
      assert.equal(history.length, 1);
      assert.deepEqual(await state(b!), await state(a!));
    } finally {
      await b!.close();
      await a!.dispose();
    }
  },
);
