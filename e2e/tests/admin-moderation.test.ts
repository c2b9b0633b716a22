// The back office's own screens against the real API and the seeded demo data (2 pending
// comments): moderating comments, and managing users through the UI.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteFixture } from '../src/fixture.js';
import { signIn } from '../src/sign-in.js';
import { ADMIN_EMAIL } from '../src/site.js';

const t = siteFixture();

const LAST_ADMIN = 'No se puede quitar el rol de administrador al último administrador.';

async function logIn(page: Page) {
  await signIn(page);
  await page.getByText('Bienvenido al Panel de Administración').waitFor();
}

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${t.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  assert.ok(res.ok, `${path}: ${res.status}`);
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
  return page.locator('.ant-form-item').filter({ has: page.getByLabel(label) }).locator('.ant-form-item-explain-error');
}

describe('admin moderation', () => {
  it('approves a pending comment (it reaches the public list) and deletes another, after a confirmation', async () => {
    const page = await t.page();
    await logIn(page);
    // The home and the menu count what waits.
    await page.getByRole('link', { name: 'Comentarios (2 pendientes)' }).waitFor();
    await page.getByRole('link', { name: 'Moderar comentarios pendientes' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/comentario');
    await page.getByRole('heading', { name: 'Comentarios Pendientes', level: 1 }).waitFor();

    const before = await getJson<Array<{ nombre: string }>>('/public/comentarios');
    assert.ok(!before.some((c) => c.nombre === 'Fernanda Castillo'));

    const fernanda = commentCard(page, 'Fernanda Castillo');
    await fernanda.getByRole('img', { name: 'Calificación: 4 de 5' }).waitFor();
    await fernanda.getByText('fer.castillo@example.com').waitFor();
    await fernanda.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('Comentario aprobado.').waitFor();
    await fernanda.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Comentarios (1 pendiente)' }).waitFor();

    const after = await getJson<Array<{ nombre: string; mail: string }>>('/public/comentarios');
    const approved = after.find((c) => c.nombre === 'Fernanda Castillo');
    assert.ok(approved, 'el comentario aprobado aparece en la lista pública');
    assert.equal(approved.mail, 'fer.castillo@example.com');

    const ricardo = commentCard(page, 'Ricardo Gómez');
    await ricardo.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '¿Eliminar este comentario?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Comentario eliminado.').waitFor();
    await page.getByText('No hay comentarios pendientes.').waitFor();
    await page.getByRole('link', { name: 'Comentarios', exact: true }).waitFor();

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    assert.deepEqual(await getJson('/admin/comentarios/pendientes', token ?? undefined), []);
    const finalList = await getJson<Array<{ nombre: string }>>('/public/comentarios');
    assert.ok(!finalList.some((c) => c.nombre === 'Ricardo Gómez'), 'el comentario eliminado no se publica');
  });

  it('creates and edits a user through the UI, and refuses to demote the last administrator', async () => {
    const page = await t.page();
    await logIn(page);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('heading', { name: 'Usuarios', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Agregar usuario' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/user/create');

    // The password is required on create.
    await page.getByLabel('Nombre').fill('Carla Cajera');
    await page.getByLabel('Email').fill('carla@pasteleria.test');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await fieldError(page, 'Contraseña').filter({ hasText: 'El campo contraseña es obligatorio.' }).waitFor();
    await page.getByLabel('Contraseña').fill('clave-de-carla-1');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await page.getByText('Usuario creado exitosamente.').waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/user');
    const row = page.locator('tr').filter({ hasText: 'carla@pasteleria.test' });
    await row.getByText('Usuario', { exact: true }).waitFor();

    // Edit: a new name and a new password.
    await row.getByRole('link', { name: 'Editar a Carla Cajera' }).click();
    await page.waitForURL((u) => /^\/admin\/user\/edit\/\d+$/.test(u.pathname));
    const name = page.getByLabel('Nombre');
    await page.waitForFunction(() => (document.querySelector('#name') as HTMLInputElement | null)?.value === 'Carla Cajera');
    await name.fill('Carla Encargada');
    await page.getByLabel('Nueva contraseña').fill('otra-clave-de-carla');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Usuario actualizado correctamente.').waitFor();
    await page.waitForURL((u) => u.pathname === '/admin/user');
    await page.locator('tr').filter({ hasText: 'Carla Encargada' }).waitFor();

    const login = await fetch(`${t.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'carla@pasteleria.test', password: 'otra-clave-de-carla' }),
    });
    assert.equal(login.status, 200, 'la nueva contraseña funciona');

    // The only administrator cannot lose the role.
    await page.locator('tr').filter({ hasText: ADMIN_EMAIL }).getByRole('link', { name: /^Editar a / }).click();
    await page.waitForFunction(
      (email) => (document.querySelector('#email') as HTMLInputElement | null)?.value === email,
      ADMIN_EMAIL,
    );
    await choose(page, 'Rol', 'Usuario');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await fieldError(page, 'Rol').filter({ hasText: LAST_ADMIN }).waitFor();
    await page.getByText('No se pudo guardar el usuario. Revisa los campos marcados.').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/admin\/user\/edit\/\d+$/);

    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const users = await getJson<Array<{ email: string; roles: Array<{ name: string }> }>>('/admin/user', token ?? undefined);
    assert.deepEqual(users.find((u) => u.email === ADMIN_EMAIL)?.roles, [{ name: 'admin' }]);
  });
});
