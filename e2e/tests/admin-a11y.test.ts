// axe-core on the back office, on a desktop and on a tablet: every screen, and its pop-ups open
// (delete questions, the leave question, select lists, the editor's pickers and link box, the
// folded menu opened), with no WCAG 2.1 A/AA violation. Nothing here changes the shop's data.
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { settled } from '../src/phone.js';
import { signInAsAdmin } from '../src/sign-in.js';

const WIDTHS = [
  ['escritorio', { width: 1280, height: 900 }],
  ['tableta', { width: 820, height: 1180 }],
] as const;

const LISTS = ['user', 'categoria', 'producto', 'empresa', 'slide', 'post', 'pagina'];
const FORMS = [...LISTS.map((name) => `${name}/create`), 'categoria/edit/1', 'post/edit/1', 'user/edit/1'];

async function check(page: Page, where: string): Promise<void> {
  await settled(page);
  await expectNoViolations(page, where);
}

/** Opens `/admin/{path}` and waits for its heading (and its editor, on a form that has one). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path.includes('/'))
    await expect(page.locator('form').getByRole('button', { name: /^(Guardar|Crear usuario)/ })).toBeEnabled();
  const editors = page.locator('.ql-editor');
  if (/^(categoria|producto|post|pagina)\//.test(path)) await expect(editors.first()).toBeVisible();
}

/** Opens one of the editor's pickers, checks the page, and closes it again. */
async function withPicker(page: Page, picker: Locator, where: string): Promise<void> {
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await check(page, where);
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
}

for (const [label, viewport] of WIDTHS) {
  test.describe(`back office accessibility (axe-core), ${label} ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/login, empty and refused', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await check(page, `${label} /login`);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByText('Ingresa tu correo electrónico.')).toBeVisible();
      await check(page, `${label} /login con errores`);
    });

    test('home, lists and their delete questions', async ({ page }) => {
      // Eight screens and a question, each checked whole by axe-core: on CI's two busy cores more than
      // the default time.
      test.slow();
      await signInAsAdmin(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `${label} /admin`);
      for (const path of LISTS) {
        await open(page, path);
        await expect(page.locator('tr[data-row-key]').first()).toBeVisible();
        await check(page, `${label} /admin/${path}`);
      }
      // A delete question open over its list.
      await page
        .getByRole('button', { name: /^Eliminar / })
        .first()
        .click();
      await expect(page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await check(page, `${label} /admin/pagina, pregunta de borrado`);
      await page.keyboard.press('Escape');

      await open(page, 'versiones');
      await expect(page.getByRole('heading', { level: 2, name: /Blog/ })).toBeVisible();
      // Its questions, over releases this site does not have, are checked by releases.test.ts.
      await check(page, `${label} /admin/versiones`);

      await open(page, 'comentario');
      await check(page, `${label} /admin/comentario`);
      await page.getByRole('button', { name: 'Eliminar' }).first().click();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await check(page, `${label} /admin/comentario, pregunta de borrado`);
      await page.keyboard.press('Escape');
    });

    test('every form, its errors and the leave question', async ({ page }) => {
      // Ten forms, each checked by axe-core empty, with its errors and with the leave question.
      test.slow();
      await signInAsAdmin(page);
      for (const path of FORMS) {
        await open(page, path);
        await check(page, `${label} /admin/${path}`);
      }
      await open(page, 'slide/create');
      await page.locator('form').getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('La imagen es obligatoria.')).toBeVisible();
      await check(page, `${label} /admin/slide/create con errores`);

      await page.locator('form').getByLabel('Frase').fill('Cambio sin guardar');
      await page.getByRole('button', { name: 'Volver' }).click();
      await expect(page.getByRole('dialog', { name: 'Hay cambios sin guardar' })).toBeVisible();
      await check(page, `${label} pregunta de salida`);
      await page.getByRole('button', { name: 'Seguir editando' }).click();
    });

    test('the product form with its lists, pickers and link box open', async ({ page }) => {
      await signInAsAdmin(page);
      await open(page, 'producto/create');
      const form = page.locator('form');
      await form.getByRole('combobox', { name: 'Categoría' }).click();
      await expect(page.getByRole('listbox')).toBeAttached();
      await check(page, `${label} producto: lista de categorías`);
      await page.keyboard.press('Escape');

      const toolbar = page.locator('.ql-toolbar').first();
      for (const name of ['Encabezado', 'Color del texto', 'Color de fondo', 'Alineación'])
        await withPicker(page, toolbar.getByRole('button', { name, exact: true }), `${label} producto: ${name}`);

      const editor = page.getByRole('textbox', { name: 'Descripción', exact: true });
      await editor.click();
      await page.keyboard.type('Pan de elote');
      await page.keyboard.press('ControlOrMeta+a');
      await toolbar.getByRole('button', { name: 'Enlace' }).click();
      await expect(page.getByRole('textbox', { name: 'Dirección del enlace' })).toBeFocused();
      await check(page, `${label} producto: enlace`);
      await page.keyboard.press('Escape');
    });

    if (viewport.width < 992)
      test('the folded menu, opened', async ({ page }) => {
        await signInAsAdmin(page);
        await page.getByRole('button', { name: 'Mostrar menú' }).click();
        const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
        await expect(menu.getByRole('link', { name: 'Productos' })).toBeVisible();
        await check(page, `${label} menú abierto`);
      });
  });
}
