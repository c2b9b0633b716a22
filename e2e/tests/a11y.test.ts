// axe-core on every public screen: no critical or serious violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { openHomeScrolled } from '../src/home-page.js';

// Evaluated through the devtools protocol: the site's CSP (rightly) refuses an injected <script>.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

function describeViolations(list: Violation[]): string {
  return list
    .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)
    .join('\n');
}

async function expectNoSeriousViolations(page: Page, where = ''): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, `${where}\n${describeViolations(found)}`).toHaveLength(0);
}

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, `no hay enlace ${selector}`).toBeTruthy();
  return href ?? '';
}

test.describe('accessibility (axe-core)', () => {
  test('/ with every section loaded', async ({ page }) => {
    await openHomeScrolled(page);
    await expect(
      page.getByRole('region', { name: 'Comentarios de Clientes' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacto' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('/categorias and a category, with its product dialog open', async ({ page }) => {
    await page.goto('/categorias');
    await expect(page.getByRole('heading', { name: 'Línea de productos' })).toBeVisible();
    await expect(page.locator('a[href^="/categorias/"]').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(await firstHref(page, 'main a[href^="/categorias/"]'));
    await expect(page.getByRole('heading', { level: 1, name: /Productos por categoría/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page
      .getByRole('link', { name: /^Ver más de / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('/blog, a post and a page', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: /Leer más/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    const post = await firstHref(page, 'a[href^="/blog/post/"]');
    const pagina = await firstHref(page, 'a[href^="/blog/pagina/"]');

    for (const path of [post, pagina]) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Volver al blog' })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });
});
