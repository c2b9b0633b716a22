import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { NewDeployKey, ReleaseReport, ReleaseVitals, RemoteName } from '@pasteleria/shared/federation';
import type { Message } from '../../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../../test/support/harness.js';
import { BEHIND_A_PROXY, BROWSER, TestClock } from '../../../test/support/statistics.js';
import { insertRelease, setLive } from '../release-store.js';

/**
 * GET /admin/releases/vitals over HTTP: the LCP and INP p75 of each remote's live release over the
 * last days, from what browsers reported (the staff's for the admin, the visitors' for the public
 * remotes), the window, and who may read it.
 */
let t: TestServer;
let admin: number;
let blog: number;
const clock = new TestClock('2026-11-27T10:00:00-06:00');

/** A stored release of `remote`, made live (no build needed: the vitals read only its id and version). */
async function liveRelease(remote: RemoteName, version: string): Promise<number> {
  const { db } = t.ctx;
  const id = await insertRelease(db, {
    remote,
    version,
    source: 'upload',
    manifestUrl: `/remotes/x/${version}/mf-manifest.json`,
    manifest: null,
    notes: '',
    createdBy: 'prueba',
  });
  await setLive(db, remote, id, 'prueba');
  await t.ctx.releases.registry.reload();
  return id;
}

before(async () => {
  t = await startTestServer({ now: clock.now, transport: 'http', env: BEHIND_A_PROXY });
  admin = await liveRelease('remote_admin', 'a1');
  blog = await liveRelease('remote_blog', 'b1');
});
after(() => t.dispose());

/** What browser `n` (its address and user agent) reports, with a token when it is the staff's. */
async function report(n: number, body: ReleaseReport, token?: string) {
  const answer = await t.api('POST', '/public/releases/reports', {
    raw: JSON.stringify(body),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': `198.51.100.${n}`,
      'user-agent': `${BROWSER} n${n}`,
    },
    ...(token ? { token } : {}),
  });
  assert.equal(answer.status, 204, answer.text);
}

const vitals = async (query = '') => {
  const answer = await t.admin<ReleaseVitals>('GET', `/admin/releases/vitals${query}`);
  assert.equal(answer.status, 200, answer.text);
  return answer.body;
};
const of = (answer: ReleaseVitals, remote: RemoteName) => answer.remotes.find((entry) => entry.remote === remote);

test("the admin's p75 comes from the staff's browsers, a public remote's from its visitors', over the last 7 days", async () => {
  const staff = await t.adminToken();
  // Eight days ago: outside the last 7 days.
  clock.set('2026-11-19T10:00:00-06:00');
  await report(
    1,
    { path: '/admin', remotes: [{ remote: 'remote_admin', release: admin, lcp: 9000, inp: 900 }] },
    staff,
  );

  clock.set('2026-11-27T10:00:00-06:00');
  const measures = [
    [1000, 100],
    [2000, 200],
    [3000, 300],
    [4000, 400],
  ] as const;
  for (const [i, [lcp, inp]] of measures.entries())
    await report(10 + i, { path: '/admin', remotes: [{ remote: 'remote_admin', release: admin, lcp, inp }] }, staff);
  // A staff browser on a public page counts for the admin only; a visitor's counts.
  await report(20, { path: '/blog', remotes: [{ remote: 'remote_blog', release: blog, lcp: 8000, inp: 800 }] }, staff);
  await report(21, { path: '/blog', remotes: [{ remote: 'remote_blog', release: blog, lcp: 1800 }] });
  // Reported again by the same browser on the same day: its first LCP, its worst INP, one view.
  await report(21, { path: '/blog', remotes: [{ remote: 'remote_blog', release: blog, lcp: 500, inp: 120 }] });

  const week = await vitals();
  assert.equal(week.days, 7);
  assert.equal(week.since, new Date('2026-11-20T10:00:00-06:00').toISOString());
  assert.deepEqual(of(week, 'remote_admin'), {
    remote: 'remote_admin',
    release: { id: admin, version: 'a1' },
    views: 4,
    lcpP75: 3250,
    inpP75: 325,
  });
  assert.deepEqual(of(week, 'remote_blog'), {
    remote: 'remote_blog',
    release: { id: blog, version: 'b1' },
    views: 1,
    lcpP75: 1800,
    inpP75: 120,
  });
  assert.deepEqual(of(week, 'remote_public'), {
    remote: 'remote_public',
    release: null,
    views: 0,
    lcpP75: null,
    inpP75: null,
  });

  const tenDays = await vitals('?days=10');
  assert.equal(tenDays.days, 10);
  assert.deepEqual(
    { ...of(tenDays, 'remote_admin'), release: undefined },
    { remote: 'remote_admin', release: undefined, views: 5, lcpP75: 4000, inpP75: 400 },
    "eight days ago's view counts in the last 10 days",
  );
});

test('only the live release counts: a new one has no measures yet', async () => {
  const next = await liveRelease('remote_admin', 'a2');
  const entry = of(await vitals(), 'remote_admin');
  assert.deepEqual(entry, {
    remote: 'remote_admin',
    release: { id: next, version: 'a2' },
    views: 0,
    lcpP75: null,
    inpP75: null,
  });
});

test('only an admin reads them: 401 without a valid token, 403 for a user or a deploy key; days refused in Spanish', async () => {
  const path = '/api/v1/admin/releases/vitals';
  assert.equal((await t.request('GET', path)).status, 401);
  assert.equal((await t.request('GET', path, { token: 'no-vale' })).status, 401);
  const user = await t.userToken('user');
  const asUser = await t.request<Message>('GET', path, { token: user.token });
  assert.equal(asUser.status, 403);
  assert.equal(asUser.body.message, 'No tienes permiso para realizar esta acción.');
  const key = (
    await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', { body: { remote: 'remote_admin', name: 'CI' } })
  ).body.key;
  assert.equal((await t.request('GET', path, { token: key })).status, 403);
  for (const days of ['0', '91', 'siete', '1.5']) {
    const refused = await t.admin<Message>('GET', `/admin/releases/vitals?days=${days}`);
    assert.equal(refused.status, 422, days);
    assert.equal(refused.body.message, 'days debe ser un número entero de 1 a 90.');
  }
  assert.equal((await t.admin<ReleaseVitals>('GET', '/admin/releases/vitals?days=')).body.days, 7);
});
