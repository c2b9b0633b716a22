import type { Page } from '@playwright/test';

/**
 * The stylesheets `page` links more than once, by URL. A page drawn by the server links its first
 * view's stylesheets itself; a remote's runtime that did not find those links would add each
 * again, and the browser would parse it anew and style the whole page once more.
 */
export function stylesheetsLinkedTwice(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    return hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
  });
}
