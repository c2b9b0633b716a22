// /login and the /admin guard, across the federation boundary: the admin remote writes the token
// into the shared auth store, and a 401 from the API logs the admin out.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures.js';
import { signIn } from '../src/sign-in.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../src/site.js';

const logIn = signIn;
const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));
const onPath = (path: string) => (u: URL) => u.pathname === path;

test.describe('admin access', () => {
  test('/admin without a session goes to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(onPath('/login'));
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  });

  test('wrong credentials show a Spanish error and keep the visitor on /login', async ({ page }) => {
    await logIn(page, ADMIN_EMAIL, 'una-clave-equivocada');
    await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await sessionToken(page)).toBeNull();
  });

  test('an admin logs in, lands on /admin with the side menu, and the session survives a reload', async ({ page }) => {
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(onPath('/admin'));
    await expect(page.getByText('Bienvenido al Panel de Administración')).toBeVisible();
    await expect(page.getByText('Aquí puedes gestionar los contenidos del sistema.')).toBeVisible();
    expect((await sessionToken(page))?.length ?? 0).toBeGreaterThanOrEqual(20);
    // In the menu (the home's figures also link to some sections).
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    for (const path of ['user', 'categoria', 'producto', 'empresa', 'slide', 'post', 'pagina', 'comentario']) {
      await expect(menu.locator(`a[href="/admin/${path}"]`), `menú: /admin/${path}`).toHaveCount(1);
    }
    await page.reload();
    await expect(page.getByText('Bienvenido al Panel de Administración')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  test('a revoked token: the next API call answers 401 and the admin is sent to /login', async ({ page, site }) => {
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByText('Bienvenido al Panel de Administración')).toBeVisible();
    const token = await sessionToken(page);
    // revoke it behind the page's back
    const res = await fetch(`${site.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(onPath('/login'));
    expect(await sessionToken(page)).toBeNull();
  });

  test('Cerrar sesión ends the session', async ({ page }) => {
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page.getByText('Bienvenido al Panel de Administración')).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(onPath('/login'));
    expect(await sessionToken(page)).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(onPath('/login'));
  });
});
