// Debian's Firefox ESR, never a downloaded browser. Playwright cannot drive it, so puppeteer-core
// does, over WebDriver BiDi. The site's CSP forbids the page-side polling of puppeteer's waitFor*
// (it builds functions from strings), so every wait here polls from Node until a deadline.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { test as base } from './fixtures.js';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** How long a wait lasts before it fails: generous for a busy two-core machine (as expect's). */
const WAIT_MS = 30_000;
const POLL_MS = 100;

/**
 * On top of puppeteer's test profile: no updates, telemetry, studies, remote settings or
 * prefetching, and every address but this machine's sent to a proxy that does not exist, so the
 * browser reaches no network but the site under test.
 */
const PREFS: Record<string, string | number | boolean> = {
  'intl.accept_languages': 'es-MX, es',
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'network.proxy.allow_hijacking_localhost': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'network.trr.mode': 5,
  'security.OCSP.enabled': 0,
  'app.update.auto': false,
  'app.update.service.enabled': false,
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': '',
  'datareporting.healthreport.uploadEnabled': false,
  'browser.ping-centre.telemetry': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.discovery.enabled': false,
  'browser.region.update.enabled': false,
  'browser.region.network.url': '',
  'browser.topsites.contile.enabled': false,
  'browser.aboutwelcome.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': '',
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'extensions.blocklist.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'dom.push.connection.enabled': false,
  'geo.provider.network.url': '',
};

/** Fails with a Spanish explanation when the binary is missing. */
function assertFirefox(): void {
  if (!existsSync(FIREFOX)) {
    throw new Error(
      `No se encontró Firefox ESR en ${FIREFOX}. Instálalo con "apt-get install -y firefox-esr" ` +
        '(o indica su ruta en FIREFOX_PATH) para correr las pruebas de navegador en Firefox.',
    );
  }
}

interface Size {
  width: number;
  height: number;
}

interface Firefox {
  readonly browser: Browser;
  /** A new tab of `size` CSS pixels, showing `url` once its document is parsed. */
  open(url: string, size: Size): Promise<Page>;
}

/**
 * Polls `check` from Node until it answers a value (not undefined, null or false); fails after
 * `timeout` ms, saying `what` did not happen.
 */
