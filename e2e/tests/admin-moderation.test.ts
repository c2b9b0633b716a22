// The back office's own screens against the real API and the seeded demo data (2 pending
// comments): moderating comments, and managing users through the UI.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { signIn } from '../src/sign-in.js';
import { ADMIN_EMAIL } from '../src/site.js';

// The tests approve and delete comments and add a user: the file has a site of its own.
test.use({ ownSite: 'admin-moderation' });

const LAST_ADMIN = 'No se puede quitar el rol de administrador al último administrador.';

async function logIn(page: Page) {
  await signIn(page);
  await expect(page.getByText('Bienvenido al Panel de Administración')).toBeVisible();
}

async function getJson<T>(base: string, path: string, token?: string | null): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** The card of one pending comment, found by the commenter's name. */
function commentCard(page: Page, name: string) {
  return page.locator('.ant-card').filter({ has: page.getByRole('heading', { name }) });
}

/** Picks `option` in the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

/** The message antd shows under the form field labelled `label`. */
function fieldError(page: Page, label: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label) })
    .locator('.ant-form-item-explain-error');
}

test.describe('admin moderation', () => {
  test('approves a pending comment (it reaches the public list) and deletes another, after a confirmation', async ({
    page,
    site,
  }) => {
    await logIn(page);
    // The home and the menu count what waits.
    await expect(page.getByRole('link', { name: 'Comentarios (2 pendientes)' })).toBeVisible();
    await page.getByRole('link', { name: 'Moderar comentarios pendientes' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/comentario');
    await expect(page.getByRole('heading', { name: 'Comentarios Pendientes', level: 1 })).toBeVisible();

    const before = await getJson<Array<{ nombre: string }>>(site.url, '/public/comentarios');
    expect(before.map((c) => c.nombre)).not.toContain('Fernanda Castillo');

    const fernanda = commentCard(page, 'Fernanda Castillo');
    await expect(fernanda.getByRole('img', { name: 'Calificación: 4 de 5' })).toBeVisible();
    await expect(fernanda.getByText('fer.castillo@example.com')).toBeVisible();
    await fernanda.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Comentario aprobado.')).toBeVisible();
    await expect(fernanda).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Comentarios (1 pendiente)' })).toBeVisible();

    const after = await getJson<Array<{ nombre: string; mail: string }>>(site.url, '/public/comentarios');
    const approved = after.find((c) => c.nombre === 'Fernanda Castillo');
    expect(approved, 'el comentario aprobado aparece en la lista pública').toBeDefined();
    expect(approved?.mail).toBe('fer.castillo@example.com');

    const ricardo = commentCard(page, 'Ricardo Gómez');
    await ricardo.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '¿Eliminar este comentario?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Comentario eliminado.')).toBeVisible();
    await expect(page.getByText('No hay comentarios pendientes.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comentarios', exact: true })).toBeVisible();

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(await getJson(site.url, '/admin/comentarios/pendientes', token)).toEqual([]);
    const finalList = await getJson<Array<{ nombre: string }>>(site.url, '/public/comentarios');
    expect(
      finalList.map((c) => c.nombre),
      'el comentario eliminado no se publica',
    ).not.toContain('Ricardo Gómez');
  });

  test('creates and edits a user through the UI, and refuses to demote the last administrator', async ({
    page,
    site,
  }) => {
    await logIn(page);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Agregar usuario' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/user/create');

    // The password is required on create.
    await page.getByLabel('Nombre').fill('Carla Cajera');
    await page.getByLabel('Email').fill('carla@pasteleria.test');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      fieldError(page, 'Contraseña').filter({ hasText: 'El campo contraseña es obligatorio.' }),
    ).toBeVisible();
    await page.getByLabel('Contraseña').fill('clave-de-carla-1');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Usuario creado exitosamente.')).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/user');
    const row = page.locator('tr').filter({ hasText: 'carla@pasteleria.test' });
    await expect(row.getByText('Usuario', { exact: true })).toBeVisible();

    // Edit: a new name and a new password.
    await row.getByRole('link', { name: 'Editar a Carla Cajera' }).click();
    await expect(page).toHaveURL((u) => /^\/admin\/user\/edit\/\d+$/.test(u.pathname));
    const name = page.getByLabel('Nombre');
    await expect(page.locator('#name')).toHaveValue('Carla Cajera');
    await name.fill('Carla Encargada');
    await page.getByLabel('Nueva contraseña').fill('otra-clave-de-carla');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Usuario actualizado correctamente.')).toBeVisible();
    await expect(page).toHaveURL((u) => u.pathname === '/admin/user');
    await expect(page.locator('tr').filter({ hasText: 'Carla Encargada' })).toBeVisible();

    const login = await fetch(`${site.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'carla@pasteleria.test', password: 'otra-clave-de-carla' }),
    });
    expect(login.status, 'la nueva contraseña funciona').toBe(200);

    // The only administrator cannot lose the role.
    await page
      .locator('tr')
      .filter({ hasText: ADMIN_EMAIL })
      .getByRole('link', { name: /^Editar a / })
      .click();
    await expect(page.locator('#email')).toHaveValue(ADMIN_EMAIL);
    await choose(page, 'Rol', 'Usuario');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(fieldError(page, 'Rol').filter({ hasText: LAST_ADMIN })).toBeVisible();
    await expect(page.getByText('No se pudo guardar el usuario. Revisa los campos marcados.')).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/user\/edit\/\d+$/);

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const users = await getJson<Array<{ email: string; roles: Array<{ name: string }> }>>(
      site.url,
      '/admin/user',
      token,
    );
    expect(users.find((u) => u.email === ADMIN_EMAIL)?.roles).toEqual([{ name: 'admin' }]);
  });
});
