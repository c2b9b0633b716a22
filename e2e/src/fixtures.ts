// The test API of every browser test: `import { test, expect } from '../src/fixtures.js'`.
// `page`, `context` and `baseURL` point at the site a test uses: the shared one (the config's
// webServer), or, in a file that changes the seeded data, a fresh one of its own.
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { SHARED_URL } from './shared-site.js';
import { startSite } from './site.js';

export { expect } from '@playwright/test';

interface SiteHandle {
  /** The site's origin, e.g. http://127.0.0.1:8104. */
  readonly url: string;
}

interface WorkerFixtures {
  /**
   * Set (to the file's name) by a file whose tests change the seeded data: its tests then run on a
   * site of their own, with a fresh DATA_DIR and a free port. Files with different names never
   * share a worker, so never a site.
   */
  ownSite: string | undefined;
  /** The environment of a file's own site (with `ownSite`), e.g. a faster rollout analysis. */
  siteEnv: Record<string, string>;
  site: SiteHandle;
}

interface TestFixtures {
  /** Another page in a fresh browser context (no cookies, no session storage), e.g. a phone's. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownSite: [undefined, { scope: 'worker', option: true }],
  siteEnv: [{}, { scope: 'worker', option: true }],
  site: [
    async ({ ownSite, siteEnv }, use) => {
      if (!ownSite) {
        await use({ url: SHARED_URL });
        return;
      }
      const site = await startSite(siteEnv);
      await use(site);
      await site.stop();
    },
    // A fresh site seeds its demo content, pictures included: long on a busy machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  openPage: async ({ browser }, use) => {
    const opened: Array<{ close(): Promise<void> }> = [];
    await use(async (options = {}) => {
      // browser.newContext() takes the config's `use` (baseURL, locale) and is traced like `page`.
      const context = await browser.newContext(options);
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** Every URL `page` requests from now on, as the list grows. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
