// Rich HTML from the API (a category's description, a post's body) is sanitised again in the
// browser. Chromium has its own sanitiser (Element.setHTML), so the page downloads no DOMPurify.
// The API already cleans what it stores; the page still shows stored HTML as if it were hostile,
// since an older API may not. Here the page's own data is altered on its way to the browser.
import { expect, test } from '../src/fixtures.js';

const CATEGORY = '/categorias/pasteles';
/** A text of the seeded description of 'Pasteles', in the page's inline data. */
const IN_DESCRIPTION = 'se hornean cada mañana';
/** Written into the description; in the page's JSON, where `<` is written \u003c. */
const HOSTILE =
  ' <img src="/img/no-existe.webp" alt="" onerror="document.title=\'atacado\'">' +
  '<base href="https://ataque.example/"><iframe src="https://ataque.example/"></iframe>' +
  '<a href="javascript:alert(1)">enlace</a><em>bien dicho</em>' +
  '<img name="createElement" src="/img/tampoco.webp" alt=""><a href="data:text/html,hola">datos</a>' +
  '<span id="cabecera" style="color: red; position: fixed; inset: 0">encima</span>' +
  '<form><button formaction="https://ataque.example/">Enviar</button></form> ';

test('a category description keeps its markup and loses what could run script or reach beyond its box, with no DOMPurify downloaded', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.route(`**${CATEGORY}`, async (route) => {
    const response = await route.fetch();
    const [before, data] = (await response.text()).split('id="pasteleria-data">');
    expect(data, 'the page carries its first view').toContain(IN_DESCRIPTION);
    const json = JSON.stringify(HOSTILE).slice(1, -1).replace(/</g, '\\u003c');
    await route.fulfill({
      response,
      body: `${before}id="pasteleria-data">${data!.replace(IN_DESCRIPTION, `${IN_DESCRIPTION}${json}`)}`,
    });
  });

  await page.goto(CATEGORY);
  const description = page.locator('.page-lead');
  await expect(description.locator('em', { hasText: 'bien dicho' })).toBeVisible();
  await expect(description.locator('strong', { hasText: 'pasteles' })).toBeVisible();
  await expect(description.locator('li')).toHaveCount(3);
  await expect(description.locator('a', { hasText: 'enlace' })).not.toHaveAttribute('href', /javascript:/);
  await expect(description.locator('img').first()).toHaveAttribute('src', '/img/no-existe.webp');
  await expect(description.locator('img').first()).not.toHaveAttribute('onerror', /./);
  await expect(description.locator('iframe')).toHaveCount(0);
  // Nothing that shadows the page's globals, leads to a data: page, covers the page or submits.
  await expect(description.locator('img').last()).not.toHaveAttribute('name', /./);
  expect(await page.evaluate(() => typeof document.createElement)).toBe('function');
  await expect(description.locator('a', { hasText: 'datos' })).not.toHaveAttribute('href', /./);
  const over = description.locator('span', { hasText: 'encima' });
  await expect(over).toHaveAttribute('style', 'color: red;');
  await expect(over).not.toHaveAttribute('id', /./);
  await expect(description.locator('form, button')).toHaveCount(0);
  await expect(page.locator('base')).toHaveCount(0);
  expect(await page.title()).not.toBe('atacado');

  await page.waitForLoadState('load');
  expect(scripts.length, 'the page ran its scripts').toBeGreaterThan(2);
  expect(scripts.filter((text) => text.includes('dompurify'))).toEqual([]);
});

/** The text of the first `<tag>` of some stored HTML. */
function firstText(html: string, tag: string): string {
  const text = new RegExp(`<${tag}>([^<]+)</${tag}>`).exec(html)?.[1];
  expect(text, `a <${tag}> in ${html.slice(0, 80)}…`).toBeTruthy();
  return text ?? '';
}

test("a product's description in its dialog and a post's body show their markup", async ({ page, site }) => {
  const api = async <T>(path: string) => (await (await fetch(`${site.url}/api/v1/public${path}`)).json()) as T;
  const { productos } = await api<{ productos: Array<{ id: number; name: string; description: string }> }>(
    '/categorias/pasteles',
  );
  const product = productos.find((p) => p.description.includes('<strong>'));
  expect(product, 'a seeded product whose description has bold text').toBeTruthy();
  await page.goto(`${CATEGORY}?producto=${product!.id}`);
  const dialog = page.getByRole('dialog', { name: product!.name });
  await expect(dialog.locator('strong', { hasText: firstText(product!.description, 'strong') })).toBeVisible();

  const [post] = await api<Array<{ slug: string; descripcion: string }>>('/blog/posts');
  await page.goto(`/blog/post/${post!.slug}`);
  await expect(page.locator('article h2', { hasText: firstText(post!.descripcion, 'h2') })).toBeVisible();
});
