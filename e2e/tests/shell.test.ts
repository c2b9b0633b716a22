// The host shell around every public page: navbar, footer, cookie banner, WhatsApp link,
// cookie policy, not-found and document titles.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteFixture } from '../src/fixture.js';

const SITE = { SITE_NAME: 'Pastelería Prueba', SOCIAL_URL: 'https://www.facebook.com/pasteleria.prueba', WHATSAPP_PHONE: '5215500000000' };
const t = siteFixture(SITE);

/** Marks the current document, so a later check tells a client-side navigation from a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

describe('navbar', () => {
  it('Inicio, Categorías and Blog navigate inside the page; Login is a full page load', async () => {
    const page = await t.page();
    await page.goto('/blog');
    const nav = page.getByRole('navigation').first();
    await markDocument(page);

    await nav.getByRole('link', { name: 'Categorías' }).click();
    await page.getByRole('heading', { name: 'Línea de productos' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/categorias');
    assert.ok(await isSameDocument(page), 'Categorías debe navegar sin recargar');

    await nav.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Blog y Contenidos' }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/blog');
    assert.ok(await isSameDocument(page), 'Blog debe navegar sin recargar');

    await nav.getByRole('link', { name: 'Inicio' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    assert.ok(await isSameDocument(page), 'Inicio debe navegar sin recargar');

    await Promise.all([page.waitForEvent('load'), nav.getByRole('link', { name: 'Login' }).click()]);
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.equal(await isSameDocument(page), false, 'Login es una carga completa de página');
  });
});

describe('footer', () => {
  it('shows the shop copyright with 2025, its social page and two more social links', async () => {
    const page = await t.page();
    await page.goto('/categorias');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const text = (await footer.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /©/);
    assert.match(text, /2025/);
    assert.match(text, /Pastelería Prueba/);
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.includes(SITE.SOCIAL_URL), `enlaces del pie: ${hrefs.join(', ')}`);
    assert.ok(hrefs.length >= 3, 'el enlace a la red social y dos enlaces sociales más');
  });
});

describe('cookie banner', () => {
  it('shows until Acepto, stores the consent for 150 days and stays hidden after a reload', async () => {
    const page = await t.page();
    await page.goto('/');
    const banner = page.getByText('Usamos cookies para mejorar tu experiencia en nuestro sitio.');
    await banner.waitFor();
    const readMore = page.getByRole('link', { name: 'Leer más' }).and(page.locator('a[href="/politica-cookies"]'));
    assert.equal(await readMore.count(), 1, 'el banner enlaza a /politica-cookies con «Leer más»');

    await page.getByRole('button', { name: 'Acepto' }).click();
    await banner.waitFor({ state: 'hidden' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'mi_consentimiento_cookie');
    assert.ok(cookie, 'la cookie de consentimiento existe');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 149 && days <= 150.01, `vida de la cookie: ${days.toFixed(2)} días`);

    await page.reload();
    await page.getByRole('navigation').first().waitFor();
    await page.waitForTimeout(300);
    assert.equal(await banner.count(), 0, 'el banner no vuelve a aparecer');
  });

  it('Leer más opens the cookie policy as a full page load', async () => {
    const page = await t.page();
    await page.goto('/');
    await page.getByText('Usamos cookies para mejorar tu experiencia en nuestro sitio.').waitFor();
    await markDocument(page);
    await Promise.all([page.waitForEvent('load'), page.locator('a[href="/politica-cookies"]').first().click()]);
    assert.equal(new URL(page.url()).pathname, '/politica-cookies');
    assert.equal(await isSameDocument(page), false);
    // The policy is its own chunk, rendered once the page has started.
    await page.getByRole('heading', { level: 1, name: 'Política de cookies' }).waitFor();
    const body = await page.getByRole('main').innerText();
    assert.match(body, /mi_consentimiento_cookie/);
    assert.match(body, /150 días/);
    assert.match(body, /token/i);
    assert.match(await page.title(), /cookies/i);
  });
});

describe('WhatsApp', () => {
  it('links to wa.me with the shop phone and the prefilled order message', async () => {
    const page = await t.page();
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Haz tu pedido por WhatsApp' });
    const href = await link.getAttribute('href');
    assert.ok(href);
    const url = new URL(href);
    assert.equal(url.host, 'wa.me');
    assert.equal(url.pathname, `/${SITE.WHATSAPP_PHONE}`);
    assert.equal(url.searchParams.get('text'), 'Hola! Necesito Información, me gustaría hacer un pedido');
  });
});

describe('not found and titles', () => {
  it('an unknown path shows the host not-found screen inside the shell', async () => {
    const page = await t.page();
    const response = await page.goto('/esta-pagina-no-existe');
    assert.ok(response);
    await page.getByRole('heading', { name: /no encontrad/i }).waitFor();
    assert.ok(await page.getByRole('navigation').first().isVisible());
    assert.match(await page.title(), /no encontrad/i);
  });

  it('every route has its own document title', async () => {
    const page = await t.page();
    const titles = new Map<string, string>();
    for (const path of ['/', '/categorias', '/blog', '/politica-cookies', '/login', '/no-existe']) {
      await page.goto(path);
      await page.waitForFunction(() => document.title.length > 0 && !/Cargando/i.test(document.title));
      await page.waitForTimeout(200);
      titles.set(path, await page.title());
    }
    assert.equal(new Set(titles.values()).size, titles.size, `títulos: ${JSON.stringify([...titles])}`);
    assert.match(titles.get('/categorias') ?? '', /Línea de productos/);
    assert.match(titles.get('/blog') ?? '', /Blog/);
  });
});
