// One composed site and one browser per test file: `const t = siteFixture();` then `t.page()`.
import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { ensureBuilt } from './build.js';
import { startSite, type Site } from './site.js';

export interface SiteFixture {
  readonly url: string;
  /** A new page in a fresh browser context (no cookies, no session storage), e.g. a phone's with `options`. */
  page(options?: BrowserContextOptions): Promise<Page>;
  /** Every URL the browser requested in this context so far. */
  requests(page: Page): string[];
}

export function siteFixture(env: Record<string, string> = {}): SiteFixture {
  let site: Site | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const seen = new WeakMap<Page, string[]>();

  before(async () => {
    await ensureBuilt();
    [site, browser] = await Promise.all([startSite(env), launchBrowser()]);
  });
  after(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await site?.stop();
  });

  return {
    get url() {
      if (!site) throw new Error('el sitio no ha arrancado');
      return site.url;
    },
    async page(options = {}) {
      if (!browser || !site) throw new Error('el sitio no ha arrancado');
      const context = await browser.newContext({ baseURL: site.url, locale: 'es-MX', ...options });
      contexts.push(context);
      const page = await context.newPage();
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      seen.set(page, urls);
      return page;
    },
    requests(page) {
      return seen.get(page) ?? [];
    },
  };
}
