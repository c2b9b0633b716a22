// The shop's own statistics, end to end: a visitor's browser (a desktop Chrome's user agent, since a
// headless browser's is a crawler's and is not counted) arrives from a search engine, opens a cake
// and asks for it on WhatsApp, keeping nothing in the browser; the admin's 'Resumen' then shows that
// visit, that product and that order, with the chart and its table.
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { signInAsAdmin } from '../src/sign-in.js';
import { orderACake } from '../src/site-events.js';

// Counts start at zero on a site of its own.
test.use({ ownSite: 'statistics' });

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** The value of one of 'Resumen''s four figures. */
const figure = (page: Page, label: string) =>
  page.locator('.admin-summary-figure').filter({ has: page.getByRole('term').filter({ hasText: label }) });

test("a visitor's visit, product and WhatsApp order reach the admin's 'Resumen'; the visitor's browser keeps nothing", async ({
  openPage,
  page,
}) => {
  const visitor = await openPage({ userAgent: DESKTOP_CHROME });
  const { productId, productName } = await orderACake(visitor);
  // No cookie, no local or session storage: nothing to consent to, nothing to follow someone by.
  expect(await visitor.context().cookies()).toEqual([]);
  expect(await visitor.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

  // The admin signs in (and sends nothing while doing so) and reads today's figures.
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Resumen', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Hoy' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('periodo') === '1');
  await expect(figure(page, 'Visitantes').getByRole('definition').first()).toHaveText('1');
  await expect(figure(page, 'Vistas').getByRole('definition').first()).toHaveText('2');
  await expect(figure(page, 'Pedidos por WhatsApp').getByRole('definition').first()).toHaveText('1');
  await expect(figure(page, 'Comentarios').getByRole('definition').first()).toHaveText('0');

  const products = page.getByRole('region', { name: 'Productos más pedidos' });
  const row = products.getByRole('row').filter({ has: page.getByRole('link', { name: productName, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([productName, '1', '1', '100 %']);
  await expect(row.getByRole('link')).toHaveAttribute('href', `/admin/producto/edit/${productId}`);
  const origins = page.getByRole('region', { name: 'De dónde llegan los visitantes' });
  await expect(origins.getByRole('row').filter({ hasText: 'www.google.com' }).getByRole('cell')).toHaveText([
    'www.google.com',
    '1',
  ]);
  await expect(page.getByRole('region', { name: 'Categorías más vistas' }).getByRole('row')).toContainText([
    /Pasteles\s*1/,
  ]);

  // The chart is drawn with its legend; its day slider says today's figures, and shows them in a
  // tooltip; its numbers can be read as a table.
  const byDay = page.getByRole('region', { name: 'Visitas por día' });
  await expect(byDay.getByRole('img', { name: /^Gráfico de líneas de visitantes, vistas y pedidos/ })).toBeVisible();
  await expect(byDay.getByRole('list', { name: 'Leyenda del gráfico' }).getByRole('listitem')).toHaveText([
    'Visitantes',
    'Vistas',
    'Pedidos por WhatsApp',
  ]);
  const days = byDay.getByRole('slider', { name: 'Día del gráfico' });
  await days.focus();
  await expect(days).toHaveAttribute('aria-valuetext', /: Visitantes 1, Vistas 2, Pedidos por WhatsApp 1$/);
  await expect(byDay.getByRole('tooltip', { includeHidden: true })).toHaveText(
    /Visitantes\s*1\s*Vistas\s*2\s*Pedidos por WhatsApp\s*1$/,
  );
  await byDay.getByText('Ver los datos del gráfico').click();
  await expect(byDay.getByRole('table').getByRole('row').last().getByRole('cell')).toHaveText([/\S/, '1', '2', '1']);
  await expectNoViolations(page, "'Resumen' with a day's figures, chart and tables");
});
