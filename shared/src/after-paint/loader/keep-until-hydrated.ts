import { HYDRATED_ATTRIBUTE, isHydrated } from '../hydration-marks.ts';

/** What works without the host's scripts: a click on it is the browser's, not kept for later. */
const NATIVE = 'label,summary,input,select,textarea';

/**
 * A page's parts hydrate one after another once React has begun (the host's frame, the remote's
 * screen, a remote that was still loading…): from the first part's mark, the others have this long,
 * and then whatever is still kept is given anyway and nothing more is kept.
 */
export const HYDRATED_WAIT_MS = 2000;

/**
 * A page whose parts never bear the host's mark (its scripts fail to start, a host of another
 * shape) gives what it kept this long after its last start-up script loaded (the host still loads
 * its config and the page's remote then), and keeps nothing from then on.
 */
export const UNMARKED_WAIT_MS = 10_000;

type Kept = MouseEvent | KeyboardEvent;

/** What the loader tells the keeper; each says what the keeper does with it. */
export interface Keeper {
  /** The document's capturing click listener: kept (answers true) or left to the page. */
  click: (event: MouseEvent) => boolean;
  /** The document's capturing keydown listener: one Escape on a part not hydrated yet is kept. */
  keydown: (event: KeyboardEvent) => void;
  /** Nothing will mark the page now (a start-up script failed, or none to run): all is given, nothing kept. */
  stop: () => void;
  /** The last start-up script has run: the page has UNMARKED_WAIT_MS to bear a mark. */
  scriptsRan: () => void;
}

/**
 * What a visitor does before the host's scripts have run is not lost. Labels, summaries and form
 * fields work without them, and so do links to other sites, or opened in another tab or window (a
 * key held, `target`, `download`). Any other click in the page (`#root`) would do nothing until
 * React has hydrated what was clicked (the product dialog's 'Regresar' or its backdrop, a slide's
 * arrows, the cookie notice's 'Acepto'), or would load the whole page anew where the site's router
 * moves within it (a link of the site: 'Categorías' in the menu, a product's 'Ver más'). So such a
 * click is kept from any default and from the page, and once the host has marked the part it is in
 * as hydrated (../hydration-marks.ts), it is given to the same element again (`mousedown`, `mouseup`,
 * `click`, made from the visitor's: its place, its keys); likewise one Escape, to what has the focus
 * then (the product dialog takes it once hydrated). `kept` is told whenever something is kept.
 */
export function keepUntilHydrated(doc: Document, kept: () => void): Keeper {
  let deadline = Infinity;
  let waiting: Kept[] = [];
  const now = () => Date.now();
  const holding = (target: Element | null) => now() < deadline && !isHydrated(target);
  const targetOf = (event: Kept): Element | null =>
    'key' in event ? (doc.activeElement ?? doc.body) : event.target instanceof Element ? event.target : null;

  const settle = () => {
    if (deadline === Infinity && doc.querySelector(`[${HYDRATED_ATTRIBUTE}]`)) endAt(now() + HYDRATED_WAIT_MS);
    waiting = waiting.filter((event) => {
      const target = targetOf(event);
      if (!target?.isConnected) return false;
      if (holding(target)) return true;
      give(event, target);
      return false;
    });
    if (now() >= deadline && !waiting.length) marks.disconnect();
  };
  // The host's marks are attributes: each one set is a moment to give what waits for it.
  const marks = new MutationObserver(settle);
  marks.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });

  function endAt(time: number) {
    if (deadline !== Infinity) return;
    deadline = time;
    if (time <= now()) settle();
    else setTimeout(settle, time - now());
  }

  function keep(event: Kept) {
    event.stopPropagation();
    waiting.push(event);
    kept();
  }

  return {
    click: (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('#root') || !holding(target)) return false;
      const link = target.closest<HTMLAnchorElement>('a[href]');
      const theBrowsers = link
        ? link.origin !== location.origin ||
          (link.target !== '' && link.target !== '_self') ||
          link.hasAttribute('download') ||
          event.button !== 0 ||
          event.ctrlKey ||
          event.metaKey ||
          event.shiftKey ||
          event.altKey
        : target.closest(NATIVE) !== null;
      if (theBrowsers) return false;
      event.preventDefault();
      keep(event);
      return true;
    },
    keydown: (event) => {
      if (event.key !== 'Escape' || !holding(targetOf(event))) return;
      if (event.repeat || waiting.some((other) => 'key' in other)) event.stopPropagation();
      else keep(event);
    },
    stop: () => endAt(now()),
    scriptsRan: () => setTimeout(() => endAt(now()), UNMARKED_WAIT_MS),
  };
}

/** A kept event, given again to `target`: the click as the browser makes one, or the key. */
function give(event: Kept, target: Element): void {
  if ('key' in event) {
    target.dispatchEvent(new KeyboardEvent('keydown', event));
    return;
  }
  for (const type of ['mousedown', 'mouseup', 'click']) target.dispatchEvent(new MouseEvent(type, event));
}
