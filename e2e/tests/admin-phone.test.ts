// The back office on a phone (390×844, touch): every screen, its forms and its dialogs fit the
// window's width (nothing wider, nothing that scrolls sideways); a list shows each row's picture,
// name and buttons in sight; a row is reordered by dragging its grip with a finger. Each screen is
// saved as a picture in the test's output folder, and checked with axe-core.
import type { Locator, Page } from '@playwright/test';
import { adminToken } from '../src/admin-api.js';
import { expect, test } from '../src/fixtures.js';
import { expectFits, PHONE } from '../src/phone.js';
import { blogBundle, publishBlog } from '../src/release-bundles.js';
import { signInAsAdmin } from '../src/sign-in.js';
import { orderACake } from '../src/site-events.js';

// It reorders slides, publishes a release and creates a deploy key: the file has a site of its own.
test.use({
  ownSite: 'admin-phone',
  // Each test signs in: the login limits (meant for one person guessing a password) would refuse the file.
  siteEnv: { LOGIN_RATE_LIMIT_IP: '10000', LOGIN_RATE_LIMIT_EMAIL_IP: '10000' },
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
});

/** A visitor's phone (a headless browser's own name would be taken for a crawler, and not counted). */
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

const LISTS = ['categoria', 'producto', 'empresa', 'slide', 'post', 'pagina'];

/** Opens `/admin/{path}` and waits for its heading, and for its form's button on a form. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path.includes('/'))
    await expect(page.locator('form').getByRole('button', { name: /^(Guardar|Crear usuario)/ })).toBeEnabled();
  if (/^(categoria|producto|post|pagina)\//.test(path)) await expect(page.locator('.ql-editor').first()).toBeVisible();
}

/** Fails unless `locator` shows, its box within the phone's width. */
async function expectInSight(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, String(locator)).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, String(locator)).toBeLessThanOrEqual(PHONE.width);
}

const shotName = (path: string) => path.replaceAll('/', '-') || 'resumen';

test('/login fits a phone', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expectFits(page, testInfo, 'login');
});

test("'Resumen', the open menu and every list fit, each row's picture, name and buttons in sight", async ({
  page,
  openPage,
}, testInfo) => {
  // Thirteen screens, each checked with axe-core.
  test.slow();
  // A visit with an order: 'Resumen' shows its figures, chart and rankings.
  await orderACake(await openPage({ userAgent: PHONE_CHROME }));
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Productos más pedidos' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
  // The header names the shop in full.
  const shop = ((await (await page.request.get('/config.json')).json()) as { site: { name: string } }).site.name;
  const shopName = page.locator('.admin-header__shop');
  await expect(shopName).toHaveText(shop);
  expect(await shopName.evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true);
  await expectFits(page, testInfo, 'resumen');
  // The calendar of one's own dates.
  await page.getByLabel('Desde').tap();
  await expect(page.locator('.admin-summary-calendar')).toBeVisible();
  await expectFits(page, testInfo, 'resumen-calendario', { popUp: true });
  await page.keyboard.press('Escape');
  await expect(page.locator('.admin-summary-calendar')).toBeHidden();

  await page.getByRole('button', { name: 'Mostrar menú' }).tap();
  await expect(
    page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Productos' }),
  ).toBeVisible();
  await expectFits(page, testInfo, 'menu', { popUp: true });
  await page.getByRole('button', { name: 'Ocultar menú' }).tap();

  for (const path of LISTS) {
    await open(page, path);
    const row = page.locator('tr[data-row-key]').first();
    await expect(row).toBeVisible();
    await expectFits(page, testInfo, path);
    const editar = row.getByRole('link', { name: /^Editar / });
    const name = ((await editar.getAttribute('aria-label')) ?? '').replace(/^Editar /, '');
    await expectInSight(row.getByText(name, { exact: true }).first());
    await expectInSight(row.locator('img'));
    await expectInSight(editar);
    await expectInSight(row.getByRole('button', { name: `Eliminar ${name}` }));
  }

  // A delete question over its list.
  await page
    .getByRole('button', { name: /^Eliminar / })
    .first()
    .tap();
  await expect(page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectFits(page, testInfo, 'pagina-pregunta-de-borrado', { popUp: true });
});

for (const name of LISTS)
  test(`/admin/${name}: its create and edit forms fit`, async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    await open(page, name);
    const edit = await page
      .locator('tr[data-row-key]')
      .first()
      .getByRole('link', { name: /^Editar / })
      .getAttribute('href');
    for (const path of [`${name}/create`, (edit ?? '').replace('/admin/', '')]) {
      await open(page, path);
      await expectFits(page, testInfo, shotName(path));
    }
  });

