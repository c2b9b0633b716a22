import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import type { NewDeployKey, Release, ReleaseRegistry, ReleaseReport, Rollout } from '@pasteleria/shared/federation';
import type { RuntimeConfig } from '@pasteleria/shared/types';
import type { Message } from '../../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../../test/support/harness.js';
import { builtBlog, distinctBlogBuild, pack, upload, visitor } from '../../../test/support/releases.js';
import { BEHIND_A_PROXY, TestClock } from '../../../test/support/statistics.js';
import { sumReportDays } from './report-days.js';

/**
 * Rollouts over HTTP: starting one and its refusals, which visitors get the new release (the
 * share, and the same answer on every page of the day), what browsers report of it, the
 * analysis's decisions with the clock moved by the test, and the reports' daily sums.
 */
let t: TestServer;
let webRoot: string;
let site: Release;
let v2: Release;
let v3: Release;
const clock = new TestClock('2026-11-27T10:00:00-06:00');

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pastelería</title></head><body><div id="root"></div></body></html>';

before(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-rollouts-'));
  fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), TEMPLATE);
  fs.cpSync(builtBlog(), path.join(webRoot, 'remote-blog/dist'), { recursive: true });
  t = await startTestServer({ now: clock.now, env: { WEB_ROOT: webRoot, ...BEHIND_A_PROXY } });
  v2 = (await upload(t, await pack(distinctBlogBuild('v2')), { version: '2.0.0' })).body;
  v3 = (await upload(t, await pack(distinctBlogBuild('v3')), { version: '3.0.0' })).body;
  const registry = (await t.admin<ReleaseRegistry>('GET', '/admin/releases')).body;
  const live = registry.remotes.find((entry) => entry.remote === 'remote_blog')?.live;
  assert.ok(live, "the site's build is live");
  site = live;
});
after(async () => {
  await t.dispose();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** Each test begins with no running rollout and the site's build live (its own hour: the reports of another test are not in its period). */
beforeEach(async () => {
  await t.admin('POST', '/admin/releases/remote_blog/rollouts/current/abort');
  await t.admin('PUT', '/admin/releases/remote_blog/live', { body: { id: site.id } });
});

const start = (body: unknown, token?: string) =>
  t.request<Rollout & Message & { errors?: Record<string, string[]> }>(
    'POST',
    '/api/v1/admin/releases/remote_blog/rollouts',
    {
      body,
      token: token ?? null,
    },
  );
const asAdmin = async (body: unknown) => start(body, await t.adminToken());
const current = async () => (await t.admin<Rollout>('GET', '/admin/releases/remote_blog/rollouts/current')).body;
const step = async (name: string) =>
  t.admin<Rollout & Message>('POST', `/admin/releases/remote_blog/rollouts/current/${name}`);

/** The config inlined in the blog's page as that visitor gets it. */
async function pageConfig(n: number): Promise<RuntimeConfig & { cache: string | null }> {
  const answer = await t.request('GET', '/blog', { headers: visitor(n) });
  const json =
    /<script type="application\/json" id="pasteleria-config">(.*?)<\/script>/.exec(answer.text)?.[1] ?? 'null';
  return { ...(JSON.parse(json) as RuntimeConfig), cache: answer.headers.get('cache-control') };
}

const report = (n: number, body: ReleaseReport | string) =>
  t.api('POST', '/public/releases/reports', {
    raw: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...visitor(n) },
  });

/** What visitor `n` was given of the blog, by the page's config. */
const blogOf = async (n: number): Promise<number | undefined> => (await pageConfig(n)).releases?.remote_blog?.id;

test('a rollout starts with the default stages; a second one, a live release, an unknown one and bad stages are refused in Spanish', async () => {
  const started = await asAdmin({ id: v2.id });
  assert.equal(started.status, 201, started.text);
  assert.deepEqual(
    {
      ...started.body,
      canary: undefined,
      stable: undefined,
      stageStartedAt: undefined,
      startedAt: undefined,
      id: undefined,
    },
    {
      id: undefined,
      remote: 'remote_blog',
      release: { id: v2.id, version: '2.0.0' },
      from: { id: site.id, version: site.version },
      stages: [{ share: 10, seconds: 600 }, { share: 50, seconds: 1200 }, { share: 100 }],
      minVisits: 30,
      stage: 0,
      share: 10,
      stageStartedAt: undefined,
      status: 'running',
      reason: null,
      startedBy: 'Administrador',
      startedAt: undefined,
      endedAt: null,
      canary: undefined,
      stable: undefined,
    },
  );
  assert.equal(started.body.canary.visits, 0);

  const second = await asAdmin({ id: v3.id });
  assert.equal(second.status, 409);
  assert.match(second.body.message, /^Ya hay un despliegue gradual de remote_blog en curso \(versión 2\.0\.0\)/);
  const live = await t.admin<Message>('PUT', '/admin/releases/remote_blog/live', { body: { id: v3.id } });
  assert.equal(live.status, 409);
  assert.match(live.body.message, /despliegue gradual de remote_blog en curso/);
  assert.equal((await step('abort')).status, 200);

  const cases: Array<[unknown, number, string]> = [
    [{ id: site.id }, 409, `La versión ${site.version} ya está publicada para todos.`],
    [{ id: 999_999 }, 404, 'No existe esa versión de remote_blog.'],
    [{ id: 'dos' }, 422, 'Indica el id de la versión (un número entero).'],
    [
      { id: v2.id, stages: [{ share: 50, seconds: 60 }, { share: 20, seconds: 60 }, { share: 100 }] },
      422,
      'Cada etapa debe llegar a más visitantes que la anterior.',
    ],
    [
      { id: v2.id, stages: [{ share: 10, seconds: 60 }, { share: 90 }] },
      422,
      'La última etapa debe llegar al 100 % de los visitantes.',
    ],
    [
      { id: v2.id, stages: [{ share: 10 }, { share: 100 }] },
      422,
      'La etapa del 10 % debe decir cuántos segundos dura (seconds).',
    ],
    [
      { id: v2.id, stages: [{ share: 0, seconds: 5 }, { share: 100 }] },
      422,
      'Las etapas son una lista de { share: 1 a 100, seconds: 1 a 604800 }; la última, al 100 %.',
    ],
    [{ id: v2.id, minVisits: -1 }, 422, 'minVisits debe ser un número entero de 0 a 1000000.'],
  ];
  for (const [body, status, message] of cases) {
    const refused = await asAdmin(body);
    assert.equal(refused.status, status, JSON.stringify(body));
    assert.equal(refused.body.message, message);
  }
  assert.equal((await current()).status, 'aborted', 'nothing started');
});

test('the latest rollout: null (200) for a remote that never had one, else what …/current answers', async () => {
  const never = await t.admin<unknown>('GET', '/admin/releases/remote_public/rollouts/latest');
  assert.equal(never.status, 200);
  assert.equal(never.body, null);
  assert.equal((await t.admin('GET', '/admin/releases/remote_public/rollouts/current')).status, 404);
  const latest = await t.admin<Rollout>('GET', '/admin/releases/remote_blog/rollouts/latest');
  assert.equal(latest.status, 200);
  assert.deepEqual(latest.body, await current());
  assert.equal((await t.admin('GET', '/admin/releases/nope/rollouts/latest')).status, 404);
});

test('a stage gives its share of visitors the new release, each the same answer on every page of the day, and a fallback to the stable one', async () => {
  assert.equal((await asAdmin({ id: v2.id, stages: [{ share: 50, seconds: 600 }, { share: 100 }] })).status, 201);
  const answers = await Promise.all(Array.from({ length: 400 }, (_, n) => blogOf(n)));
  const given = answers.filter((id) => id === v2.id).length;
  assert.ok(given > 150 && given < 250, `${given} of 400 got the new release`);
  assert.ok(answers.every((id) => id === v2.id || id === site.id));

  for (const n of [1, 2, 3, 4, 5, 6]) {
    const page = await pageConfig(n);
    assert.equal(page.cache, 'private, no-cache', 'no shared cache keeps a page meant for one visitor');
    assert.equal((await pageConfig(n)).releases?.remote_blog?.id, page.releases?.remote_blog?.id, 'a reload');
    const config = (await t.request<RuntimeConfig>('GET', '/config.json', { headers: visitor(n) })).body;
    assert.deepEqual(config.releases, page.releases, '/config.json gives the same answer');
    if (page.releases?.remote_blog?.id === v2.id) {
      assert.equal(page.remotes.remote_blog, v2.manifestUrl);
      assert.deepEqual(page.fallbacks?.remote_blog?.release, { id: site.id, version: site.version });
    } else assert.equal(page.fallbacks, undefined);
  }
  const crawler = await t.request('GET', '/blog', { headers: { ...visitor(1), 'user-agent': 'Googlebot/2.1' } });
  assert.doesNotMatch(crawler.text, new RegExp(`/remotes/blog/2\\.0\\.0/`), 'crawlers get the stable release');

  assert.equal((await step('abort')).status, 200);
  assert.deepEqual(
    new Set(await Promise.all(Array.from({ length: 40 }, (_, n: number) => blogOf(n)))),
    new Set([site.id]),
  );
  assert.equal((await pageConfig(1)).cache, 'no-cache');
});

test('reports: counted once per visitor, refused whole for a release the visitor was not given, an unknown remote or an oversized body', async () => {
  clock.set('2026-11-27T12:00:00-06:00');
  assert.equal((await asAdmin({ id: v2.id, stages: [{ share: 50, seconds: 600 }, { share: 100 }] })).status, 201);
  const visitors = Array.from({ length: 40 }, (_, n) => n);
  const releases = await Promise.all(visitors.map(blogOf));
  const onNew = visitors.filter((_, i) => releases[i] === v2.id);
  const onStable = visitors.filter((_, i) => releases[i] === site.id);
  const [a, b] = onNew;
  const [c] = onStable;
  assert.ok(a !== undefined && b !== undefined && c !== undefined);

  const error = { kind: 'render' as const, message: 'TypeError: x is undefined' };
  for (let i = 0; i < 3; i++)
    assert.equal(
      (
        await report(a, {
          path: '/blog',
          remotes: [{ remote: 'remote_blog', release: v2.id, errors: [error], lcp: 1200 + i }],
        })
      ).status,
      204,
    );
  assert.equal(
    (await report(b, { path: '/blog', remotes: [{ remote: 'remote_blog', release: v2.id, lcp: 900, inp: 80 }] }))
      .status,
    204,
  );
  assert.equal(
    (
      await report(a, {
        path: '/blog',
        remotes: [{ remote: 'remote_blog', release: site.id, errors: [{ kind: 'load', message: 'fell back' }] }],
      })
    ).status,
    204,
    "the stable release a new one's visitor fell back to",
  );
  assert.equal(
    (await report(c, { path: '/blog', remotes: [{ remote: 'remote_blog', release: site.id }] })).status,
    204,
  );

  const notGiven = await report(c, {
    path: '/blog',
    remotes: [{ remote: 'remote_blog', release: v2.id, errors: [error] }],
  });
  assert.equal(notGiven.status, 422);
  assert.equal(
    (notGiven.body as Message).message,
    `La versión ${v2.id} de remote_blog no es la que el sitio dio a esta visita.`,
  );
  const unknown = await report(c, { path: '/blog', remotes: [{ remote: 'remote_otro' as 'remote_blog', release: 1 }] });
  assert.equal(unknown.status, 422);
  assert.match((unknown.body as Message).message, /^Indica de 1 a 3 remotos/);
  assert.equal(
    (
      await report(
        c,
        JSON.stringify({
          path: '/blog',
          remotes: [
            { remote: 'remote_blog', release: site.id, errors: [{ kind: 'render', message: 'x'.repeat(9000) }] },
          ],
        }),
      )
    ).status,
    413,
  );
  assert.equal((await report(c, 'no es JSON')).status, 400);

  const rollout = await current();
  assert.equal(rollout.canary.visits, 2);
  assert.equal(rollout.canary.errorVisits, 1, 'three reports of one visitor count once');
  assert.equal(rollout.canary.lcpP75, 1125);
  assert.deepEqual(rollout.canary.topErrors, [{ message: 'TypeError: x is undefined', count: 1 }]);
  assert.equal(rollout.stable.visits, 2);
  assert.equal(rollout.stable.loadErrorVisits, 1);
});

test('the analysis aborts a release clearly worse than the stable one, and every visitor is back on the stable release', async () => {
  clock.set('2026-11-27T13:00:00-06:00');
  assert.equal((await asAdmin({ id: v2.id, stages: [{ share: 50, seconds: 600 }, { share: 100 }] })).status, 201);
  const visitors = Array.from({ length: 240 }, (_, n) => n + 1000);
  const releases = await Promise.all(visitors.map(blogOf));
  const onNew = visitors.filter((_, i) => releases[i] === v2.id).slice(0, 3);
  const onStable = visitors.filter((_, i) => releases[i] === site.id).slice(0, 50);
  assert.equal(onStable.length, 50);
  for (const n of onNew)
    await report(n, {
      path: '/blog',
      remotes: [{ remote: 'remote_blog', release: v2.id, errors: [{ kind: 'render', message: 'Error: boom' }] }],
    });
  for (const n of onStable) await report(n, { path: '/blog', remotes: [{ remote: 'remote_blog', release: site.id }] });
  await t.ctx.releases.reports.writeOwed();

  clock.set('2026-11-27T13:01:00-06:00');
  assert.deepEqual([...(await t.ctx.releases.rollouts.analyse())], [['remote_blog', 'abort']]);
  const rollout = await current();
  assert.equal(rollout.status, 'aborted');
  assert.equal(rollout.share, 0);
  assert.equal(
    rollout.reason,
    'Revertido automáticamente: 3 de 3 visitas con error frente a 0 de 50 en la versión estable.',
  );
  assert.deepEqual(new Set(await Promise.all(visitors.slice(0, 40).map(blogOf))), new Set([site.id]));
  const { history } = (await t.admin<ReleaseRegistry>('GET', '/admin/releases')).body;
  assert.deepEqual(
    { ...history[0], id: undefined, changedAt: undefined },
    {
      id: undefined,
      changedAt: undefined,
      remote: 'remote_blog',
      from: { id: v2.id, version: '2.0.0' },
      to: { id: site.id, version: site.version },
      changedBy: 'automático',
      kind: 'rollout-abort',
      share: 0,
      reason: rollout.reason,
    },
  );
});

test('a healthy release waits for its visits and its time, advances, and completes: live for everyone', async () => {
  const stages = [{ share: 20, seconds: 60 }, { share: 60, seconds: 60 }, { share: 100 }];
  clock.set('2026-11-27T14:00:00-06:00');
  assert.equal((await asAdmin({ id: v3.id, stages, minVisits: 3 })).status, 201);
  const analyse = () => t.ctx.releases.rollouts.analyse();
  clock.set('2026-11-27T14:05:00-06:00');
  assert.equal((await analyse()).size, 0, 'no visits yet: the stage waits');

  const visitors = Array.from({ length: 200 }, (_, n) => n + 2000);
  const feed = async () => {
    const releases = await Promise.all(visitors.map(blogOf));
    await Promise.all(
      visitors.map((n, i) =>
        report(n, { path: '/blog', remotes: [{ remote: 'remote_blog', release: releases[i] ?? 0, lcp: 1000 }] }),
      ),
    );
  };
  await feed();
  assert.deepEqual([...(await analyse())], [['remote_blog', 'advance']]);
  let rollout = await current();
  assert.equal(rollout.share, 60);
  assert.match(
    rollout.reason ?? '',
    /^Avanzado automáticamente: \d+ visitas en la etapa, 0 con error .* pasa al 60 %\.$/,
  );

  clock.set('2026-11-27T14:05:30-06:00');
  await feed();
  assert.equal((await analyse()).size, 0, 'the stage has not lasted its 60 s');
  clock.set('2026-11-27T14:06:30-06:00');
  await feed();
  assert.deepEqual([...(await analyse())], [['remote_blog', 'complete']]);
  rollout = await current();
  assert.equal(rollout.status, 'completed');
  assert.equal(rollout.share, 100);
  const { remotes, history } = (await t.admin<ReleaseRegistry>('GET', '/admin/releases')).body;
  assert.equal(remotes.find((entry) => entry.remote === 'remote_blog')?.live?.id, v3.id);
  assert.deepEqual(
    history.slice(0, 3).map((change) => [change.kind, change.share, change.changedBy]),
    [
      ['rollout-complete', 100, 'automático'],
      ['rollout-advance', 60, 'automático'],
      ['rollout-start', 20, 'Administrador'],
    ],
  );
  assert.deepEqual(new Set(await Promise.all(visitors.slice(0, 30).map(blogOf))), new Set([v3.id]));
});

test("a deploy key steps its own remote's rollouts only; a person may advance and complete at any time", async () => {
  const key = (
    await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', { body: { remote: 'remote_blog', name: 'CI del blog' } })
  ).body.key;
  const other = (
    await t.admin<NewDeployKey>('POST', '/admin/deploy-keys', {
      body: { remote: 'remote_public', name: 'CI del catálogo' },
    })
  ).body.key;
  const byOther = await start({ id: v2.id }, other);
  assert.equal(byOther.status, 403);
  const byKey = await start({ id: v2.id }, key);
  assert.equal(byKey.status, 201, byKey.text);
  assert.equal(byKey.body.startedBy, 'clave «CI del blog»');
  const advanced = await t.request<Rollout>('POST', '/api/v1/admin/releases/remote_blog/rollouts/current/advance', {
    token: key,
  });
  assert.equal(advanced.body.share, 50);
  assert.equal(advanced.body.reason, 'Avanzado a mano al 50 %.');
  const completed = await step('complete');
  assert.equal(completed.body.status, 'completed');
  const again = await step('complete');
  assert.equal(again.status, 409);
  assert.equal(again.body.message, 'No hay un despliegue gradual de remote_blog en curso.');
  assert.equal(
    (await t.request('POST', '/api/v1/admin/releases/remote_blog/rollouts/current/saltar', { token: key })).status,
    404,
  );
});

test('reports are summed per release and finished day, kept for good; raw rows go after 90 days', async () => {
  const row = (day: string, visitor: string, kind: 'view' | 'render' | 'load', lcp: number | null = null) => ({
    at: new Date(`${day}T12:00:00-06:00`),
    day,
    remote: 'remote_blog',
    release_id: v2.id,
    visitor,
    kind,
    message: kind === 'view' ? '' : 'Error: x',
    lcp,
    inp: null,
    cls: null,
  });
  const { db } = t.ctx;
  await db
    .insertInto('release_reports')
    .values([
      row('2026-08-01', 'a', 'view', 1000),
      row('2026-11-20', 'a', 'view', 1000),
      row('2026-11-20', 'b', 'view', 2000),
      row('2026-11-20', 'c', 'view', 3000),
      row('2026-11-20', 'c', 'render'),
      row('2026-11-20', 'c', 'load'),
    ])
    .execute();
  await sumReportDays(db, '2026-11-21');
  await sumReportDays(db, '2026-11-21');
  const days = await db
    .selectFrom('release_days')
    .selectAll()
    .where('release_id', '=', v2.id)
    .where('day', '>=', '2026-11-01')
    .execute();
  assert.deepEqual(days, [
    {
      release_id: v2.id,
      day: '2026-11-20',
      remote: 'remote_blog',
      visits: 3,
      error_visits: 1,
      load_error_visits: 1,
      lcp_p75: 2500,
      inp_p75: null,
    },
  ]);
  const old = await db.selectFrom('release_reports').select('id').where('day', '=', '2026-08-01').execute();
  assert.equal(old.length, 0, 'past its 90 days');
});
