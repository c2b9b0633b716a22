/**
 * A page for the loader's tests: a document of its own (so no listener of one test reaches the
 * next), its state set by the test (`loading`, `hidden`), and a window standing in for the
 * browser's, with the few things the loader reads of it.
 */
export interface TestPage {
  doc: Document;
  win: Window & typeof globalThis;
  /** Every beacon sent: its URL and body read as JSON. */
  beacons: Array<{ url: string; body: unknown }>;
  /** Sets `document.readyState` (and fires what the browser fires on the way). */
  setReadyState(state: DocumentReadyState): void;
  setHidden(hidden: boolean): void;
  /** Moves the focus to `element` (a document of its own has no window to focus in). */
  focus(element: Element): void;
}

export function testPage(
  body: string,
  { session = {}, head = '' }: { session?: Record<string, string>; head?: string } = {},
): TestPage {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = `<base href="${location.origin}/">${head}`;
  doc.body.innerHTML = body;
  let readyState: DocumentReadyState = 'complete';
  let hidden = false;
  let focused: Element | null = null;
  Object.defineProperty(doc, 'activeElement', { get: () => focused ?? doc.body });
  Object.defineProperty(doc, 'readyState', { get: () => readyState });
  Object.defineProperty(doc, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
  const beacons: TestPage['beacons'] = [];
  const target = new EventTarget();
  const win = Object.assign(target, {
    document: doc,
    sessionStorage: {
      getItem: (key: string) => session[key] ?? null,
    },
    navigator: {
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body: JSON.parse(body) as unknown });
        return true;
      },
    },
    requestAnimationFrame: (run: () => void) => setTimeout(run, 16),
  }) as unknown as Window & typeof globalThis;
  return {
    doc,
    win,
    beacons,
    setReadyState(state) {
      readyState = state;
      if (state === 'interactive') doc.dispatchEvent(new Event('DOMContentLoaded'));
      if (state === 'complete') win.dispatchEvent(new Event('load'));
    },
    focus(element) {
      focused = element;
    },
    setHidden(now) {
      hidden = now;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A click as a person makes one: it bubbles, may be cancelled, at a place on the screen. */
export const clickOn = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12, clientY: 34, ...init });
  element.dispatchEvent(event);
  return event;
};

/** The host's mark on `part`: React has hydrated it. Lets the marks' observer run. */
export async function markHydrated(part: Element | null): Promise<void> {
  part?.setAttribute('data-hydrated', '');
  await Promise.resolve();
}
