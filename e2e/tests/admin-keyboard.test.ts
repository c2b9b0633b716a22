// The back office with the keyboard alone: sign in, create a product with its rich text, category
// and picture, delete one after its question, approve a comment, see where the keyboard is on a
// list, and the folded menu on a tablet.
// Focus follows the person: to each new page's heading, into a question and back out of it, and on
// to the next item once one is gone.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../src/fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../src/site.js';

// It creates, deletes and approves: the file has a site of its own.
test.use({ ownSite: 'admin-keyboard' });

/** More Tab stops than any admin page has: a target not reached within them is not reachable. */
const MAX_TABS = 80;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, { back = false } = {}): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} no recibe el foco con ${back ? 'Mayús+Tab' : 'Tab'}`);
}

/** Signs in by keyboard: the e-mail field has the cursor when /login opens. */
async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido al Panel de Administración' })).toBeFocused();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Secciones del panel' });
const form = (page: Page) => page.locator('form.admin-form');

test('sign in, then create a product with rich text, category and picture, all by keyboard', async ({ page }) => {
  await signInByKeyboard(page);

  await tabTo(page, menu(page).getByRole('link', { name: 'Productos' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Agregar producto' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeFocused();

  await tabTo(page, form(page).getByLabel('Nombre', { exact: true }));
  await page.keyboard.type('Rosca de Reyes');
  await tabTo(page, form(page).getByLabel('Título', { exact: true }));
  await page.keyboard.type('Rosca de Reyes tradicional');

  // The rich text: typed into, then Tab moves on to the next field and Shift+Tab comes back.
  const editor = form(page).getByRole('textbox', { name: 'Descripción', exact: true });
  await tabTo(page, editor);
  await page.keyboard.type('Rosca esponjosa con ate, higo y azúcar, para compartir el 6 de enero.');
  await page.keyboard.press('Tab');
  const short = form(page).getByLabel('Descripción corta', { exact: true });
  await expect(short).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rosca con ate y higo.');

  await tabTo(page, form(page).getByLabel('Precio', { exact: true }));
  await page.keyboard.type('380');

  const categoria = form(page).getByRole('combobox', { name: 'Categoría' });
  await tabTo(page, categoria);
  await page.keyboard.type('Pan dul');
  await page.keyboard.press('Enter');
  await expect(
    form(page)
      .locator('.ant-form-item')
      .filter({ has: page.getByText('Categoría', { exact: true }) }),
  ).toContainText('Pan dulce');

  const choose = form(page).getByRole('button', { name: 'Elegir imagen' });
  await tabTo(page, choose);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d4a373' } })
    .png()
    .toBuffer();
  await (await chooser).setFiles({ name: 'rosca.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeVisible();
  // Focus stayed on the picture's button, now 'Cambiar imagen'.
  await expect(form(page).getByRole('button', { name: 'Cambiar imagen' })).toBeFocused();

  await tabTo(page, form(page).getByRole('button', { name: 'Guardar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Producto creado exitosamente.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeFocused();
  await expect(page.locator('tr[data-row-key]', { hasText: 'Rosca de Reyes' })).toHaveCount(1);
});

test('delete after the question, by keyboard: focus goes into it, back out on Escape, then to the next row', async ({
  page,
}) => {
  await signInByKeyboard(page);
  await tabTo(page, menu(page).getByRole('link', { name: 'Slides' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Slides' })).toBeFocused();
  const rows = page.locator('tr[data-row-key]');
  // The heading takes focus as soon as it shows; the rows may still be on their way.
  await expect(rows.nth(1)).toBeVisible();
  const before = await rows.count();

  const first = rows.first().getByRole('button', { name: /^Eliminar / });
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const question = page.getByRole('tooltip').filter({ hasText: '¿Borrar Slide?' });
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(first).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Eliminar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Slide eliminado.')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  // The next row's delete button, where the person's hand already is.
  await expect(rows.first().getByRole('button', { name: /^Eliminar / })).toBeFocused();
});

test('approve a comment by keyboard: focus moves on to the next one', async ({ page }) => {
  await signInByKeyboard(page);
  await tabTo(page, menu(page).getByRole('link', { name: /^Comentarios/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Comentarios Pendientes' })).toBeFocused();
  // The cards themselves (each card's actions are a list of their own).
  const cards = page.getByRole('list', { name: 'Comentarios pendientes' }).locator(':scope > li');
  const before = await cards.count();
  expect(before).toBeGreaterThan(1);

  await tabTo(page, cards.first().getByRole('button', { name: 'Aprobar' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Comentario aprobado.')).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
  await expect(cards.first().getByRole('button', { name: 'Aprobar' })).toBeFocused();
});

test("the list's search box and its sortable column heads show where the keyboard is", async ({ page }) => {
  await signInByKeyboard(page);
  await tabTo(page, menu(page).getByRole('link', { name: 'Productos' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeFocused();
  // The site's raspberry ring, as on the row links: antd's own marks are a faint shadow on the
  // search box and nothing on a column head.
  const ringed = async (target: Locator) => {
    await expect(target).toHaveCSS('outline-style', 'solid');
    await expect(target).toHaveCSS('outline-width', '2px');
    await expect(target).toHaveCSS('outline-color', 'rgb(194, 24, 91)');
  };
  const search = page.getByRole('searchbox', { name: 'Buscar en Productos' });
  await tabTo(page, search);
  await ringed(page.locator('.admin-list__search .ant-input-affix-wrapper'));
  const orderHead = page.getByRole('columnheader', { name: 'Orden' });
  await tabTo(page, orderHead);
  await ringed(orderHead);
  await expect(search.locator('xpath=ancestor::span[contains(@class, "ant-input-affix-wrapper")]')).toHaveCSS(
    'outline-style',
    'none',
  );
});

test.describe('on a tablet (820 px)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the folded menu has no hidden Tab stops; opened, its links come right after its button', async ({ page }) => {
    await signInByKeyboard(page);
    const toggle = page.getByRole('button', { name: 'Mostrar menú' });
    // Every stop on the way round the page is something the person can see.
    const seen: string[] = [];
    for (let presses = 0; presses < MAX_TABS && !(await isFocused(toggle)); presses += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return { name, visible: box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth };
      });
      if (!stop) continue;
      seen.push(stop.name);
      expect(stop.visible, `parada de Tab invisible: ${stop.name} (después de ${seen.join(' → ')})`).toBe(true);
    }
    await expect(toggle).toBeFocused();
    expect(seen).not.toContain('Usuarios');

    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Ocultar menú' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('.admin-brand')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Resumen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Usuarios' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeFocused();
    // Chosen, the section's page has the screen: the menu folds away again.
    await expect(page.getByRole('button', { name: 'Mostrar menú' })).toHaveAttribute('aria-expanded', 'false');
  });
});
