// Each route is served by its remote, loaded at run time; a remote that fails shows a message
// with 'Reintentar' inside the shell (unless the page is being left: its loads aborted by the
// browser are no failure), and visitors never download the admin remote.
import type { Page, Route } from '@playwright/test';
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

/** What a page reports of its remotes' releases (`POST /api/v1/public/releases/reports`). */
interface ReleaseReport {
  path: string;
  remotes: Array<{ remote: string; release: number; errors?: Array<{ kind: string; message: string }> }>;
}

test.describe('a page left while its sections load', () => {
  /** Said in the page's console whenever an alert appears in it (what the page shows of a failure). */
  const ALERT_SHOWN = 'e2e: alerta en la página';

  /**
   * The home page, hydrated and idle (its reporter of releases loaded), whose lower sections' files
   * (remote_public's, asked for on the visitor's first touch) are held until `failSections` fails
   * them as the browser does; `reports` gathers what the page reports of its releases, `logged`
   * what its console says. Both arrive even from a page being left.
   */
  async function homeWithSectionsHeld(page: Page) {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const reports: ReleaseReport[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/public/releases/reports'))
        reports.push(JSON.parse(request.postData() ?? '{}') as ReleaseReport);
    });
    await page.addInitScript((said) => {
      new MutationObserver(() => {
        if (document.querySelector('[role="alert"]')) console.log(said);
      }).observe(document, { subtree: true, childList: true });
    }, ALERT_SHOWN);
    await page.goto('/');
    // Hydrated: every file of the first view has run, so what is held below is a section's alone.
    await expect(page.locator('[data-part="host"][data-hydrated]')).toHaveCount(1);
    await expect(page.locator('[data-part]:not([data-hydrated])')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const held: Route[] = [];
    let asked = () => {};
    const sectionAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/remotes\/public\/.*\.js$/, (route) => {
      held.push(route);
      asked();
    });
    const failSections = async () => {
      await sectionAsked;
      const failed = page.waitForEvent('requestfailed');
      await Promise.all(held.map((route) => route.abort('aborted')));
      await failed;
    };
    const errors = () => reports.flatMap((report) => report.remotes.flatMap((remote) => remote.errors ?? []));
    return { logged, reports, errors, failSections };
  }

  /** What the page said of a failure: the boundary's and the federation runtime's lines, an alert shown. */
  const failureSaid = (logged: string[]) =>
    logged.filter((text) => /^\[(host|federation)\]/.test(text) || text === ALERT_SHOWN);

  /** Taps 'Leer más' in the cookie notice with the mouse (click() would wait for the navigation). */
  async function readMore(page: Page): Promise<void> {
    const link = page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('link', { name: 'Leer más' });
    const box = await link.boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  }

  test("sections aborted as the visitor leaves (tapping 'Leer más' before they loaded) are neither logged, shown nor reported, and load if the page stays after all", async ({
    page,
    openPage,
  }) => {
    const leaving = await homeWithSectionsHeld(page);
    // The cookie policy takes a second to arrive: the home page lives on meanwhile, being left.
    let navigating = () => {};
    const asked = new Promise<void>((resolve) => (navigating = resolve));
    await page.route('**/politica-cookies', async (route) => {
      navigating();
      await new Promise((arrive) => setTimeout(arrive, 1000));
      await route.continue();
    });
    await readMore(page);
    await asked;
    // What the browser does to a page being left (Firefox as soon as the navigation begins): its loads are aborted.
    await leaving.failSections();
    await expect(page.getByRole('heading', { name: 'Política de cookies' })).toBeVisible();
    expect(failureSaid(leaving.logged)).toEqual([]);

    // A navigation that does not happen (the link's answer is a 204): the page stays, and what
    // failed as it was being left is asked for again; what the page then reports has no error.
    const visitor = await openPage();
    const staying = await homeWithSectionsHeld(visitor);
    await visitor.route('**/politica-cookies', (route) => route.fulfill({ status: 204 }));
    await readMore(visitor);
    await staying.failSections();
    await visitor.unroute(/\/remotes\/public\/.*\.js$/);
    await expect(visitor.getByRole('heading', { name: 'Contacto' })).toBeVisible();
    await visitor.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
    await expect.poll(() => staying.reports.filter((report) => report.path === '/').length).toBe(2);
    expect(staying.errors()).toEqual([]);
    expect(failureSaid(staying.logged)).toEqual([]);
  });

  test('a section that fails to load while the visitor stays is logged, shown and reported', async ({ page }) => {
    const staying = await homeWithSectionsHeld(page);
    await page.mouse.click(10, 300);
    await staying.failSections();
    await expect(page.getByRole('alert')).toContainText('No pudimos cargar esta sección');
    // Another page of the site: the home page's view ends and is reported.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
    await expect
      .poll(staying.errors, { message: JSON.stringify(staying.reports) })
      .toEqual([expect.objectContaining({ kind: 'render', message: expect.stringContaining('Loading chunk') })]);
    expect(failureSaid(staying.logged)).toEqual(
      expect.arrayContaining([expect.stringContaining('[host] Una sección del sitio falló.'), ALERT_SHOWN]),
    );
  });
});
