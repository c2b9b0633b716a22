// Scrolling as a visitor does: a turn of the wheel, then the page moves (lazy sections and
// pictures load as their place comes near the screen).
import { expect, type Locator, type Page } from '@playwright/test';

const isAtBottom = (page: Page) =>
  page.evaluate(() => window.innerHeight + window.scrollY >= document.body.scrollHeight - 4);

/**
 * Turns the wheel until the page is at its end and, if given, `last` is on the page (sections that
 * load late make the page longer, so the end moves). Each turn waits for the page to scroll; a turn
 * the page did not follow (given while it was still starting, say) is turned again, as a visitor would.
 */
export async function scrollToBottom(page: Page, last?: Locator): Promise<void> {
  for (let turn = 0; turn < 60; turn++) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    const moved = await page
      .waitForFunction(
        (y) => window.scrollY !== y || window.innerHeight + window.scrollY >= document.body.scrollHeight - 4,
        before,
        { timeout: 5000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!moved || !(await isAtBottom(page))) continue;
    if (!last) return;
    await expect(last).toBeAttached();
    if (await isAtBottom(page)) return;
  }
  throw new Error('La página no llegó a su final tras 60 giros de la rueda.');
}
