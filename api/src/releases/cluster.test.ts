import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Release } from '@pasteleria/shared/federation';
import { ENGINE, startTestServer, type TestServer } from '../../test/support/harness.js';
import { distinctBlogBuild, get, pack, upload } from '../../test/support/releases.js';

/**
 * Two instances on one PostgreSQL database, each with its own data folder: a release published
 * through one is served by both (each writes its own copy from the database), and a release made
 * live through either is what the other's pages load within a few seconds (the change feed's
 * `releases` tag reloads the other's registry).
 */
const skip = ENGINE !== 'postgresql' && 'needs PostgreSQL (TEST_DATABASE_URL): runs in the PostgreSQL pass';

let a: TestServer;
let b: TestServer;
let dataDir: string;

before(async () => {
  if (skip) return;
  a = await startTestServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-b-'));
  b = await startTestServer({ reuse: { dataDir, databaseUrl: a.databaseUrl } });
});
after(async () => {
  if (skip) return;
  await b.close();
  await a.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until `check` holds, at most 3 s; answers how long it took. */
async function withinSeconds(what: string, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    assert.ok(Date.now() - start < 3000, `${what}: not within 3 s`);
    await sleep(20);
  }
  return Date.now() - start;
}

const liveBlog = async (server: TestServer) =>
  (await server.request<{ remotes: Record<string, string> }>('GET', '/config.json')).body.remotes.remote_blog;

test('a release published through one instance is served by both', { skip }, async () => {
  const published = await upload(a, await pack(distinctBlogBuild('a')), { version: '1.0.0' });
  assert.equal(published.status, 201, published.text);
  for (const server of [a, b]) {
    await withinSeconds(
      `served by ${server === a ? 'a' : 'b'}`,
      async () => (await get(`${server.url}/remotes/blog/1.0.0/remoteEntry.js`)).status === 200,
    );
  }
  const fromA = await get(`${a.url}/remotes/blog/1.0.0/mf-manifest.json`);
  const fromB = await get(`${b.url}/remotes/blog/1.0.0/mf-manifest.json`);
  assert.deepEqual(fromB.body, fromA.body);
  assert.ok(fs.existsSync(path.join(dataDir, 'releases/remote_blog/1.0.0/remoteEntry.js')), "b's own copy");
});

test('a release made live through one instance is live on the other within seconds', { skip }, async () => {
  const v2 = (await upload(b, await pack(distinctBlogBuild('b')), { version: '2.0.0' })).body;
  const v1 = a.ctx.releases.registry.byVersion('remote_blog', '1.0.0') as Release;
  for (const [through, other, release] of [
    [a, b, v1],
    [b, a, v2],
    [a, b, v1],
  ] as const) {
    const answer = await through.admin<Release>('PUT', '/admin/releases/remote_blog/live', {
      body: { id: release.id },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(await liveBlog(through), release.manifestUrl);
    await withinSeconds(
      `${release.version} live on the other`,
      async () => (await liveBlog(other)) === release.manifestUrl,
    );
  }
});

test(
  "a rollout started through one instance gives each visitor the same answer from both, and survives the other's restart",
  { skip },
  async () => {
    const v3 = (await upload(a, await pack(distinctBlogBuild('c')), { version: '3.0.0' })).body;
    const started = await a.admin('POST', '/admin/releases/remote_blog/rollouts', {
      body: { id: v3.id, stages: [{ share: 50, seconds: 600 }, { share: 100 }] },
    });
    assert.equal(started.status, 201, started.text);
    await withinSeconds(
      'the rollout known to b',
      async () => b.ctx.releases.registry.rollout('remote_blog') !== undefined,
    );
    const visitor = (n: number) => ({ 'user-agent': `Mozilla/5.0 visitante ${n}` });
    const answer = async (server: TestServer, n: number) =>
      (await server.request<{ remotes: Record<string, string> }>('GET', '/config.json', { headers: visitor(n) })).body
        .remotes.remote_blog;
    const fromA = await Promise.all(Array.from({ length: 60 }, (_, n) => answer(a, n)));
    const fromB = await Promise.all(Array.from({ length: 60 }, (_, n) => answer(b, n)));
    assert.deepEqual(fromB, fromA, 'the same visitor, the same release, on either instance');
    assert.ok(fromA.includes(v3.manifestUrl) && fromA.some((url) => url !== v3.manifestUrl), 'both releases are given');

    // A restart in the middle of a stage neither restarts nor loses it.
    await b.close();
    b = await startTestServer({ reuse: { dataDir, databaseUrl: a.databaseUrl } });
    assert.deepEqual(await Promise.all(Array.from({ length: 60 }, (_, n) => answer(b, n))), fromA);
    const current = await b.admin<{ stage: number; startedAt: string; status: string }>(
      'GET',
      '/admin/releases/remote_blog/rollouts/current',
    );
    assert.equal(current.body.status, 'running');
    assert.equal(current.body.stage, 0);
    assert.equal((await b.admin('POST', '/admin/releases/remote_blog/rollouts/current/abort')).status, 200);
    await withinSeconds(
      'aborted on a',
      async () => (await answer(a, 1)) !== v3.manifestUrl && !a.ctx.releases.registry.rollout('remote_blog'),
    );
  },
);
