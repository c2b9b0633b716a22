// Every public page arrives drawn by the server, from the live releases: a browser that runs no
// script (a crawler, a link preview, a visitor whose scripts failed) sees the page's first view, and
// a browser that runs them hydrates it as it is, with nothing logged, and the page then works.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { openHomeScrolled } from '../src/home-page.js';
import { orderACake } from '../src/site-events.js';

// It sends a comment: a site of its own.
test.use({ ownSite: 'server-render' });

interface PublicPage {
  path: string;
  status: number;
  /** What the first view shows. */
  shows: (page: Page) => Locator;
}

async function firstSlug(base: string, path: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/v1${path}`)).json()) as
    Array<{ slug: string }> | { data: Array<{ slug: string }> };
  const slug = (Array.isArray(body) ? body : body.data)[0]?.slug;
  expect(slug, `${path}: an entry`).toBeTruthy();
  return slug ?? '';
}

/** Each public page, with what its first view shows. */
async function publicPages(base: string): Promise<PublicPage[]> {
  const category = (await (await fetch(`${base}/api/v1/public/categorias/pasteles`)).json()) as {
    productos: Array<{ id: number; name: string }>;
  };
  const product = category.productos[0]!;
  const post = await firstSlug(base, '/public/blog/posts');
  const pagina = await firstSlug(base, '/public/blog/paginas');
  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
  return [
    { path: '/', status: 200, shows: heading('Nuestros productos') },
    { path: '/categorias', status: 200, shows: heading('Línea de productos') },
    { path: '/categorias/pasteles', status: 200, shows: (page) => page.getByText(product.name).first() },
    {
      path: `/categorias/pasteles?producto=${product.id}`,
      status: 200,
      shows: (page) => page.getByRole('dialog', { name: product.name }),
    },
    { path: '/blog', status: 200, shows: heading('Blog y Contenidos') },
    { path: `/blog/post/${post}`, status: 200, shows: (page) => page.locator('main h1') },
    { path: `/blog/pagina/${pagina}`, status: 200, shows: (page) => page.locator('main h1') },
    { path: '/politica-cookies', status: 200, shows: heading('Política de cookies') },
    { path: '/no-existe', status: 404, shows: heading(/no encontrad/i) },
  ];
}

/** What a page says a browser that runs no script misses, each in its place. */
const NEEDS_SCRIPT: Record<string, RegExp[]> = {
  '/': [
    /^Activa JavaScript para ver las demás promociones\.$/,
    /^Activa JavaScript para ver nuestras sucursales y buscarlas\.$/,
    /^Activa JavaScript para ver aquí nuestras entradas, o léelas en el blog\.$/,
    /^Activa JavaScript para leer los comentarios de nuestros clientes y dejar el tuyo\.$/,
  ],
};

test('each public page arrives with its first view, for a browser that runs no script, which is told only what it misses', async ({
  openPage,
  site,
}) => {
  const page = await openPage({ javaScriptEnabled: false });
  for (const { path, status, shows } of await publicPages(site.url)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(shows(page), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' }), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    expect(await page.locator('main').innerText(), `${path}: sin mensajes de carga`).not.toMatch(/Cargando/);
    // Nothing says the whole site needs JavaScript; what does need it says so, and nothing else.
    const said = (await page.getByText(/JavaScript/).allInnerTexts()).map((text) => text.trim());
    expect(said, path).toEqual((NEEDS_SCRIPT[new URL(path, site.url).pathname] ?? []).map(expect.stringMatching));
  }

  // On the home page, the carousel's buttons, which need scripts, are not shown; the blog's card links to the blog.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Diapositiva siguiente' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'léelas en el blog' })).toHaveAttribute('href', '/blog');

  // A product's dialog: 'Regresar' is a link to its category's page.
  const pages = await publicPages(site.url);
  await page.goto(pages.find((one) => one.path.includes('?producto='))!.path);
  await expect(page.getByRole('button', { name: 'Regresar' })).toBeHidden();
  await page.getByRole('dialog').getByRole('link', { name: 'Regresar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/categorias/pasteles' && url.search === '');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 'Acepto' works too: the server sets the cookie and draws the same page again without the notice.
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Acepto' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/categorias/pasteles');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('mi_consentimiento_cookie');
});

test('React hydrates each public page as the server drew it: nothing logged, nothing drawn again', async ({
  openPage,
  site,
}) => {
  for (const { path, status, shows } of await publicPages(site.url)) {
    const page = await openPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      // The not-found page's own 404, which the browser reports of any page that answers one.
      if (status === 404 && message.text().includes(`status of ${status}`)) return;
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(error.message));
    // The first view's elements, marked before any script runs: hydration keeps them, a new render would not.
    await page.route(
      (url) => url.pathname === new URL(path, site.url).pathname,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<div id="root">', '<div id="root" data-drawn-by="server">');
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(path);
    const first = shows(page);
    await expect(first, path).toBeVisible();
    await first.evaluate((element) => element.setAttribute('data-first', ''));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-drawn-by="server"]'), path).toHaveCount(1);
    await expect(page.locator('[data-first]'), `${path}: the server's element is still there`).toHaveCount(1);
    // The host marks each part it hydrated, for the loader that keeps clicks until then.
    await expect(page.locator('[data-part="host"][data-hydrated]'), path).toHaveCount(1);
    await expect(page.locator('[data-part]:not([data-hydrated])'), path).toHaveCount(0);
    expect(logged, path).toEqual([]);
    await page.close();
  }
});

