// The catalogue's product dialog against the real API: ordering a product through WhatsApp.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteFixture } from '../src/fixture.js';

const PHONE = '5215511112222';
const t = siteFixture({ WHATSAPP_PHONE: PHONE });

describe('product dialog', () => {
  it("'Pedir por WhatsApp' opens a chat with the shop's number and a message naming the product and its code", async () => {
    const page = await t.page();
    await page.goto('/categorias/pasteles');
    const open = page.getByRole('link', { name: /^Ver más de / }).first();
    const name = ((await open.getAttribute('aria-label')) ?? '').replace('Ver más de ', '');
    await open.click();

    const dialog = page.getByRole('dialog', { name });
    const code = (await dialog.locator('dt', { hasText: 'Codigo' }).locator('xpath=following-sibling::dd').innerText()).trim();
    const link = dialog.getByRole('link', { name: 'Pedir por WhatsApp' });
    const url = new URL((await link.getAttribute('href')) ?? '');
    assert.equal(url.host, 'wa.me');
    assert.equal(url.pathname, `/${PHONE}`);
    const text = url.searchParams.get('text') ?? '';
    assert.ok(text.includes(name), `el mensaje nombra el producto: ${text}`);
    assert.ok(text.includes(code), `el mensaje nombra el código ${code}: ${text}`);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener');
  });
});