export async function waitUntil<T>(
  what: string | (() => string),
  check: () => Promise<T | undefined | null | false>,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      // A navigation in between destroys the page's context: the next poll reads the new one.
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const cause = lastError instanceof Error ? ` (último error: ${lastError.message})` : '';
      const said = typeof what === 'string' ? what : what();
      throw new Error(`Firefox: tras ${timeout / 1000} s, ${said} no ocurrió${cause}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Sizes the tab's viewport through WebDriver BiDi (browsingContext.setViewport). */
async function setViewport(page: Page, size: Size): Promise<void> {
  // puppeteer keeps its BiDi connection and the tab's context id out of its public types.
  const connection = (
    page.browser() as unknown as { connection?: { send(method: string, params: object): Promise<unknown> } }
  ).connection;
  const context = (page.mainFrame() as unknown as { _id?: string })._id;
  if (!connection || !context) throw new Error('puppeteer-core no expone la conexión WebDriver BiDi de Firefox.');
  await connection.send('browsingContext.setViewport', { context, viewport: size });
}

/** Launches Firefox ESR headless on a fresh profile in /tmp; close() also removes the profile. */
async function launchFirefox(): Promise<Firefox & { close(): Promise<void> }> {
  assertFirefox();
  const profile = mkdtempSync(join(tmpdir(), 'pasteleria-e2e-firefox-'));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      protocol: 'webDriverBiDi',
      headless: true,
      userDataDir: profile,
      extraPrefsFirefox: PREFS,
      // Each tab is sized by open(), not by puppeteer's 800×600 default.
      defaultViewport: null,
      timeout: 60_000,
      protocolTimeout: 120_000,
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    browser,
    async open(url, size) {
      const page = await browser.newPage();
      await setViewport(page, size);
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      return page;
    },
    async close() {
      try {
        await browser.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The browser tests' API (fixtures.ts) plus `firefox`: a Firefox ESR of the test's own. It is
 * closed after the test, also after a failure or a timeout; when the test failed, a screenshot of
 * each of its tabs is attached to the report first.
 */
export const test = base.extend<{ firefox: Firefox }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none here
  firefox: async ({}, use, testInfo) => {
    const firefox = await launchFirefox();
    try {
      await use(firefox);
      if (testInfo.status !== testInfo.expectedStatus) {
        const pages = await firefox.browser.pages().catch(() => []);
        for (const [i, page] of pages.entries()) {
          const shot = await page.screenshot().catch(() => undefined);
          if (shot)
            await testInfo.attach(`firefox-pestaña-${i + 1}.png`, {
              body: Buffer.from(shot),
              contentType: 'image/png',
            });
        }
      }
    } finally {
      await firefox.close();
    }
  },
});

/** Where the tab is now: read from the page (puppeteer's own record lags behind client-side navigations). */
function currentUrl(page: Page): Promise<URL> {
  return page.evaluate(() => location.href).then((href) => new URL(href));
}

/** Waits until the tab's path (and query) is `path`, or passes it when it is a test. */
export async function waitForPath(page: Page, path: string | ((path: string) => boolean)): Promise<string> {
  const matches = typeof path === 'string' ? (p: string) => p === path : path;
  let seen = '';
  return waitUntil(
    () => `la dirección ${typeof path === 'string' ? path : 'esperada'} (la pestaña está en ${seen || '?'})`,
    async () => {
      const url = await currentUrl(page);
      seen = url.pathname + url.search;
      return matches(seen) && seen;
    },
  );
}

interface Target {
  /** CSS selector of the element. */
  selector: string;
  /** Its text, whitespace collapsed: equal to this (`text`) or containing it (`hasText`). */
  text?: string;
  hasText?: string;
}

const say = ({ selector, text, hasText }: Target) =>
  `"${selector}"${text ? ` con el texto «${text}»` : ''}${hasText ? ` que contiene «${hasText}»` : ''}`;

/** The first element on screen (it has a box) matching `target`, or null. */
export async function find(page: Page, target: Target): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(({ selector, text, hasText }) => {
    const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    for (const el of document.querySelectorAll(selector)) {
      if (el.getClientRects().length === 0) continue;
      const own = squash(el.textContent);
      if (text !== undefined && own !== text) continue;
      if (hasText !== undefined && !own.includes(hasText)) continue;
      return el;
    }
    return null;
  }, target);
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) await handle.dispose();
  return element;
}

/** Waits until an element matching `target` is on screen. */
export function waitFor(page: Page, target: Target, timeout = WAIT_MS): Promise<ElementHandle<Element>> {
  return waitUntil(`el elemento ${say(target)}`, () => find(page, target), timeout);
}

/** Waits until no element matching `target` is on screen. */
export async function waitForGone(page: Page, target: Target): Promise<void> {
  await waitUntil(`la desaparición de ${say(target)}`, async () => (await find(page, target)) === null);
}

/**
 * Clicks `target` as a person does: the tab in front, the element scrolled into view, still (no
 * animation moving it) and not covered by anything else.
 */
export async function click(page: Page, target: Target): Promise<void> {
  await page.bringToFront();
  await waitUntil(`un clic en ${say(target)}`, async () => {
    const element = await find(page, target);
    if (!element) return false;
    const ready = await element.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          el.scrollIntoView({ block: 'center', inline: 'nearest' });
          const before = el.getBoundingClientRect();
          setTimeout(() => {
            const after = el.getBoundingClientRect();
            const still = ['x', 'y', 'width', 'height'].every(
              (k) => before[k as keyof DOMRect] === after[k as keyof DOMRect],
            );
            const hit = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2);
            resolve(still && after.width > 0 && hit !== null && (hit === el || el.contains(hit)));
          }, 80);
        }),
    );
    if (!ready) return false;
    await element.click();
    return true;
  });
}

/**
 * A click at a point of the window (x, y in CSS pixels). Firefox's driver now and then fails to
 * make the mouse event while the page is being laid out (BiDi's `input.performActions` answers
 * `NS_ERROR_FAILURE` from `synthesizeMouseAtPoint`): the click is tried again, as `click` does.
 */
export async function clickAt(page: Page, x: number, y: number): Promise<void> {
  await page.bringToFront();
  await waitUntil(`un clic en (${x}, ${y})`, async () => {
    await page.mouse.click(x, y);
    return true;
  });
}

/**
 * The form control a label names (its `for`, or the control inside it), e.g. 'Correo
 * electrónico'; `within` narrows the search to a part of the page.
 */
export function control(page: Page, label: string, within = 'body'): Promise<ElementHandle<Element>> {
  return waitUntil(`el campo «${label}»`, async () => {
    const handle = await page.evaluateHandle(
      ({ label, within }) => {
        const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
        for (const el of document.querySelectorAll(`${within} label`)) {
          if (squash(el.textContent) !== label) continue;
          const field = (el as HTMLLabelElement).htmlFor
            ? document.getElementById((el as HTMLLabelElement).htmlFor)
            : el.querySelector('input, textarea, [contenteditable="true"]');
          if (field && field.getClientRects().length > 0) return field;
        }
        return null;
      },
      { label, within },
    );
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  });
}

/** Types `text` with the keyboard into `field` (an input, a text area or an editable area), after what it held if `replace`. */
export async function typeInto(
  page: Page,
  field: ElementHandle<Element>,
  text: string,
  replace = false,
): Promise<void> {
  await page.bringToFront();
  await field.click();
  if (replace)
    await field.evaluate((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.select());
  await page.keyboard.type(text);
}

/** Waits until what `field` holds (an input's value, an editable area's text; whitespace collapsed) is `expected`. */
export function waitForValue(field: ElementHandle<Element>, expected: string): Promise<true> {
  return waitUntil(`el valor «${expected}» en el campo`, async () => {
    const value = await field.evaluate((el) =>
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? ''),
    );
    return value.replace(/\s+/g, ' ').trim() === expected;
  });
}

/** Turns the mouse wheel over the page until `target` is on screen. */
export async function scrollUntil(page: Page, target: Target): Promise<ElementHandle<Element>> {
  await page.bringToFront();
  const { width, height } = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  await page.mouse.move(width / 2, height / 2);
  return waitUntil(
    `el elemento ${say(target)} al bajar por la página`,
    async () => {
      const found = await find(page, target);
      if (found) return found;
      await page.mouse.wheel({ deltaY: 600 });
      return null;
    },
    60_000,
  );
}

/**
 * The page's width against the screen's, and, when it is wider, the innermost element that makes
 * it so: its box, or content overflowing it (unbreakable text), runs past the screen's right edge.
 * Elements that cannot widen the page (fixed, or inside a box that clips) are left out.
 */
export function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprit: string }> {
  return page.evaluate(() => {
    const cannotWiden = (el: Element) => {
      if (getComputedStyle(el).position === 'fixed') return true;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.position === 'fixed' || style.overflowX !== 'visible') return true;
      }
      return false;
    };
    let culprit = '';
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      const content = getComputedStyle(el).overflowX === 'visible' ? box.left + el.scrollWidth : box.right;
      const right = Math.max(box.right, content);
      if (right <= innerWidth + 0.5 || cannotWiden(el)) continue;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      culprit = `<${el.tagName.toLowerCase()}> «${text}…» llega a ${Math.round(right)}px`;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprit };
  });
}
