// @ts-check
// The JavaScript a browser downloads for one page, left alone until its network is quiet.
//
// A fresh browser context (an empty cache and storage, like a first visit), Chromium's cache also
// turned off through CDP; nothing is clicked, typed, scrolled or hovered. CDP's Network events
// track every request of the page's frame, and the page counts as quiet once its load event has
// fired and then QUIET_MS have passed with no request in flight and none started. The bytes of a
// script are what Chromium reports it received for it (CDP's `Network.loadingFinished`
// `encodedDataLength`): the body as the server sent it (compressed: brotli, zstd or gzip, whichever
// the server chose) and the response's headers, every byte that came over the wire.

/**
 * How long the network must stay idle: longer than the longest wait the site's code takes before
 * it requests something with nobody touching the page (the statistics' beacon waits for an idle
 * moment at most 5 s after the load; the carousel's hidden pictures 2 s; a post's visit 1 s).
 */
export const QUIET_MS = 6_000;
/** A page still busy after this is reported as never quiet (a request that never ends). */
const LONGEST_MS = 90_000;
const POLL_MS = 100;

/**
 * @typedef {{ url: string, bytes: number }} Script
 * @typedef {{ finalPath: string, scripts: Script[], errors: string[] }} PageDownloads
 */

/**
 * Opens `url` and gives every script it downloaded until quiet.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ viewport: { width: number, height: number }, sessionToken?: string }} options
 *   sessionToken: put in session storage as `token` before the page runs (a signed-in admin)
 * @returns {Promise<PageDownloads>}
 */
export async function jsDownloads(browser, url, { viewport, sessionToken }) {
  const context = await browser.newContext({ viewport });
  try {
    if (sessionToken) await context.addInitScript((token) => sessionStorage.setItem('token', token), sessionToken);
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    /** @type {Map<string, string>} requests in flight: id → URL */
    const inFlight = new Map();
    /** @type {Map<string, string>} the scripts downloaded: request id → URL */
    const scriptUrls = new Map();
    /** @type {Script[]} */
    const scripts = [];
    let lastActivity = performance.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.set(event.requestId, event.request.url);
      lastActivity = performance.now();
    });
    // A data: or blob: script is made in the page, not downloaded.
    cdp.on('Network.responseReceived', (event) => {
      const script = event.type === 'Script' || /javascript/.test(event.response.mimeType);
      if (script && /^https?:/.test(event.response.url)) scriptUrls.set(event.requestId, event.response.url);
    });
    const ended = (/** @type {{ requestId: string }} */ event) => {
      inFlight.delete(event.requestId);
      lastActivity = performance.now();
    };
    cdp.on('Network.loadingFinished', (event) => {
      const scriptUrl = scriptUrls.get(event.requestId);
      if (scriptUrl) scripts.push({ url: scriptUrl, bytes: event.encodedDataLength });
      ended(event);
    });
    cdp.on('Network.loadingFailed', ended);

    await page.goto(url, { waitUntil: 'load' });
    const loadedAt = performance.now();
    for (;;) {
      const now = performance.now();
      if (inFlight.size === 0 && now - Math.max(lastActivity, loadedAt) >= QUIET_MS) break;
      if (now - loadedAt > LONGEST_MS)
        throw new Error(`${url} no quedó en silencio en ${LONGEST_MS / 1000} s: ${[...inFlight.values()].join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }

    return { finalPath: new URL(page.url()).pathname, scripts, errors };
  } finally {
    await context.close();
  }
}
