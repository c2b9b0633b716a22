// /login and the /admin guard, across the federation boundary: the admin remote writes the token
// into the shared auth store, and a 401 from the API logs the admin out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteFixture } from '../src/fixture.js';
import { signIn } from '../src/sign-in.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../src/site.js';

const t = siteFixture();

const logIn = signIn;

describe('admin access', () => {
  it('/admin without a session goes to /login', async () => {
    const page = await t.page();
    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByLabel('Correo electrónico').waitFor();
  });

  it('wrong credentials show a Spanish error and keep the visitor on /login', async () => {
    const page = await t.page();
    await logIn(page, ADMIN_EMAIL, 'una-clave-equivocada');
    await page.getByText('Correo o contraseña incorrectos.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
  });

  it('an admin logs in, lands on /admin with the side menu, and the session survives a reload', async () => {
    const page = await t.page();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByText('Bienvenido al Panel de Administración').waitFor();
    await page.getByText('Aquí puedes gestionar los contenidos del sistema.').waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    assert.ok(token && token.length >= 20);
    // In the menu (the home's figures also link to some sections).
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    for (const path of ['user', 'categoria', 'producto', 'empresa', 'slide', 'post', 'pagina', 'comentario']) {
      assert.equal(await menu.locator(`a[href="/admin/${path}"]`).count(), 1, `menú: /admin/${path}`);
    }
    await page.reload();
    await page.getByText('Bienvenido al Panel de Administración').waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin');
  });

  it('a revoked token: the next API call answers 401 and the admin is sent to /login', async () => {
    const page = await t.page();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByText('Bienvenido al Panel de Administración').waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    // revoke it behind the page's back
    const res = await fetch(`${t.url}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    assert.ok(res.ok);
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
  });

  it('Cerrar sesión ends the session', async () => {
    const page = await t.page();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByText('Bienvenido al Panel de Administración').waitFor();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
