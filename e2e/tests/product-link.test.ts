// A product's own URL: 'Ver más' links to /categorias/<slug>?producto=<id>, that URL opens
// the product dialog, Back and 'Regresar' close it, and 'Pedir por WhatsApp' carries the link.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';

const CATEGORY = '/categorias/pasteles';

/** Where the page is: path and query. */
function where(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

// The second test opens the URL the first one found.
test.describe.configure({ mode: 'serial' });

test.describe('shareable product URL', () => {
  let productUrl = '';
  let productName = '';

  test("'Ver más' pushes the product URL and opens its dialog; browser Back closes it", async ({ page }) => {
    await page.goto(CATEGORY);
    const more = page.getByRole('link', { name: /^Ver más de / }).first();
    productUrl = (await more.getAttribute('href')) ?? '';
    productName = ((await more.getAttribute('aria-label')) ?? '').replace('Ver más de ', '');
    expect(productUrl).toMatch(/^\/categorias\/pasteles\?producto=\d+$/);
    expect((await more.innerText()).trim()).toBe('Ver más');

    await more.click();
    await expect(page).toHaveURL((url) => url.searchParams.has('producto'));
    expect(where(page)).toBe(productUrl);
    const dialog = page.getByRole('dialog', { name: productName });
    await expect(dialog).toBeVisible();

    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has('producto'));
    expect(where(page)).toBe(CATEGORY);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // 'Regresar' after 'Ver más' goes back one entry: the product URL is still ahead (Forward).
    await more.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Regresar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has('producto'));
    await page.goForward();
    await expect(dialog).toBeVisible();
    expect(where(page)).toBe(productUrl);
  });

  test("opens the dialog on the product from its URL; 'Pedir por WhatsApp' carries it and 'Regresar' leaves the category URL", async ({
    page,
    site,
  }) => {
    expect(productUrl, 'la prueba anterior encontró el enlace del producto').toBeTruthy();
    await page.goto(productUrl);
    const dialog = page.getByRole('dialog', { name: productName });
    await expect(dialog).toBeVisible();

    const order = dialog.getByRole('link', { name: 'Pedir por WhatsApp' });
    const href = (await order.getAttribute('href')) ?? '';
    const absolute = new URL(productUrl, site.url).href;
    expect(href, `el enlace de WhatsApp lleva ${absolute}: ${href}`).toContain(encodeURIComponent(absolute));
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text.startsWith('Hola! Necesito Información, me gustaría hacer un pedido'), text).toBe(true);
    expect(text, `el mensaje nombra el producto: ${text}`).toContain(productName);

    await dialog.getByRole('button', { name: 'Regresar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has('producto'));
    expect(where(page)).toBe(CATEGORY);
    // Focus returns to the 'Ver más' that opened it.
    await expect(page.getByRole('link', { name: `Ver más de ${productName}`, exact: true })).toBeFocused();
  });
});
