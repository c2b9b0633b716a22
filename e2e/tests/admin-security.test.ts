// Two-step sign-in in the back office, as administrators use it in Chromium: a passkey added in
// 'Seguridad' through a virtual authenticator (the DevTools protocol's WebAuthn domain), then used
// alone and as the second step; the authenticator app turned on with a code computed here from the
// secret it shows, then its codes and a recovery code at /login; 'Actividad' with those actions,
// filtered and downloaded as CSV; 'Exigir verificación en dos pasos' confining an administrator
// without it to 'Seguridad'. Each new screen passes axe-core at 1280 px, and 'Seguridad' and
// 'Actividad' fit a phone.
//
// A passkey needs a secure context and a relying party that is a domain: the pages are opened on
// http://localhost:<port> (a secure context), the server's relying party is the host they ask for.
// The tests follow one another: 'Actividad' shows what the first two did, and the last one signs
// in with a recovery code of the first.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addAdmin } from '../src/admin-api.js';
import { expectNoViolations } from '../src/axe.js';
import { expect, test as siteTest } from '../src/fixtures.js';
import { expectFits, PHONE, settled } from '../src/phone.js';
import { signIn, signInAsAdmin, submitPassword } from '../src/sign-in.js';

// The pages are on localhost (see above).
const test = siteTest.extend({
  baseURL: async ({ site }, use) => {
    const url = new URL(site.url);
    url.hostname = 'localhost';
    await use(url.origin);
  },
});
// It adds accounts, their second steps and the shop's rule: the file has a site of its own.
test.use({
  ownSite: 'admin-security',
  // Many sign-ins from this machine's one address.
  siteEnv: { LOGIN_RATE_LIMIT_IP: '10000', LOGIN_RATE_LIMIT_EMAIL_IP: '10000' },
  viewport: { width: 1280, height: 900 },
});
test.describe.configure({ mode: 'serial' });

type Account = Awaited<ReturnType<typeof addAdmin>>;
/** Made before the rule is turned on (then adding users needs a session of two steps). */
let ana: Account;
let beto: Account;
let carla: Account;
/** One of Ana's recovery codes, for a tab whose authenticator holds none of her passkeys. */
let anaRecoveryCode: string;

test.beforeAll(async ({ site }) => {
  [ana, beto, carla] = [
    await addAdmin(site.url, 'Ana'),
    await addAdmin(site.url, 'Beto'),
    await addAdmin(site.url, 'Carla'),
  ];
});

/**
 * A platform authenticator in `page`'s tab (Chromium's virtual one): it keeps discoverable
 * credentials and verifies its user at once, as a phone's fingerprint would. Answers its credentials.
 */
async function addVirtualAuthenticator(page: Page): Promise<() => Promise<Array<{ isResidentCredential: boolean }>>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** 'Seguridad', from the header's user menu. */
async function openSecurity(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Tu cuenta: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/admin/seguridad');
  await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
}

/** Signed in as `name`: the back office shows (on /admin, or on the screen last signed out from). */
async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('button', { name: `Tu cuenta: ${name}` })).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname.startsWith('/admin'));
}

/** The recovery codes just shown, once; 'Ya los guardé' hides them. */
async function takeRecoveryCodes(page: Page): Promise<string[]> {
  const shown = page.getByRole('region', { name: 'Tus códigos de recuperación' });
  await expect(shown.getByText('Guárdalos ahora: no se volverán a mostrar.')).toBeVisible();
  const codes = await shown.locator('code').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await settled(page);
  await expectNoViolations(page, 'Seguridad: códigos de recuperación');
  await shown.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(shown).toBeHidden();
  return codes;
}

const SECOND_STEP = { level: 1, name: 'Verificación en dos pasos' } as const;

