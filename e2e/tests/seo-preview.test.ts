// What the owner sees in the admin's search and share preview is what the server's head gives a
// crawler for the same page: one set of rules (@pasteleria/shared/seo) behind both.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteFixture } from '../src/fixture.js';
import { adminPage } from '../src/sign-in.js';

const t = siteFixture();


const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The server's head of a page, as a crawler reads it. */
async function serverHead(path: string) {
  const html = await (await fetch(`${t.url}${path}`)).text();
  const attr = (pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
  };
}

/** The preview beside the form. */
async function preview(page: Page) {
  const search = page.locator('.admin-seo-search');
  await search.waitFor();
  return {
    title: (await search.locator('.admin-seo-search__title').textContent()) ?? '',
    description: (await search.locator('.admin-seo-search__description').textContent()) ?? '',
    url: (await search.locator('.admin-seo-search__url').getAttribute('title')) ?? '',
    cardTitle: (await page.locator('.admin-seo-card__title').textContent()) ?? '',
  };
}

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${t.url}/api/v1${path}`)).json()) as T;
}

describe('the admin preview is the server head', () => {
  it('a product edited and saved: the preview before saving is the head after', async () => {
    const { productos } = await api<{ productos: Array<{ id: number; name: string }> }>('/public/categorias/pasteles');
    const product = productos[0]!;
    const page = await adminPage(t);
    await page.goto(`/admin/producto/edit/${product.id}`);
    const title = page.locator('form.admin-form').getByLabel('Título', { exact: true });
    await title.waitFor();
    await title.fill('Pastel de temporada con fresas "de la huerta" & crema');
    await page.locator('.admin-seo-search__title', { hasText: 'Pastel de temporada con fresas' }).waitFor();
    const seen = await preview(page);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/producto');
    const head = await serverHead(`/categorias/pasteles?producto=${product.id}`);
    assert.equal(head.title, seen.title);
    assert.equal(head.ogTitle, seen.cardTitle);
    assert.equal(head.description, seen.description);
    assert.equal(head.canonical, seen.url);
  });

  it('a post and a category, as stored', async () => {
    const [post] = await api<Array<{ id: number; slug: string }>>('/public/blog/posts');
    const page = await adminPage(t);
    await page.goto(`/admin/post/edit/${post!.id}`);
    const seen = await preview(page);
    const head = await serverHead(`/blog/post/${post!.slug}`);
    assert.deepEqual({ title: head.title, description: head.description, url: head.canonical }, { title: seen.title, description: seen.description, url: seen.url });

    const [categoria] = await api<Array<{ id: number; slug: string }>>('/public/categorias');
    await page.goto(`/admin/categoria/edit/${categoria!.id}`);
    await page.locator('.admin-seo-search__url', { hasText: categoria!.slug }).waitFor();
    const seenCategory = await preview(page);
    const categoryHead = await serverHead(`/categorias/${categoria!.slug}`);
    assert.deepEqual(
      { title: categoryHead.title, description: categoryHead.description, url: categoryHead.canonical },
      { title: seenCategory.title, description: seenCategory.description, url: seenCategory.url },
    );
  });
});
