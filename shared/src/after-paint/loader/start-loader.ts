import { TOKEN_KEY } from '../../api/api-settings.ts';
import { PREVIEW_KEY } from '../../preview/preview-key.ts';
import { AFTER_PAINT_LIST_ID, type AfterPaint } from '../after-paint-list.ts';
import { addFiles } from './add-files.ts';
import { countEarly } from './early-count.ts';
import { hidePreviewedDrawing } from './hide-previewed.ts';
import { keepUntilHydrated } from './keep-until-hydrated.ts';

/** However long the page takes to load and paint, its scripts are asked for by then. */
export const GIVE_UP_MS = 3000;

/** A visitor's first touch, key or focus asks for the scripts at once. */
const FIRST_INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const PASSIVE = { capture: true, passive: true };

/**
 * The scripts of a page whose first view the server drew, asked for after its first paint.
 *
 * Such a page shows without any script: a script asked for while it loads only competes with the
 * page's styles and main picture for a phone's line (Lighthouse's LCP on a drawn home page: 1.87 s
 * with the host's two start-up scripts in the head, 1.28 s with them asked for after the first
 * paint). So the server lists a drawn page's start-up scripts and its remote's script preloads in
 * `#pasteleria-after-paint` and writes this loader inline at the top of its head, allowed by its
 * hash in the CSP. It adds them (./add-files.ts) once the page has loaded (its pictures) and the
 * browser has reported its largest paint (a browser without that report: once loaded), or after
 * GIVE_UP_MS whatever happens; at once in a tab opened hidden (it paints nothing), in a tab
 * previewing a release (./hide-previewed.ts), and on the visitor's first touch, key or focus.
 * Asking at the first frame is not enough: a busy phone presents that frame later, and the scripts
 * would still compete with the main picture. Nothing is added before the page is parsed: the
 * host's start-up reads the config and `#root` the page carries.
 *
 * Meanwhile it counts the page (./early-count.ts) and keeps what the visitor does until the host
 * has hydrated it (./keep-until-hydrated.ts). Session storage is read here, as the page is parsed
 * and before its first paint: its first read waits for the browser to open it, tens of
 * milliseconds on a busy phone, which would otherwise be a long task after the paint.
 */
export function startLoader(win: Window & typeof globalThis): void {
  const doc = win.document;
  const list = JSON.parse(doc.getElementById(AFTER_PAINT_LIST_ID)?.textContent ?? '') as AfterPaint;
  const session = (key: string) => {
    try {
      return win.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const count = countEarly(win, list.count, session(TOKEN_KEY) !== null);
  const previewing = hidePreviewedDrawing(doc, session(PREVIEW_KEY));

  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    FIRST_INPUTS.forEach((type) => doc.removeEventListener(type, ask, PASSIVE));
    whenParsed(doc, () => {
      if (!list.scripts.length) keeper.stop();
      addFiles(doc, list, count.view, { failed: keeper.stop, ran: keeper.scriptsRan });
    });
  };
  const keeper = keepUntilHydrated(doc, ask);

  win.addEventListener('pagehide', count.view);
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && count.view());
  doc.addEventListener(
    'click',
    (event) => {
      count.click(event);
      keeper.click(event);
    },
    true,
  );
  doc.addEventListener('keydown', keeper.keydown, true);
  FIRST_INPUTS.forEach((type) => doc.addEventListener(type, ask, PASSIVE));

  if (doc.visibilityState === 'hidden' || previewing) return ask();
  setTimeout(ask, GIVE_UP_MS);
  whenPainted(win, ask);
}

/** Runs `then` once the document is parsed (at once when it is). */
function whenParsed(doc: Document, then: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/** Runs `then` a task after the frame that follows the page's load and its largest paint. */
function whenPainted(win: Window & typeof globalThis, then: () => void): void {
  let painted = false;
  let loaded = win.document.readyState === 'complete';
  const check = () => {
    if (painted && loaded) win.requestAnimationFrame(() => setTimeout(then, 0));
  };
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) painted = true;
  else
    new Observer(() => {
      painted = true;
      check();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (!loaded)
    win.addEventListener('load', () => {
      loaded = true;
      check();
    });
  check();
}
