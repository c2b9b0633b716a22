// Releases of the blog, as the shop's admin and its visitors live them: a preview in the admin's
// own browser (nobody else gets it, not even with the admin's cookies and storage copied), making a
// release live and rolling it back from 'Versiones', and a visitor in the middle of a visit when the
// live release changes.
import type { Page } from '@playwright/test';
import { adminToken } from '../src/admin-api.js';
import { expectNoViolations } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { blogBundle, LIVE_TITLE, publishBlog, type PublishedRelease } from '../src/release-bundles.js';
import { signInAsAdmin } from '../src/sign-in.js';

// It changes which release is live: the file has a site of its own, and its tests run in order.
test.use({ ownSite: 'releases' });
test.describe.configure({ mode: 'serial' });

const NEXT_TITLE = 'Blog y Contenidos · Temporada de otoño';
const VERSION = '2.0.0-otono';
let next: PublishedRelease;

const blogTitle = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });
const banner = (page: Page) => page.getByRole('region', { name: 'Vista previa' });

async function openVersions(page: Page): Promise<void> {
  await page.goto('/admin/versiones');
  await expect(page.getByRole('heading', { level: 1, name: 'Versiones' })).toBeVisible();
}

/** Clicks an action of 'Versiones' and confirms it in its question. */
async function confirmAction(page: Page, action: string | RegExp, confirm: string): Promise<void> {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('tooltip').getByRole('button', { name: confirm }).click();
}

test.beforeAll(async ({ site }) => {
  next = await publishBlog(site.url, await adminToken(site.url), VERSION, await blogBundle(NEXT_TITLE));
});

test('an admin previews a release in their own browser; everyone else keeps the live one', async ({
  page,
  openPage,
}) => {
  // The previewing tab asks the server for its page drawn with the previewed release, and hydrates
  // that drawing: nothing logged about hydration.
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) logged.push(message.text());
  });
  const drawnForPreview: string[] = [];
  page.on('response', async (response) => {
    if (response.request().headers()['x-pasteleria-preview'] && response.ok())
      drawnForPreview.push(await response.text());
  });
  await signInAsAdmin(page);
  await openVersions(page);
  await confirmAction(page, `Vista previa de ${VERSION} de Blog`, 'Abrir vista previa');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(banner(page)).toContainText(`Vista previa: remote_blog ${VERSION}`);

  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(blogTitle(page, NEXT_TITLE)).toBeVisible();

  // Loaded anew, the page arrives drawn with the live blog (a page request does not carry the
  // preview): that drawing is never shown, not for one frame, while the tab asks for the preview's.
  await page.addInitScript((live) => {
    const tab = window as unknown as { liveShown: boolean };
    tab.liveShown = false;
    const watch = () => {
      for (const heading of document.querySelectorAll('h1'))
        if (heading.textContent === live && getComputedStyle(heading).visibility === 'visible') tab.liveShown = true;
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, LIVE_TITLE);
  let drawPreview = () => {};
  const held = new Promise<void>((resolve) => (drawPreview = resolve));
  await page.route('**/blog', async (route) => {
    if (route.request().headers()['x-pasteleria-preview']) await held;
    await route.continue();
  });
  const previewAsked = page.waitForRequest((request) => request.headers()['x-pasteleria-preview'] !== undefined);
  await page.reload();
  await previewAsked;
  const liveDrawing = page.getByRole('heading', { level: 1, name: LIVE_TITLE, exact: true, includeHidden: true });
  await expect(liveDrawing, 'the live drawing is on the page').toBeAttached();
  await expect(liveDrawing, 'hidden').toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Principal' }), 'the rest of the page shows').toBeVisible();
  drawPreview();
  await expect(blogTitle(page, NEXT_TITLE)).toBeVisible();
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveShown: boolean }).liveShown)).toBe(false);
  await page.unroute('**/blog');
  await expect.poll(() => drawnForPreview.some((html) => html.includes(`>${NEXT_TITLE}</h1>`))).toBe(true);

  // A visitor, and a browser given the admin's cookies and local storage: the live blog.
  const visitor = await openPage();
  await visitor.goto('/blog');
  await expect(blogTitle(visitor, LIVE_TITLE)).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);
  const copied = await openPage({ storageState: await page.context().storageState() });
  await copied.goto('/blog');
  await expect(blogTitle(copied, LIVE_TITLE)).toBeVisible();
  await expect(banner(copied)).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Salir de la vista previa' }).click();
  await expect(blogTitle(page, LIVE_TITLE)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(logged).toEqual([]);
});

test("'Publicar' makes a release live for every visitor, 'Revertir' brings the previous one back", async ({
  page,
  openPage,
}) => {
  await signInAsAdmin(page);
  await openVersions(page);
  await expectNoViolations(page, '/admin/versiones');
  await page.getByRole('button', { name: `Publicar ${VERSION} de Blog` }).click();
  await expect(page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoViolations(page, '/admin/versiones, pregunta de publicar');
  await page.getByRole('tooltip').getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText(`Blog ya usa la versión ${VERSION}.`)).toBeVisible();

  const visitor = await openPage();
  await visitor.goto('/blog');
  await expect(blogTitle(visitor, NEXT_TITLE)).toBeVisible();
  // The server draws the page with the new release too, with no restart: seen with no script.
  const noScript = await openPage({ javaScriptEnabled: false });
  await noScript.goto('/blog');
  await expect(blogTitle(noScript, NEXT_TITLE)).toBeVisible();

  await confirmAction(page, /^Revertir Blog a /, 'Revertir');
  await expect(page.getByRole('button', { name: `Publicar ${VERSION} de Blog` })).toBeVisible();
  await visitor.reload();
  await expect(blogTitle(visitor, LIVE_TITLE)).toBeVisible();
  await noScript.reload();
  await expect(blogTitle(noScript, LIVE_TITLE)).toBeVisible();
});

test('a visitor in the middle of a visit when the live release changes goes on, then gets it on the next load', async ({
  openPage,
  site,
}) => {
  const visitor = await openPage();
  const failed: string[] = [];
  visitor.on('response', (response) => {
    if (response.url().includes('/remotes/') && response.status() >= 400) failed.push(response.url());
  });
  await visitor.goto('/blog');
  await expect(blogTitle(visitor, LIVE_TITLE)).toBeVisible();

  const token = await adminToken(site.url);
  const made = await fetch(`${site.url}/api/v1/admin/releases/remote_blog/live`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: next.id }),
  });
  expect(made.status).toBe(200);

  // The page keeps the release it was opened on: its screens are still served.
  await visitor
    .getByRole('link', { name: /Leer más/ })
    .first()
    .click();
  await expect(visitor.getByRole('link', { name: 'Volver al blog' })).toBeVisible();
  await visitor.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(blogTitle(visitor, LIVE_TITLE)).toBeVisible();
  expect(failed).toEqual([]);

  await visitor.reload();
  await expect(blogTitle(visitor, NEXT_TITLE)).toBeVisible();
});
