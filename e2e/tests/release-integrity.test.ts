// Release files that cannot be swapped: a team registers a blog release by the URL of its own
// static host; the site records each file's SHA-384 then. A file replaced there afterwards is
// refused by a real browser and never runs: a rollout's visitors get the stable release and the
// analysis rolls the release back for its files failing to load; a live release with a swapped chunk
// shows the section's error, not the swapped code.
import { appendFileSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { adminToken } from '../src/admin-api.js';
import { expect, test } from '../src/fixtures.js';
import { blogBuild, LIVE_TITLE } from '../src/release-bundles.js';
import { freePort, startSite, type Site } from '../src/site.js';
import { serveFolder } from '../src/static-server.js';

const CDN_TITLE = 'Blog y Contenidos · Desde el servidor del equipo';
/** What a swapped file would do if it ran. */
const SWAPPED = '\n;window.__archivoCambiado = true;\n';

let site: Site | undefined;
/** The team's static host, serving each of its builds from a folder of `served`. */
let host: { url: string; close(): Promise<void> } | undefined;
const served = mkdtempSync(join(tmpdir(), 'equipo-blog-'));
let token = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  host = await serveFolder(served, await freePort());
  // The team's host is on this machine (a private address): trusted, as RELEASE_ORIGINS says.
  site = await startSite({ RELEASE_ORIGINS: host.url, ROLLOUT_ANALYSIS_SECONDS: '1' });
  token = await adminToken(site.url);
});

test.afterAll(async () => {
  await site?.stop();
  await host?.close();
  rmSync(served, { recursive: true, force: true });
});

function running() {
  if (!site || !host) throw new Error('el sitio y el servidor del equipo no arrancaron');
  return { site, host };
}

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${running().site.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A build of the blog served from the team's host, registered by its manifest's URL. */
async function registerFromTeamHost(version: string): Promise<{ id: number; folder: string }> {
  const folder = join(served, version);
  renameSync(blogBuild(CDN_TITLE), folder);
  const published = await api<{ id: number }>('POST', '/admin/releases', {
    remote: 'remote_blog',
    version,
    manifestUrl: `${running().host.url}/${version}/mf-manifest.json`,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
  return { id: published.body.id, folder };
}

/** Visitor `n` opens the blog in a browser of their own; resolves once it has reported what it met. */
async function visit(browser: Browser, n: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: running().site.url,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 visitante-${n}`,
  });
  const page = await context.newPage();
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/public/releases/reports') && response.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await reported.catch(() => undefined);
  return page;
}

test("a release's files are recorded by SHA-384 and loaded with it", async ({ browser }) => {
  const release = await registerFromTeamHost('3.0.0-equipo');
  const config = (await (await fetch(`${running().site.url}/config.json`)).json()) as {
    integrity: Record<string, string>;
  };
  expect(Object.values(config.integrity).every((hash) => /^sha384-[A-Za-z0-9+/]{64}$/.test(hash))).toBe(true);
  expect(await api('PUT', '/admin/releases/remote_blog/live', { id: release.id })).toMatchObject({ status: 200 });
  const page = await visit(browser, 1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(CDN_TITLE);
  // The team's remoteEntry.js ran with its integrity, in CORS mode.
  const entry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((timing) => timing.name)
      .find((name) => name.endsWith('/remoteEntry.js')),
  );
  expect(entry).toContain(running().host.url);
  await page.context().close();
});

test("a chunk swapped on the team's host after the release was registered never runs; the section says so", async ({
  browser,
}) => {
  // The live release is the first test's.
  const folder = join(served, '3.0.0-equipo');
  const chunk = readdirSync(folder).find((name) => name.startsWith('__federation_expose_Blog') && name.endsWith('.js'));
  appendFileSync(join(folder, chunk as string), SWAPPED);

  const page = await visit(browser, 2);
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta sección');
  expect(await page.evaluate(() => (window as { __archivoCambiado?: boolean }).__archivoCambiado)).toBeUndefined();
  // The rest of the page still works.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.context().close();
});

test('a rolled-out release whose remoteEntry.js was swapped: its visitors get the stable release, and it is rolled back for its files', async ({
  browser,
}) => {
  // The blog goes back to the site's own build, then a new team release is rolled out to most visitors.
  const registry = (
    await api<{ remotes: Array<{ remote: string; releases: Array<{ id: number; source: string }> }> }>(
      'GET',
      '/admin/releases',
    )
  ).body;
  const own = registry.remotes
    .find((entry) => entry.remote === 'remote_blog')
    ?.releases.find((r) => r.source === 'site');
  expect(await api('PUT', '/admin/releases/remote_blog/live', { id: own?.id })).toMatchObject({ status: 200 });
  const release = await registerFromTeamHost('3.1.0-equipo');
  const started = await api('POST', '/admin/releases/remote_blog/rollouts', {
    id: release.id,
    stages: [{ share: 99, seconds: 3600 }, { share: 100 }],
    minVisits: 30,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  appendFileSync(join(release.folder, 'remoteEntry.js'), SWAPPED);

  const rollout = async () =>
    (await api<{ status: string; reason: string | null }>('GET', '/admin/releases/remote_blog/rollouts/current')).body;
  for (let n = 10; n < 20 && (await rollout()).status === 'running'; n++) {
    const page = await visit(browser, n);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(LIVE_TITLE);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __archivoCambiado?: boolean }).__archivoCambiado)).toBeUndefined();
    await page.context().close();
  }
  await expect.poll(async () => (await rollout()).status, { timeout: 20_000 }).toBe('aborted');
  expect((await rollout()).reason).toMatch(/sus archivos no cargaron/);
});
