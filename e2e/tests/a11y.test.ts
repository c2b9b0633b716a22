// axe-core on every public screen, on a phone and on a desktop: no WCAG 2.1 A/AA violation.
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { openHomeScrolled } from '../src/home-page.js';

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, `no hay enlace ${selector}`).toBeTruthy();
  return href ?? '';
}

const WIDTHS = [
  ['teléfono', { width: 390, height: 844 }],
  ['escritorio', { width: 1280, height: 900 }],
] as const;

for (const [label, viewport] of WIDTHS)
  test.describe(`accessibility (axe-core), ${label} ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/ with every section loaded', async ({ page }) => {
      await openHomeScrolled(page);
      await expect(
        page.getByRole('region', { name: 'Comentarios de Clientes' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Contacto' }).getByRole('article').first()).toBeVisible();
      await expectNoViolations(page, `${label} ${page.url()}`);
    });

    test('/categorias and a category, with its product dialog open', async ({ page }) => {
      await page.goto('/categorias');
      await expect(page.getByRole('heading', { name: 'Línea de productos' })).toBeVisible();
      await expect(page.locator('a[href^="/categorias/"]').first()).toBeVisible();
      await expectNoViolations(page, `${label} ${page.url()}`);

      await page.goto(await firstHref(page, 'main a[href^="/categorias/"]'));
      await expect(page.getByRole('heading', { level: 1, name: /Productos por categoría/ })).toBeVisible();
      await expectNoViolations(page, `${label} ${page.url()}`);

      await page
        .getByRole('link', { name: /^Ver más de / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, `${label} ${page.url()}`);
    });

    test('/blog, a post and a page', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByRole('link', { name: /Leer más/ }).first()).toBeVisible();
      await expectNoViolations(page, `${label} ${page.url()}`);
      const post = await firstHref(page, 'a[href^="/blog/post/"]');
      const pagina = await firstHref(page, 'a[href^="/blog/pagina/"]');

      for (const path of [post, pagina]) {
        await page.goto(path);
        await expect(page.getByRole('link', { name: 'Volver al blog' })).toBeVisible();
        await expectNoViolations(page, `${label} ${path}`);
      }
    });

    test('the cookie policy and a page that does not exist', async ({ page }) => {
      for (const path of ['/politica-cookies', '/no-existe']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, `${label} ${path}`);
      }
    });
  });
