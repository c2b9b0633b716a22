import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './site.js';

/** Types the e-mail and password into /login as it shows now, and sends them. */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in through /login as a person does (the site's first admin unless told otherwise). */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitPassword(page, email, password);
}

/** Signs `page` in as the site's first admin and waits until it is on /admin. */
export async function signInAsAdmin(page: Page): Promise<Page> {
  await signIn(page);
  await expect(page).toHaveURL((u) => u.pathname === '/admin');
  return page;
}
