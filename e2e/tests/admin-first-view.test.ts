// The back office arrives drawn by the server, as the public pages do: its layout (menu, header)
// and the URL's screen waiting for its data are in the page's HTML, so a phone paints them before
// any script has run. The server cannot see the tab's session: a signed-in tab hydrates the drawing
// as it is, with nothing logged, and a tab without a session goes on to /login.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { adminToken } from '../src/admin-api.js';
import { expectNoViolations } from '../src/axe.js';
import { stylesheetsLinkedTwice } from '../src/stylesheets.js';

/**
 * An admin route: the heading it shows, and what the server draws of it beyond the layout (the
 * heading, unless told otherwise). An edit form waits for its row (`row`): the form replaces what
 * was drawn while it loaded.
 */
const ROUTES: Array<{ path: string; heading: string; drawn?: RegExp; row?: true }> = [
  { path: '/admin', heading: 'Bienvenido al Panel de Administración' },
  { path: '/admin/producto', heading: 'Productos', drawn: /<h1[^>]*>Productos<\/h1>[\s\S]*Cargando productos/ },
  { path: '/admin/producto/create', heading: 'Nuevo producto' },
  { path: '/admin/producto/edit/1', heading: 'Editar producto', drawn: /Cargando datos del producto/, row: true },
  { path: '/admin/post/create', heading: 'Nuevo post', drawn: /<h1[^>]*>Nuevo post<\/h1>[\s\S]*Cargando editor/ },
  { path: '/admin/user', heading: 'Usuarios' },
  { path: '/admin/comentario', heading: 'Comentarios Pendientes' },
  { path: '/admin/versiones', heading: 'Versiones' },
];

/** The colours a person sees of `button`. */
const looks = (button: Locator) =>
  button.evaluate((element) => {
    const { color, backgroundColor, borderColor } = getComputedStyle(element);
    return { color, backgroundColor, borderColor };
  });

async function signedInPage(openPage: () => Promise<Page>, token: string): Promise<Page> {
  const page = await openPage();
  await page.context().addInitScript((t) => sessionStorage.setItem('token', t), token);
  return page;
}

/** What `page` logs as an error or a warning from now on. */
function logged(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

test("each admin route's HTML holds the back office's menu and header and the screen's heading; /login's holds no drawing", async ({
  site,
}) => {
  for (const { path, heading, drawn } of ROUTES) {
    const html = await (await fetch(`${site.url}${path}`)).text();
    const root = /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? '';
    expect(root, path).toContain('class="admin-main"');
    expect(root, `${path}: the menu`).toMatch(/<aside[^>]*>[\s\S]*Productos[\s\S]*Comentarios/);
    expect(root, `${path}: the header`).toContain('Cerrar sesión');
    expect(root, path).toMatch(drawn ?? new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, `${path}: never in a search engine`).toMatch(/<meta name="robots" content="noindex/);
  }
  const login = await (await fetch(`${site.url}/login`)).text();
  expect(login).toContain('<div id="root"></div>');
});

test('a signed-in tab hydrates each drawn admin route as it is, with nothing logged and each stylesheet once, and then shows its data', async ({
  openPage,
  site,
}) => {
  test.slow();
  const token = await adminToken(site.url);
  for (const { path, heading, row } of ROUTES) {
    const page = await signedInPage(openPage, token);
    const said = logged(page);
    await page.goto(path, { waitUntil: 'commit' });
    // The server's header and screen, marked as they arrive, before the scripts after them have
    // run: hydration keeps them, a new render would not.
    const screen = page.locator('.admin-content > *').first();
    for (const element of [page.locator('header').first(), screen])
      await element.evaluate((drawn) => drawn.setAttribute('data-first', ''));
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-part]:not([data-hydrated])'), path).toHaveCount(0);
    await expect(page.locator('header[data-first]'), `${path}: the server's header is still there`).toHaveCount(1);
    if (!row)
      await expect(
        page.locator('.admin-content > [data-first]'),
        `${path}: the server's screen is still there`,
      ).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Tu cuenta:/ }), path).toBeVisible();
    await expect(page.getByText(/^Cargando/), path).toHaveCount(0);
    expect(page.url(), path).toBe(`${site.url}${path}`);
    expect(said, path).toEqual([]);
    expect(await stylesheetsLinkedTwice(page), `${path}: stylesheets linked twice`).toEqual([]);
    await page.close();
  }
});

test('a list drawn with its data, before any script has run, looks as it will once they have: its buttons in their colours, no axe violation', async ({
  openPage,
  site,
}) => {
  const token = await adminToken(site.url);
  const drawn = await openPage();
  // The page as a phone paints it before its scripts have arrived: none of them is given.
  await drawn.route(/\.m?js(\?|$)/, (route) => route.abort());
  // The cookie the auth store writes beside the tab's token, which lets the server draw the data.
  await drawn.context().addCookies([
    {
      name: 'pasteleria_sesion',
      value: encodeURIComponent(token),
      domain: new URL(site.url).hostname,
      path: '/admin',
    },
  ]);
  await drawn.goto('/admin/pagina');
  const remove = (page: Page) => page.getByRole('button', { name: /^Eliminar / }).first();
  await expect(remove(drawn)).toBeVisible();
  await expectNoViolations(drawn, '/admin/pagina, antes de sus scripts');

  const hydrated = await signedInPage(openPage, token);
  await hydrated.goto('/admin/pagina');
  await expect(remove(hydrated)).toBeEnabled();
  for (const button of [remove, (page: Page) => page.getByRole('button', { name: 'Cerrar sesión' })])
    expect(await looks(button(drawn))).toEqual(await looks(button(hydrated)));
});

test('a tab without a session that opens a drawn admin route goes to /login, asking the API nothing of the screen', async ({
  openPage,
}) => {
  const page = await openPage();
  const said = logged(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/admin/')) asked.push(request.url());
  });
  await page.goto('/admin/producto');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(said).toEqual([]);
});

test("what is typed into a drawn form as soon as it arrives is the form's: its fields wait for React", async ({
  openPage,
  site,
}) => {
  const page = await signedInPage(openPage, await adminToken(site.url));
  await page.goto('/admin/categoria/create');
  // Filled as soon as it can be (a disabled field cannot): the search result's preview follows it.
  await page.getByLabel('Nombre').fill('Tartas de temporada');
  await expect(page.getByRole('region', { name: 'Vista previa en buscadores' })).toContainText('Tartas de temporada');
  await expect(page.getByLabel('Nombre')).toHaveValue('Tartas de temporada');
});