test("users, comments and 'Versiones' with its dialogs fit", async ({ page, site }, testInfo) => {
  // Eleven screens, each checked with axe-core.
  test.slow();
  await publishBlog(site.url, await adminToken(site.url), '2.0.0-telefono', await blogBundle('Blog del teléfono'));
  await signInAsAdmin(page);
  for (const path of ['user', 'user/create', 'user/edit/1', 'comentario']) {
    await open(page, path);
    if (path === 'comentario') await expect(page.getByRole('status')).toHaveCount(0);
    await expectFits(page, testInfo, shotName(path));
  }

  await open(page, 'versiones');
  await expect(page.getByRole('heading', { level: 2, name: /Blog/ })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectFits(page, testInfo, 'versiones');

  await page.getByRole('button', { name: /^Publicar 2\.0\.0-telefono/ }).tap();
  await expect(page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectFits(page, testInfo, 'versiones-pregunta-publicar', { popUp: true });
  await page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' }).tap();
  await expect(page.getByRole('tooltip')).toBeHidden();

  await page.getByRole('button', { name: /^Iniciar despliegue gradual de 2\.0\.0-telefono/ }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectFits(page, testInfo, 'versiones-despliegue-gradual', { popUp: true });
  await dialog.getByRole('button', { name: 'Iniciar despliegue gradual' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Detener y revertir el despliegue/ })).toBeVisible();
  await expectFits(page, testInfo, 'versiones-despliegue-en-curso');
  await page.getByRole('button', { name: /^Detener y revertir el despliegue/ }).tap();
  await expect(page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectFits(page, testInfo, 'versiones-pregunta-detener', { popUp: true });
  await page.getByRole('tooltip').getByRole('button', { name: 'Cancelar' }).tap();
});

test('a new deploy key, shown once with its copy button, fits', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await open(page, 'versiones');
  const remote = page.getByRole('combobox', { name: 'Remoto' });
  // A tap on an option of a list that is still opening can miss it: tap again until it is chosen.
  await expect(async () => {
    await remote.tap();
    await page.locator('.ant-select-item-option').filter({ hasText: /blog/i }).tap({ timeout: 2_000 });
    await expect(page.locator('.admin-new-key-form__remote')).toContainText(/blog/i, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Nombre').fill('CI del blog en el teléfono');
  await page.getByRole('button', { name: 'Crear clave' }).tap();
  await expect(page.getByRole('button', { name: 'Copiar clave' })).toBeVisible();
  await expectFits(page, testInfo, 'versiones-clave-nueva');
});

test('a finger drags a slide by its grip to a new place, and the order is saved', async ({ page }) => {
  await signInAsAdmin(page);
  await open(page, 'slide');
  const rows = page.locator('tr[data-row-key]');
  await expect(rows.nth(1)).toBeVisible();
  const [first, second] = [
    await rows.nth(0).getAttribute('data-row-key'),
    await rows.nth(1).getAttribute('data-row-key'),
  ];

  const grip = (await rows
    .first()
    .getByRole('button', { name: /^Arrastrar / })
    .boundingBox())!;
  const target = (await rows.nth(1).boundingBox())!;
  const x = grip.x + grip.width / 2;
  const from = grip.y + grip.height / 2;
  const to = target.y + target.height * 0.75;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from + ((to - from) * step) / steps }],
    });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect(page.getByText('Orden guardado.')).toBeVisible();
  await expect(rows.nth(0)).toHaveAttribute('data-row-key', second!);
  await expect(rows.nth(1)).toHaveAttribute('data-row-key', first!);
  // Saved: the list comes back in the new order.
  await page.reload();
  await expect(rows.nth(0)).toHaveAttribute('data-row-key', second!);
});
