// The first view of each public page arrives whole: the server writes the route's data into the
// page, the host loads the page's remote before its first render, and the remote renders from that
// data at once. A visitor never sees a loading message on arrival, and the browser asks the API
// for none of the first view's data (a post's visit is still counted, after the page has loaded).
import type { Page } from '@playwright/test';
import { expect, recordRequests, test } from '../src/fixtures.js';
import { stylesheetsLinkedTwice } from '../src/stylesheets.js';

/** Every text the page showed that says it is loading ('Cargando…'), from before its first script. */
async function recordLoadingTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __loading: string[] }).__loading = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const match of text.match(/Cargando[^\n]*/g) ?? []) if (!seen.includes(match)) seen.push(match);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loading: string[] }).__loading);
}

async function firstSlug(base: string, kind: 'posts' | 'paginas'): Promise<string> {
  const body = (await (await fetch(`${base}/api/v1/public/blog/${kind}`)).json()) as
    Array<{ slug: string }> | { data: Array<{ slug: string }> };
  const slug = (Array.isArray(body) ? body : body.data)[0]?.slug;
  expect(slug, `a published ${kind} entry`).toBeTruthy();
  return slug ?? '';
}

/** The first view's API calls, with how long after the page's load event each one started. */
function apiCallsAfterLoad(page: Page, call: RegExp): Promise<Array<{ path: string; afterLoad: number }>> {
  return page.evaluate((source) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, afterLoad: entry.startTime - navigation!.loadEventEnd }))
      .filter((entry) => new RegExp(source).test(entry.path));
  }, call.source);
}

test('each public page shows its content on arrival, with no loading message, no API call for it and each stylesheet once', async ({
  openPage,
  site,
}) => {
  const post = `/blog/post/${await firstSlug(site.url, 'posts')}`;
  const routes: Array<[string, RegExp]> = [
    ['/', /\/public\/(slides|categorias-home)$/],
    ['/categorias', /\/public\/categorias$/],
    ['/categorias/pasteles', /\/public\/categorias\/pasteles$/],
    ['/blog', /\/public\/blog\/(posts|paginas)$/],
    [post, /\/public\/blog\/post\//],
    [`/blog/pagina/${await firstSlug(site.url, 'paginas')}`, /\/public\/blog\/pagina\//],
  ];
  for (const [route, firstViewCall] of routes) {
    const page = await openPage();
    const loadingTexts = await recordLoadingTexts(page);
    await page.goto(route);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadingTexts(), `${route}: mensajes de carga vistos`).toEqual([]);
    expect(await stylesheetsLinkedTwice(page), `${route}: hojas de estilo enlazadas dos veces`).toEqual([]);
    const calls = await apiCallsAfterLoad(page, firstViewCall);
    if (route === post) {
      // The visit is counted a second after the load, so it never competes with the first view.
      for (const call of calls) expect(call.afterLoad, `${route}: ${call.path}`).toBeGreaterThan(900);
    } else {
      expect(calls, `${route}: sus datos vienen en la página`).toEqual([]);
    }
    await page.close();
  }
});

test("a desktop's first view reaches 'Contacto': its branches come with the page, not from the API", async ({
  openPage,
}) => {
  const page = await openPage({ viewport: { width: 1920, height: 1080 } });
  const requests = recordRequests(page);
  await page.goto('/');
  const contacto = page.getByRole('region', { name: 'Contacto' });
  await expect(contacto.getByRole('heading', { name: 'La Esperanza Coyoacán' })).toBeVisible();
  expect(await contacto.evaluate((section) => section.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => new URL(url).pathname.startsWith('/api/v1/public/empresas'))).toEqual([]);
});
