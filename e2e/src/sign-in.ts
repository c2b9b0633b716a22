import type { Page } from 'playwright-core';
import type { SiteFixture } from './fixture.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './site.js';

/** Signs in through /login as a person does (the site's first admin unless told otherwise). */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A new page of the site, signed in as its first admin and on /admin. */
export async function adminPage(site: SiteFixture): Promise<Page> {
  const page = await site.page();
  await signIn(page);
  await page.waitForURL((u) => u.pathname === '/admin');
  return page;
}
