// What the owner sees in the admin's search and share preview is what the server's head gives a
// crawler for the same page: one set of rules (@pasteleria/shared/seo) behind both.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { signInAsAdmin } from '../src/sign-in.js';

// A product's title is edited and saved: the file has a site of its own.
test.use({ ownSite: 'seo-preview' });

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The server's head of a page, as a crawler reads it. */
async function serverHead(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
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
  await expect(search).toBeVisible();
  return {
    title: (await search.locator('.admin-seo-search__title').textContent()) ?? '',
    description: (await search.locator('.admin-seo-search__description').textContent()) ?? '',
    url: (await search.locator('.admin-seo-search__url').getAttribute('title')) ?? '',
    cardTitle: (await page.locator('.admin-seo-card__title').textContent()) ?? '',
  };
}

async function api<T>(base: string, path: string): Promise<T> {
  return (await (await fetch(`${base}/api/v1${path}`)).json()) as T;
}

/** The first of a seeded list. */
function first<T>(list: T[], what: string): T {
  const [item] = list;
  if (item === undefined) throw new Error(`no hay ${what} sembrados`);
  return item;
}

test.describe('the admin preview is the server head', () => {
  test('a product edited and saved: the preview before saving is the head after', async ({ page, site }) => {
    const { productos } = await api<{ productos: Array<{ id: number; name: string }> }>(
      site.url,
      '/public/categorias/pasteles',
    );
    const product = first(productos, 'productos');
    await signInAsAdmin(page);
    await page.goto(`/admin/producto/edit/${product.id}`);
    const title = page.locator('form.admin-form').getByLabel('Título', { exact: true });
    await expect(title).toBeVisible();
    await title.fill('Pastel de temporada con fresas "de la huerta" & crema');
    await expect(page.locator('.admin-seo-search__title', { hasText: 'Pastel de temporada con fresas' })).toBeVisible();
    const seen = await preview(page);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/producto');
    const head = await serverHead(site.url, `/categorias/pasteles?producto=${product.id}`);
    expect(head.title).toBe(seen.title);
    expect(head.ogTitle).toBe(seen.cardTitle);
    expect(head.description).toBe(seen.description);
    expect(head.canonical).toBe(seen.url);
  });

  test('a post and a category, as stored', async ({ page, site }) => {
    const post = first(await api<Array<{ id: number; slug: string }>>(site.url, '/public/blog/posts'), 'posts');
    await signInAsAdmin(page);
    await page.goto(`/admin/post/edit/${post.id}`);
    const seen = await preview(page);
    const head = await serverHead(site.url, `/blog/post/${post.slug}`);
    expect({ title: head.title, description: head.description, url: head.canonical }).toEqual({
      title: seen.title,
      description: seen.description,
      url: seen.url,
    });

    const categoria = first(
      await api<Array<{ id: number; slug: string }>>(site.url, '/public/categorias'),
      'categorías',
    );
    await page.goto(`/admin/categoria/edit/${categoria.id}`);
    await expect(page.locator('.admin-seo-search__url', { hasText: categoria.slug })).toBeVisible();
    const seenCategory = await preview(page);
    const categoryHead = await serverHead(site.url, `/categorias/${categoria.slug}`);
    expect({ title: categoryHead.title, description: categoryHead.description, url: categoryHead.canonical }).toEqual({
      title: seenCategory.title,
      description: seenCategory.description,
      url: seenCategory.url,
    });
  });
});
