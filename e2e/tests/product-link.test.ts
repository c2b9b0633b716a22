// A product's own URL (issue 12): 'Ver más' links to /categorias/<slug>?producto=<id>, that URL opens
// the product dialog, Back and 'Regresar' close it, and 'Pedir por WhatsApp' carries the link.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteFixture } from '../src/fixture.js';

const t = siteFixture();
const CATEGORY = '/categorias/pasteles';

/** Where the page is: path and query. */
function where(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

describe('shareable product URL', () => {
  let productUrl = '';
  let productName = '';

  it("'Ver más' pushes the product URL and opens its dialog; browser Back closes it", async () => {
    const page = await t.page();
    await page.goto(CATEGORY);
    const more = page.getByRole('link', { name: /^Ver más de / }).first();
    productUrl = (await more.getAttribute('href')) ?? '';
    productName = ((await more.getAttribute('aria-label')) ?? '').replace('Ver más de ', '');
    assert.match(productUrl, /^\/categorias\/pasteles\?producto=\d+$/);
    assert.equal((await more.innerText()).trim(), 'Ver más');

    await more.click();
    await page.waitForURL((url) => url.searchParams.has('producto'));
    assert.equal(where(page), productUrl);
    const dialog = page.getByRole('dialog', { name: productName });
    await dialog.waitFor();

    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('producto'));
    assert.equal(where(page), CATEGORY);
    assert.equal(await page.getByRole('dialog').count(), 0);

    // 'Regresar' after 'Ver más' goes back one entry: the product URL is still ahead (Forward).
    await more.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Regresar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('producto'));
    await page.goForward();
    await dialog.waitFor();
    assert.equal(where(page), productUrl);
  });

  it("opens the dialog on the product from its URL; 'Pedir por WhatsApp' carries it and 'Regresar' leaves the category URL", async () => {
    assert.ok(productUrl, 'la prueba anterior encontró el enlace del producto');
    const page = await t.page();
    await page.goto(productUrl);
    const dialog = page.getByRole('dialog', { name: productName });
    await dialog.waitFor();

    const order = dialog.getByRole('link', { name: 'Pedir por WhatsApp' });
    const href = (await order.getAttribute('href')) ?? '';
    const absolute = new URL(productUrl, t.url).href;
    assert.ok(href.includes(encodeURIComponent(absolute)), `el enlace de WhatsApp lleva ${absolute}: ${href}`);
    const text = new URL(href).searchParams.get('text') ?? '';
    assert.ok(text.startsWith('Hola! Necesito Información, me gustaría hacer un pedido'), text);
    assert.ok(text.includes(productName), `el mensaje nombra el producto: ${text}`);

    await dialog.getByRole('button', { name: 'Regresar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('producto'));
    assert.equal(where(page), CATEGORY);
    await page.waitForFunction(
      (label) => document.activeElement?.getAttribute('aria-label') === label,
      `Ver más de ${productName}`,
    );
  });
});
