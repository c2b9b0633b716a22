// Each route is served by its remote, loaded at run time; a remote that fails shows a message
// with 'Reintentar' inside the shell, and visitors never download the admin remote.
import { expect, recordRequests, test } from '../src/fixtures.js';

const fromRemote = (urls: string[], name: string) =>
  urls.filter((u) => new URL(u).pathname.startsWith(`/remotes/${name}/`));

/** The page downloads the remote's files: a page the server drew shows before it asks for them. */
const expectFilesFrom = (urls: string[], name: string) =>
  expect.poll(() => fromRemote(urls, name).length).toBeGreaterThan(0);

test.describe('route table', () => {
  test('/ and /categorias come from remote_public', async ({ page, openPage }) => {
    const requests = recordRequests(page);
    await page.goto('/categorias');
    await expect(page.getByRole('heading', { name: 'Línea de productos' })).toBeVisible();
    await expectFilesFrom(requests, 'public');
    // one card per seeded category, each linking to its page (the heading shows while they load)
    await expect(page.locator('main a[href^="/categorias/"]').first()).toBeVisible();
    const links = await page.locator('main a[href^="/categorias/"]').count();
    expect(links, `enlaces a categorías: ${links}`).toBeGreaterThanOrEqual(4);

    const home = await openPage();
    const homeRequests = recordRequests(home);
    await home.goto('/');
    await expect(home.locator('main a[href^="/categorias/"]').first()).toBeVisible();
    expect(fromRemote(homeRequests, 'public').length).toBeGreaterThan(0);
    expect(fromRemote(homeRequests, 'blog'), 'la portada no necesita el remoto del blog').toEqual([]);
  });

  test('/blog comes from remote_blog with the posts and pages of the API', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog y Contenidos' }).first()).toBeVisible();
    await expect(page.locator('main a[href^="/blog/post/"]').first()).toBeVisible();
    await expectFilesFrom(requests, 'blog');
    await expect(page.locator('main a[href^="/blog/pagina/"]').first()).toBeVisible();
    expect(await page.locator('main a[href^="/blog/pagina/"]').count()).toBeGreaterThanOrEqual(2);
  });

  test('/login comes from remote_admin', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/login');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expectFilesFrom(requests, 'admin');
  });

  test('each remote shows its own not-found under its prefix', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/blog/no/existe/esto');
    await expect(page.getByText(/no encontrad|no existe/i).first()).toBeVisible();
    await expectFilesFrom(requests, 'blog');
    await page.goto('/categorias/una-categoria-que-no-existe');
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });

  test('public routes never request the admin remote, antd or the editor', async ({ page }) => {
    const requests = recordRequests(page);
    for (const path of ['/', '/categorias', '/blog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(fromRemote(requests, 'admin')).toEqual([]);
    expect(requests.filter((u) => /antd|quill/i.test(u))).toEqual([]);
  });
});

test.describe('a remote that cannot load', () => {
  test("shows a Spanish message with 'Reintentar', keeps the shell working, and recovers", async ({ page }) => {
    await page.route('**/remotes/blog/**', (route) => route.abort());
    await page.goto('/blog');
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // the other routes keep working
    await page.getByRole('navigation').first().getByRole('link', { name: 'Categorías' }).click();
    await expect(page.getByRole('heading', { name: 'Línea de productos' })).toBeVisible();

    // back to the blog, still blocked, then unblocked: Reintentar loads it for real
    await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).click();
    await expect(retry).toBeVisible();
    await page.unroute('**/remotes/blog/**');
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Blog y Contenidos' }).first()).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('shows the message when the remote entry is a script that throws', async ({ page }) => {
    await page.route('**/remotes/blog/**/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("despliegue roto")' }),
    );
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });

  test('shows the message when the remote answers 404', async ({ page }) => {
    await page.route('**/remotes/public/**', (route) => route.fulfill({ status: 404, body: 'no' }));
    await page.goto('/categorias');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
});
