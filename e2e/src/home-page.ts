// The home page's lower sections are fetched as the visitor scrolls: scroll like one.
import { expect, type Page } from '@playwright/test';
import { scrollToBottom } from './scroll.js';

/** Opens / and scrolls down to the footer, so every home section is loaded. */
export async function openHomeScrolled(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nuestros productos' })).toBeVisible();
  await scrollToBottom(page, page.getByRole('heading', { name: 'Comentarios de Clientes' }));
}
