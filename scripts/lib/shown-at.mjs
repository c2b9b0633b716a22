// @ts-check
// When a text appeared on a page, read by the page itself. Playwright's waitFor() polls ever more
// slowly (its checks come at about 0, 20, 70, 170, 270, 770 ms…), so a text that appears at 0.5 s is
// seen at 0.79 s: a timing read that way measures the polling. Here a MutationObserver in the page
// notes the first animation frame after the text is in the document; the page's Date.now() and
// Node's are the same clock.

/**
 * Starts watching `page` for `text`; answers a function that resolves with the Date.now() of the
 * frame that first showed it. A reload of the page meanwhile makes that function reject.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 * @param {number} [timeoutMs]
 * @returns {Promise<() => Promise<number>>}
 */
export async function watchForText(page, text, timeoutMs = 30_000) {
  await page.evaluate(
    ([wanted, timeout]) => {
      const shown = () => (document.body.textContent ?? '').includes(String(wanted));
      /** @type {Window & { __shownAt?: Promise<number> }} */ (window).__shownAt = new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(Date.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`«${wanted}» no apareció en ${timeout} ms`));
        }, Number(timeout));
      });
    },
    [text, timeoutMs],
  );
  return () => page.evaluate(() => /** @type {Window & { __shownAt?: Promise<number> }} */ (window).__shownAt ?? 0);
}
