// Rolling a blog release out, as its team and its visitors live it: an admin starts one from
// 'Versiones', follows it and stops it; the site gives the new release to a share of the visitors,
// their browsers report what they meet, and the analysis (every second here) rolls back a release
// that throws on its page, completes a healthy one, and a release whose files are missing still shows
// its visitors the page, from the stable release.
import type { Page } from '@playwright/test';
import { adminToken } from '../src/admin-api.js';
import { expectNoViolations } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { blogBundle, LIVE_TITLE, publishBlog, type PublishedRelease } from '../src/release-bundles.js';
import { signInAsAdmin } from '../src/sign-in.js';

test.use({ ownSite: 'rollouts', siteEnv: { ROLLOUT_ANALYSIS_SECONDS: '1' } });
test.describe.configure({ mode: 'serial' });

interface Rollout {
  status: 'running' | 'completed' | 'aborted';
  share: number;
  reason: string | null;
  canary: { visits: number; errorVisits: number; loadErrorVisits: number };
  stable: { visits: number };
}

let token: string;

test.beforeAll(async ({ site }) => {
  token = await adminToken(site.url);
});

async function api<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function startRollout(base: string, release: PublishedRelease, stages: unknown, minVisits = 30) {
  const started = await api<Rollout>(base, 'POST', '/admin/releases/remote_blog/rollouts', {
    id: release.id,
    stages,
    minVisits,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
}

const current = async (base: string) =>
  (await api<Rollout>(base, 'GET', '/admin/releases/remote_blog/rollouts/current')).body;

const blogHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/**
 * Visitor `n` (their own browser: the site tells visitors apart by address and user agent) opens
 * the blog; resolves once their browser has reported what it met.
 */
async function visit(openPage: (options?: object) => Promise<Page>, n: number): Promise<Page> {
  const page = await openPage({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 visitante-${n}`,
  });
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/public/releases/reports') && response.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await page.goto('/blog');
  await expect(blogHeading(page)).toBeVisible();
  // 204; or 422 when the release it names was rolled back in the meantime (no longer given).
  expect([204, 422]).toContain((await reported).status());
  return page;
}

test("an admin starts a rollout from 'Versiones', follows it beside the stable release, and stops it", async ({
  site,
  page,
  openPage,
}) => {
  const version = '1.9.0-panel';
  await publishBlog(site.url, token, version, await blogBundle('Blog y Contenidos · Panel'));
  await signInAsAdmin(page);
  await page.goto('/admin/versiones');
  await page.getByRole('button', { name: `Iniciar despliegue gradual de ${version} de Blog` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Iniciar despliegue gradual' }).click();

  const panel = page.getByRole('region', { name: 'Despliegue gradual en curso' });
  await expect(panel).toContainText(`La versión ${version} llega al 10% de los visitantes`);
  await expect(panel.getByRole('heading', { name: 'Despliegue gradual en curso' })).toBeFocused();
  // While it runs, nothing else of the blog is made live for everyone.
  await expect(page.getByRole('button', { name: /^(Publicar|Revertir|Iniciar despliegue gradual) / })).toHaveCount(0);
  await expectNoViolations(page, '/admin/versiones, despliegue gradual en curso');

  // A visitor's page view counts for the release they were given.
  await (await visit(openPage, 1)).close();
  const visits = panel
    .getByRole('row')
    .filter({ hasText: /^Visitas\s*\d/ })
    .getByRole('cell');
  await expect
    .poll(async () => {
      await page.reload();
      await expect(visits).toHaveCount(2);
      return (await visits.allTextContents()).map(Number).reduce((a, b) => a + b);
    })
    .toBe(1);

  await panel.getByRole('button', { name: 'Detener y revertir el despliegue de Blog' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Detener y revertir' }).click();
  const ended = page.getByRole('region', { name: 'Último despliegue gradual' });
  await expect(ended).toBeVisible();
  expect((await current(site.url)).status).toBe('aborted');
  await expect(page.getByRole('button', { name: `Publicar ${version} de Blog` })).toBeVisible();
});

test('a release that throws on its page, rolled out at 50 %, is rolled back on its own: every visitor is back on the stable release', async ({
  site,
  openPage,
}) => {
  const broken = await publishBlog(
    site.url,
    token,
    '2.0.0-rota',
    // An object where the page renders its title: React refuses it while rendering the page.
    await blogBundle('({ fallo: "de prueba" })', { as: 'code' }),
  );
  await startRollout(site.url, broken, [{ share: 50, seconds: 3600 }, { share: 100 }]);
  // Visitors come one after another until the analysis rolls the release back.
  const visitors: Page[] = [];
  const broke: Page[] = [];
  for (let n = 0; n < 40 && (await current(site.url)).status === 'running'; n++) {
    const page = await visit(openPage, n);
    visitors.push(page);
    if ((await blogHeading(page).textContent()) !== LIVE_TITLE) broke.push(page);
  }
  expect(broke.length, 'some visitors got the new release, and its page failed').toBeGreaterThan(0);
  await expect(broke[0]!.getByRole('alert')).toContainText('Reintentar');

  await expect.poll(async () => (await current(site.url)).status, { timeout: 20_000 }).toBe('aborted');
  const rollout = await current(site.url);
  expect(rollout.reason).toMatch(
    /^Revertido automáticamente: \d+ de \d+ visitas con error frente a 0 de \d+ en la versión estable\.$/,
  );
  // A visitor given the release just before it was rolled back reports after the end: not counted.
  expect(rollout.canary.errorVisits).toBeGreaterThan(0);
  expect(rollout.canary.errorVisits).toBeLessThanOrEqual(broke.length);
  for (const page of visitors.slice(0, 8)) {
    await page.reload();
    await expect(blogHeading(page)).toHaveText(LIVE_TITLE);
  }
});

test('a release whose files are missing shows its visitors the stable release and is rolled back', async ({
  site,
  openPage,
}) => {
  const missing = await publishBlog(
    site.url,
    token,
    '2.1.0-incompleta',
    await blogBundle('Blog sin archivos', { leaveOut: (name) => name.startsWith('__federation_expose_Blog') }),
  );
  await startRollout(site.url, missing, [{ share: 100 - 1, seconds: 3600 }, { share: 100 }]);
  for (let n = 100; n < 110 && (await current(site.url)).status === 'running'; n++) {
    const page = await visit(openPage, n);
    await expect(blogHeading(page)).toHaveText(LIVE_TITLE);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await expect.poll(async () => (await current(site.url)).status, { timeout: 20_000 }).toBe('aborted');
  expect((await current(site.url)).reason).toMatch(
    /^Revertido automáticamente: sus archivos no cargaron en \d+ de \d+ visitas? \(/,
  );
});

test('a healthy release advances through its stages on its own and goes live for everyone', async ({
  site,
  openPage,
}) => {
  const title = 'Blog y Contenidos · Despliegue gradual';
  const healthy = await publishBlog(site.url, token, '2.2.0-sana', await blogBundle(title));
  await startRollout(site.url, healthy, [{ share: 50, seconds: 2 }, { share: 100 }], 3);
  let n = 200;
  await expect
    .poll(
      async () => {
        const page = await visit(openPage, n++);
        await page.close();
        return (await current(site.url)).status;
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe('completed');
  const page = await visit(openPage, 999);
  await expect(blogHeading(page)).toHaveText(title);
});
