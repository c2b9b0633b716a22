// The home page's lower sections are fetched as the visitor scrolls: scroll like one.
import type { Page } from 'playwright-core';

/** Opens / and scrolls down to the footer, so every home section is loaded. */
export async function openHomeScrolled(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Nuestros productos' }).waitFor();
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
    const atEnd = await page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 4);
    if (atEnd && (await page.getByRole('heading', { name: 'Comentarios de Clientes' }).count())) break;
  }
}
