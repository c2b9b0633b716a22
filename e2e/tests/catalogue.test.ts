// The catalogue's product dialog against the real API: ordering a product through WhatsApp.
import { expect, test } from '../src/fixtures.js';
import { SHARED_SITE } from '../src/shared-site.js';

const PHONE = SHARED_SITE.WHATSAPP_PHONE;

test.describe('product dialog', () => {
  test("'Pedir por WhatsApp' opens a chat with the shop's number and a message naming the product and its code", async ({
    page,
  }) => {
    await page.goto('/categorias/pasteles');
    const open = page.getByRole('link', { name: /^Ver más de / }).first();
    const name = ((await open.getAttribute('aria-label')) ?? '').replace('Ver más de ', '');
    await open.click();

    const dialog = page.getByRole('dialog', { name });
    const code = (
      await dialog.locator('dt', { hasText: 'Codigo' }).locator('xpath=following-sibling::dd').innerText()
    ).trim();
    const link = dialog.getByRole('link', { name: 'Pedir por WhatsApp' });
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe(`/${PHONE}`);
    const text = url.searchParams.get('text') ?? '';
    expect(text, `el mensaje nombra el producto: ${text}`).toContain(name);
    expect(text, `el mensaje nombra el código ${code}: ${text}`).toContain(code);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  });
});
