/**
 * A page that is being left has its loads aborted by the browser: Firefox stops a page's network
 * loads as soon as a navigation to another page begins, well before that page arrives; any browser
 * does as it unloads a page, and may while a hidden page is frozen. Such a failure says nothing of
 * a remote's release: what fails while the page is being left is neither logged, nor shown, nor
 * reported (./remote-error-boundary.tsx, ./retry-plugin.ts, ../witness/witness-inbox.ts), and a
 * script or stylesheet that failed then is asked for again once the page turns out to stay (a
 * navigation cancelled, a page back from the back-forward cache, a frozen one resumed), its answer
 * given to what asked for it; a real failure then goes on as any other.
 *
 * Being left: from the start of a navigation to another document (the Navigation API's `navigate`,
 * in Chromium, Firefox and Safari since 2026; not a download) until it is cancelled or LEAVE_MS
 * later; from `pagehide` until `pageshow` (from the back-forward cache); while frozen (`freeze`
 * until `resume`, and RESUMED_MS after it, while what waited runs). No `beforeunload` listener: in
 * Firefox it keeps every page out of the back-forward cache.
 */
const LEAVE_MS = 5_000;
const RESUMED_MS = 1_000;

let leavingUntil = -Infinity;
let hidden = false;
let frozen = false;
let watching = false;
/** Navigations to another page begun so far: a cancelled one ends the leaving only if it is the last. */
let navigations = 0;
const waiting = new Set<() => void>();
const held = new Set<HTMLScriptElement | HTMLLinkElement>();

/** Whether the page is being left now. */
export const leavingPage = (): boolean => hidden || frozen || performance.now() < leavingUntil;

/** Resolves once the page is not being left (at once when it is not); never, for a page left for good. */
export function pageStays(): Promise<void> {
  if (!leavingPage()) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** Start-up, before anything is loaded: follows the page's life, and holds what fails while it is left. */
export function watchPageLeaving(): void {
  if (watching) return;
  watching = true;
  // Where the browser has no Navigation API, the page is known to be left from `pagehide` only.
  const { navigation } = window as { navigation?: Navigation };
  navigation?.addEventListener('navigate', (event) => {
    if (event.destination.sameDocument || event.downloadRequest !== null) return;
    const mine = ++navigations;
    leaveFor(LEAVE_MS);
    event.signal.addEventListener('abort', () => {
      if (mine !== navigations) return;
      leavingUntil = -Infinity;
      stayed();
    });
  });
  window.addEventListener('pagehide', () => (hidden = true));
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    hidden = false;
    stayed();
  });
  document.addEventListener('freeze', () => (frozen = true));
  document.addEventListener('resume', () => {
    frozen = false;
    leaveFor(RESUMED_MS);
  });
  // Capturing at the window: before the element's own listeners (the bundler's, the federation
  // runtime's), which would take the failure for the file's.
  window.addEventListener('error', holdFailedLoad, true);
}

function leaveFor(ms: number): void {
  leavingUntil = Math.max(leavingUntil, performance.now() + ms);
  setTimeout(stayed, ms);
}

/** The page stays after all: what waited goes on, and what failed meanwhile is asked for again. */
function stayed(): void {
  if (leavingPage()) return;
  const resume = [...waiting];
  waiting.clear();
  resume.forEach((go) => go());
  const failed = [...held];
  held.clear();
  failed.forEach(askAgain);
}

/** A script or stylesheet that failed to load while the page is being left: its listeners wait. */
function holdFailedLoad(event: Event): void {
  const element = event.target;
  const file =
    element instanceof HTMLScriptElement || (element instanceof HTMLLinkElement && element.rel === 'stylesheet');
  if (!file || !leavingPage()) return;
  event.stopImmediatePropagation();
  held.add(element);
}

/**
 * The same file asked for again, by an element with the same attributes (its `integrity` too),
 * whose answer is given to the first one's listeners: `load`, or `error` (then held again when the
 * page is being left once more). A stylesheet keeps the new element, which applies it.
 */
function askAgain(first: HTMLScriptElement | HTMLLinkElement): void {
  const again = document.createElement(first.tagName.toLowerCase()) as HTMLScriptElement | HTMLLinkElement;
  for (const { name, value } of Array.from(first.attributes)) again.setAttribute(name, value);
  const answer = (type: 'load' | 'error') => () => {
    if (type === 'error' || again instanceof HTMLScriptElement) again.remove();
    first.dispatchEvent(new Event(type));
  };
  again.onload = answer('load');
  again.onerror = answer('error');
  if (first.isConnected) first.after(again);
  else document.head.append(again);
}
