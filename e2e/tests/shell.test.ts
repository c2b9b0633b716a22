// The host shell around every public page: navbar, footer, cookie banner, WhatsApp link,
// cookie policy, not-found and document titles.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { SHARED_SITE as SITE } from '../src/shared-site.js';

/** Marks the current document, so a later check tells a client-side navigation from a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
const onPath = (path: string) => (u: URL) => u.pathname === path;

test.describe('navbar', () => {
  test('Inicio, Categorías and Blog navigate inside the page; Login is a full page load', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation').first();
    await markDocument(page);

    await nav.getByRole('link', { name: 'Categorías' }).click();
    await expect(page.getByRole('heading', { name: 'Línea de productos' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/categorias');
    expect(await isSameDocument(page), 'Categorías debe navegar sin recargar').toBe(true);

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { name: 'Blog y Contenidos' }).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(await isSameDocument(page), 'Blog debe navegar sin recargar').toBe(true);

    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(onPath('/'));
    expect(await isSameDocument(page), 'Inicio debe navegar sin recargar').toBe(true);

    await Promise.all([page.waitForEvent('load'), nav.getByRole('link', { name: 'Login' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await isSameDocument(page), 'Login es una carga completa de página').toBe(false);
  });
});

test.describe('footer', () => {
  test('shows the shop copyright with 2025, its social page and two more social links', async ({ page }) => {
    await page.goto('/categorias');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('©', { useInnerText: true });
    await expect(footer).toContainText('2025', { useInnerText: true });
    await expect(footer).toContainText(SITE.SITE_NAME, { useInnerText: true });
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs, `enlaces del pie: ${hrefs.join(', ')}`).toContain(SITE.SOCIAL_URL);
    expect(hrefs.length, 'el enlace a la red social y dos enlaces sociales más').toBeGreaterThanOrEqual(3);
  });
});

test.describe('cookie banner', () => {
  test('shows until Acepto, stores the consent for 150 days and stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByText('Usamos cookies para mejorar tu experiencia en nuestro sitio.');
    await expect(banner).toBeVisible();
    const readMore = page.getByRole('link', { name: 'Leer más' }).and(page.locator('a[href="/politica-cookies"]'));
    await expect(readMore, 'el banner enlaza a /politica-cookies con «Leer más»').toHaveCount(1);

    await page.getByRole('button', { name: 'Acepto' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mi_consentimiento_cookie');
    expect(cookie, 'la cookie de consentimiento existe').toBeDefined();
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days, `vida de la cookie: ${days.toFixed(2)} días`).toBeGreaterThan(149);
    expect(days, `vida de la cookie: ${days.toFixed(2)} días`).toBeLessThanOrEqual(150.01);

    await page.reload();
    // The banner belongs to the public layout, drawn in the same render as the navbar and the
    // footer: once they show, the banner has had its chance to.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner, 'el banner no vuelve a aparecer').toHaveCount(0);
  });

  test('Leer más opens the cookie policy as a full page load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Usamos cookies para mejorar tu experiencia en nuestro sitio.')).toBeVisible();
    await markDocument(page);
    await Promise.all([page.waitForEvent('load'), page.locator('a[href="/politica-cookies"]').first().click()]);
    expect(new URL(page.url()).pathname).toBe('/politica-cookies');
    expect(await isSameDocument(page)).toBe(false);
    // The policy is its own chunk, rendered once the page has started.
    await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('mi_consentimiento_cookie', { useInnerText: true });
    await expect(main).toContainText('150 días', { useInnerText: true });
    await expect(main).toContainText(/token/i, { useInnerText: true });
    await expect(page).toHaveTitle(/cookies/i);
  });
});

test.describe('WhatsApp', () => {
  test('links to wa.me with the shop phone and the prefilled order message', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Haz tu pedido por WhatsApp' });
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const url = new URL(href ?? '');
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe(`/${SITE.WHATSAPP_PHONE}`);
    expect(url.searchParams.get('text')).toBe('Hola! Necesito Información, me gustaría hacer un pedido');
  });
});

test.describe('not found and titles', () => {
  test('an unknown path shows the host not-found screen inside the shell', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response).not.toBeNull();
    await expect(page.getByRole('heading', { name: /no encontrad/i })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page).toHaveTitle(/no encontrad/i);
  });

  test('every route has its own document title', async ({ page }) => {
    // What a visitor waits for on each route: its screen, which renders its <title> with it.
    const screens: Array<[string, (page: Page) => Locator]> = [
      ['/', (p) => p.getByRole('heading', { name: 'Nuestros productos' })],
      ['/categorias', (p) => p.getByRole('heading', { name: 'Línea de productos' })],
      ['/blog', (p) => p.getByRole('heading', { name: 'Blog y Contenidos' }).first()],
      ['/politica-cookies', (p) => p.getByRole('heading', { level: 1, name: 'Política de cookies' })],
      ['/login', (p) => p.getByLabel('Correo electrónico')],
      ['/no-existe', (p) => p.getByRole('heading', { name: /no encontrad/i })],
    ];
    const titles = new Map<string, string>();
    for (const [path, screen] of screens) {
      await page.goto(path);
      await expect(screen(page)).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(page).not.toHaveTitle(/Cargando/i);
      titles.set(path, await page.title());
    }
    expect(new Set(titles.values()).size, `títulos: ${JSON.stringify([...titles])}`).toBe(titles.size);
    expect(titles.get('/categorias') ?? '').toMatch(/Línea de productos/);
    expect(titles.get('/blog') ?? '').toMatch(/Blog/);
  });
});
