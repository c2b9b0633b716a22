// A post typed in the back office's editor reads well on a phone: its words wrap. The editor
// (Quill) writes every space as a non-breaking one; what is stored has plain spaces between words.
import { expect, test } from '../src/fixtures.js';
import { signInAsAdmin } from '../src/sign-in.js';

// It creates a post: the file has a site of its own.
test.use({ ownSite: 'rich-text-wrap' });

const PARAGRAPH =
  'El pan de muerto se prepara en México desde hace siglos para recordar a quienes se adelantaron en el camino, ' +
  'y cada región le da su forma, su aroma de azahar y su azúcar encima.';

interface PostAnswer {
  slug: string;
  title: string;
  descripcion: string;
}

test('a paragraph typed in the editor wraps on a 390 px phone, and is stored with plain spaces', async ({
  page,
  openPage,
  baseURL,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/post/create');
  const form = page.locator('form.admin-form');
  await form.getByLabel('Nombre', { exact: true }).fill('Pan de muerto y su historia');
  await form.getByLabel('Título', { exact: true }).fill('Pan de muerto y su historia');
  await form.getByLabel('Descripción', { exact: true }).fill('De dónde viene el pan de muerto.');
  const editor = form.getByRole('textbox', { name: 'Contenido' });
  await editor.click();
  await page.keyboard.type(PARAGRAPH.slice(0, 40));
  // Bold on and off leaves Quill's caret holder behind, which must not be stored.
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(PARAGRAPH.slice(40));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Post creado exitosamente.')).toBeVisible();

  const answer = await fetch(`${baseURL}/api/v1/public/blog/posts`);
  const posts = (await answer.json()) as PostAnswer[];
  const post = posts.find((p) => p.title === 'Pan de muerto y su historia');
  expect(post, 'the post is public').toBeDefined();
  const stored = (await (await fetch(`${baseURL}/api/v1/public/blog/post/${post!.slug}`)).json()) as PostAnswer;
  const html = stored.descripcion;
  expect(html).not.toContain('&nbsp;');
  expect(html).not.toContain('ql-cursor');
  expect(html).toContain(PARAGRAPH);

  const phone = await openPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(`/blog/post/${post!.slug}`);
  const body = phone.locator('p', { hasText: 'adelantaron en el camino' });
  await expect(body).toBeVisible();
  const sizes = await phone.evaluate(() => {
    const widest = Math.max(...Array.from(document.querySelectorAll('main *'), (e) => e.getBoundingClientRect().right));
    return { screen: innerWidth, page: document.documentElement.scrollWidth, widest };
  });
  expect(sizes.page, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.screen);
  expect(sizes.widest, 'something in the page is wider than the screen').toBeLessThanOrEqual(sizes.screen);
  // Polled: the server drew the paragraph, and the browser sanitises it again once it has hydrated the page.
  await expect
    .poll(async () => (await body.boundingBox())?.height, { message: 'the paragraph wraps onto several lines' })
    .toBeGreaterThan(60);
});