test('a hydrated page works: the product dialog opens and closes, and the comment form sends', async ({ page }) => {
  await page.goto('/categorias/pasteles');
  await page.waitForLoadState('networkidle');
  const more = page.getByRole('link', { name: /^Ver más de / }).first();
  const name = ((await more.getAttribute('aria-label')) ?? '').replace('Ver más de ', '');
  await more.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Regresar' }).click();
  await expect(dialog).toHaveCount(0);

  await openHomeScrolled(page);
  const form = page.getByRole('form', { name: 'Déjanos tu comentario' });
  await form.getByLabel('Nombre').fill('Hidratada Prueba');
  await form.getByLabel(/Correo electrónico/).fill('hidratada@example.com');
  await form.getByLabel('Comentario').fill('La página respondió en cuanto llegó.');
  await form.getByLabel('Calificación').selectOption('5');
  await form.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(form.getByText('Gracias por tu comentario. Está pendiente de aprobación.')).toBeVisible();
});

test("a visitor who moves on, or asks for a cake on WhatsApp, before the site's scripts run is counted as the host counts", async ({
  openPage,
}) => {
  const visitor = await openPage();
  // The host's start-up scripts never arrive: the drawn page's own loader counts the visit.
  await visitor.route(/\/startup\.[0-9a-f]+\.js$/, (route) => route.abort());
  // A page of the cake's URL, loaded anew from its category's page, is drawn with its dialog open.
  await orderACake(visitor);
});

/** The host's start-up scripts reach `page` only once the returned `arrive` is called; `asked` once they are asked for. */
async function holdScripts(page: Page): Promise<{ asked: Promise<unknown>; arrive: () => void }> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const startup = /\/startup\.[0-9a-f]+\.js$/;
  await page.route(startup, async (route) => {
    await arrived;
    await route.continue();
  });
  return { asked: page.waitForRequest(startup), arrive };
}

test("what a visitor does before the site's scripts run is done once they have: 'Ver más' opens the product dialog within the page, 'Regresar', Escape and the backdrop close it, 'Acepto' the cookie notice", async ({
  openPage,
  site,
}) => {
  const category = (await (await fetch(`${site.url}/api/v1/public/categorias/pasteles`)).json()) as {
    productos: Array<{ id: number; name: string }>;
  };
  const product = category.productos[0]!;
  // Each visitor in a browser of their own, which has not kept the scripts.
  const visitor = async (path: string) => {
    const page = await openPage();
    const scripts = await holdScripts(page);
    await page.goto(path);
    return { page, scripts };
  };

  // A link of the site: followed by the router, within the page, once it can.
  const following = await visitor('/categorias/pasteles');
  await following.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await following.page.getByRole('link', { name: `Ver más de ${product.name}` }).click();
  await following.scripts.asked;
  const dialog = following.page.getByRole('dialog', { name: product.name });
  await expect(dialog, 'nothing opens it before the scripts run').toHaveCount(0);
  following.scripts.arrive();
  await expect(dialog).toBeVisible();
  await expect(following.page).toHaveURL((url) => url.searchParams.get('producto') === String(product.id));
  expect(await following.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // On the product's own URL: 'Regresar', Escape, and a click on the backdrop beside the dialog.
  for (const close of [
    (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Regresar' }).click(),
    (page: Page) => page.keyboard.press('Escape'),
    (page: Page) => page.mouse.click(4, 4),
  ]) {
    const closing = await visitor(`/categorias/pasteles?producto=${product.id}`);
    await close(closing.page);
    await closing.scripts.asked;
    await expect(closing.page.getByRole('dialog'), 'nothing closes it before the scripts run').toBeVisible();
    closing.scripts.arrive();
    await expect(closing.page.getByRole('dialog')).toHaveCount(0);
    await expect(closing.page).toHaveURL((url) => url.pathname === '/categorias/pasteles' && url.search === '');
  }

  const accepting = await visitor('/');
  await accepting.page.getByRole('button', { name: 'Acepto' }).click();
  await accepting.scripts.asked;
  accepting.scripts.arrive();
  await expect(accepting.page.getByRole('button', { name: 'Acepto' })).toHaveCount(0);
  const cookies = await accepting.page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('mi_consentimiento_cookie');
});