test("a passkey added in 'Seguridad' signs in alone, and as the second step after the password", async ({ page }) => {
  const credentials = await addVirtualAuthenticator(page);
  await signIn(page, ana.email, ana.password);
  await expectSignedInAs(page, ana.name);
  await openSecurity(page, ana.name);
  await expectNoViolations(page, 'Seguridad');

  await page.getByLabel('Nombre de la llave').fill('Chromium de Ana');
  await page.getByRole('button', { name: 'Agregar llave de acceso' }).click();
  await expect(page.getByText('Llave de acceso «Chromium de Ana» agregada.')).toBeVisible();
  const codes = await takeRecoveryCodes(page);
  anaRecoveryCode = codes[0]!;
  const list = page.getByRole('list', { name: 'Tus llaves de acceso' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Chromium de Ana');
  await expect(list.getByRole('listitem')).toContainText('sin usar todavía');
  await expect(page.getByRole('heading', { level: 2, name: /Verificación en dos pasos.*Activada/ })).toBeVisible();
  expect(await credentials()).toEqual([expect.objectContaining({ isResidentCredential: true })]);
  // Shown once: not on the screen again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Códigos de recuperación' })).toBeVisible();
  await expect(page.getByText('Te quedan 10 códigos sin usar.')).toBeVisible();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  // The passkey alone: the browser offers the account it holds.
  await signOut(page);
  await page.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
  await expectSignedInAs(page, ana.name);

  // The password, then the passkey.
  await signOut(page);
  await submitPassword(page, ana.email, ana.password);
  await expect(page.getByRole('heading', SECOND_STEP)).toBeVisible();
  await expectNoViolations(page, '/login: segundo paso con llave de acceso');
  await page.getByRole('button', { name: 'Usar mi llave de acceso' }).click();
  await expectSignedInAs(page, ana.name);
});

test('the authenticator app is turned on with a code of its secret; then its codes and a recovery code sign in', async ({
  page,
}) => {
  await signIn(page, beto.email, beto.password);
  await expectSignedInAs(page, beto.name);
  await openSecurity(page, beto.name);
  await page.getByRole('button', { name: 'Configurar la app' }).click();
  const secretShown = page.getByText('O escribe esta clave en la app:').locator('code');
  await expect(secretShown).toBeVisible();
  await expect(page.getByRole('img', { name: 'Escanea este código QR con la app:' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page, 'Seguridad: configurar la app');
  const app = new TOTP({
    secret: Secret.fromBase32(((await secretShown.textContent()) ?? '').replace(/\s/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });

  const codeField = page.getByLabel('Código de 6 cifras que muestra la app');
  const wrong = app.generate() === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByText('El código no es correcto. Escribe el que muestra tu app ahora mismo.')).toBeVisible();
  await codeField.fill(app.generate());
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByText('Verificación en dos pasos activada.')).toBeVisible();
  const [recoveryCode] = await takeRecoveryCodes(page);
  await expect(page.getByRole('heading', { level: 2, name: /App de autenticación.*Activada/ })).toBeVisible();

  // The password, then a wrong code (the Spanish refusal), then the app's next code (the one the
  // app was confirmed with is used).
  await signOut(page);
  await submitPassword(page, beto.email, beto.password);
  await expect(page.getByRole('heading', SECOND_STEP)).toBeVisible();
  await expectNoViolations(page, '/login: segundo paso con la app');
  const code = page.getByLabel('Código de la app');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El código no es correcto. Revisa tu app o usa un código de recuperación.',
  );
  await code.fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedInAs(page, beto.name);

  // The password, then a recovery code.
  await signOut(page);
  await submitPassword(page, beto.email, beto.password);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(recoveryCode!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedInAs(page, beto.name);
});

test("'Actividad' shows those sign-ins and changes, filters them by action, and downloads them as CSV", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Actividad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
  const rows = page.locator('tr[data-row-key]');
  const row = (text: string) => rows.filter({ hasText: text });
  await expect(row('Inició sesión con una llave de acceso.').filter({ hasText: 'Ana' })).toHaveCount(1);
  await expect(row('Inició sesión con su contraseña y una llave de acceso.').filter({ hasText: 'Ana' })).toHaveCount(1);
  await expect(row('Agregó la llave de acceso «Chromium de Ana» y activó la verificación en dos pasos.')).toHaveCount(
    1,
  );
  await expect(row('Activó la app de autenticación (y recibió códigos de recuperación nuevos).')).toHaveCount(1);
  await expect(
    row('Inició sesión con su contraseña y la app de autenticación.').filter({ hasText: 'Beto' }),
  ).toHaveCount(1);
  await expect(row('Usó un código de recuperación para entrar.').filter({ hasText: 'Beto' })).toHaveCount(1);
  await expect(row('Código de verificación en dos pasos incorrecto.').filter({ hasText: 'Beto' })).toHaveCount(1);
  await settled(page);
  await expectNoViolations(page, 'Actividad');

  const action = page.getByRole('combobox', { name: 'Acción' });
  await action.click();
  await action.fill('Llave de acceso agregada');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Llave de acceso agregada' }).click();
  await expect(page).toHaveURL((u) => u.searchParams.get('accion') === 'passkey-added');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Llave de acceso agregada');
  await expect(rows.first()).toContainText('Llave de acceso «Chromium de Ana»');
  await expect(rows.first()).toContainText('Ana');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^actividad-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('fecha,quién,tipo,acción,registro,id,nombre,dirección,descripción');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',Ana,usuario,passkey-added,llave,');
  expect(lines[1]).toContain('Chromium de Ana');
});

test("'Seguridad' and 'Actividad' fit a phone", async ({ openPage }, testInfo) => {
  const phone = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await signInAsAdmin(phone);
  await phone.goto('/admin/seguridad');
  await expect(phone.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
  await expect(phone.getByRole('status')).toHaveCount(0);
  await expectFits(phone, testInfo, 'seguridad');
  await phone.getByRole('button', { name: 'Configurar la app' }).tap();
  await expect(phone.getByText('O escribe esta clave en la app:')).toBeVisible();
  await expectFits(phone, testInfo, 'seguridad-configurar-app');

  await phone.goto('/admin/actividad');
  await expect(phone.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
  await expect(phone.locator('tr[data-row-key]').first()).toBeVisible();
  await expectFits(phone, testInfo, 'actividad');
});

test("'Exigir verificación en dos pasos': an administrator without it lands on 'Seguridad' and is refused elsewhere", async ({
  page,
  openPage,
  site,
}) => {
  // Ana, in a session of two steps (this tab's authenticator holds none of her passkeys: her password
  // and a recovery code), turns the rule on.
  await signIn(page, ana.email, ana.password);
  await expect(page.getByRole('heading', SECOND_STEP)).toBeVisible();
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(anaRecoveryCode);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectSignedInAs(page, ana.name);
  await openSecurity(page, ana.name);
  const rule = page.getByRole('switch', { name: 'Exigir verificación en dos pasos' });
  await rule.click();
  await expect(
    page.getByText('Ahora todos los administradores deben usar la verificación en dos pasos.'),
  ).toBeVisible();
  await expect(rule).toBeChecked();

  try {
    // Carla has no second step: she signs in, and lands on 'Seguridad', told why.
    const carlas = await openPage();
    await signIn(carlas, carla.email, carla.password);
    await expect(carlas).toHaveURL((u) => u.pathname === '/admin/seguridad');
    await expect(carlas.getByText('Esta tienda exige la verificación en dos pasos.')).toBeVisible();
    await expect(carlas.getByRole('status')).toHaveCount(0);
    await settled(carlas);
    await expectNoViolations(carlas, 'Seguridad: la tienda exige dos pasos');
    // Any other screen sends her back; the API refuses her its calls, in Spanish.
    await carlas.goto('/admin/categoria');
    await expect(carlas).toHaveURL((u) => u.pathname === '/admin/seguridad');
    const token = await carlas.evaluate(() => sessionStorage.getItem('token'));
    const refused = await fetch(`${site.url}/api/v1/admin/categoria`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Esta tienda exige la verificación en dos pasos: actívala en Seguridad para usar el panel.',
    );
  } finally {
    await rule.click();
    await expect(page.getByText('La verificación en dos pasos ya no es obligatoria.')).toBeVisible();
  }
});
