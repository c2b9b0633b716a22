// axe-core on every public screen: no critical or serious violations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteFixture } from '../src/fixture.js';
import { openHomeScrolled } from '../src/home-page.js';

// Evaluated through the devtools protocol: the site's CSP (rightly) refuses an injected <script>.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const t = siteFixture();

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

function describeViolations(list: Violation[]): string {
  return list.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`).join('\n');
}

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  assert.ok(href, `no hay enlace ${selector}`);
  return href;
}

describe('accessibility (axe-core)', () => {
  it('/ with every section loaded', async () => {
    const page = await t.page();
    await openHomeScrolled(page);
    await page.getByRole('region', { name: 'Comentarios de Clientes' }).getByRole('listitem').first().waitFor();
    await page.getByRole('region', { name: 'Contacto' }).getByRole('article').first().waitFor();
    const found = await seriousViolations(page);
    assert.equal(found.length, 0, describeViolations(found));
  });

  it('/categorias and a category, with its product dialog open', async () => {
    const page = await t.page();
    await page.goto('/categorias');
    await page.getByRole('heading', { name: 'Línea de productos' }).waitFor();
    await page.locator('a[href^="/categorias/"]').first().waitFor();
    let found = await seriousViolations(page);
    assert.equal(found.length, 0, describeViolations(found));

    await page.goto(await firstHref(page, 'main a[href^="/categorias/"]'));
    await page.getByRole('heading', { level: 1, name: /Productos por categoría/ }).waitFor();
    found = await seriousViolations(page);
    assert.equal(found.length, 0, describeViolations(found));

    await page.getByRole('link', { name: /^Ver más de / }).first().click();
    await page.getByRole('dialog').waitFor();
    found = await seriousViolations(page);
    assert.equal(found.length, 0, describeViolations(found));
  });

  it('/blog, a post and a page', async () => {
    const page = await t.page();
    await page.goto('/blog');
    await page.getByRole('link', { name: /Leer más/ }).first().waitFor();
    let found = await seriousViolations(page);
    assert.equal(found.length, 0, describeViolations(found));
    const post = await firstHref(page, 'a[href^="/blog/post/"]');
    const pagina = await firstHref(page, 'a[href^="/blog/pagina/"]');

    for (const path of [post, pagina]) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Volver al blog' }).waitFor();
      found = await seriousViolations(page);
      assert.equal(found.length, 0, `${path}\n${describeViolations(found)}`);
    }
  });
});
