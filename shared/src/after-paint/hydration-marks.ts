/**
 * How the host tells a drawn page's loader (./loader/) that React has taken over a part of it: each
 * part of the page that React hydrates as one (the host's frame, and each remote's screen inside it)
 * is an element with `data-part="<name>"`, drawn alike by the server and the browser, and the host
 * adds `data-hydrated` to it once React has hydrated it (or drawn it anew). The loader gives a click
 * kept before then to what was clicked once its part bears the mark, and never reads React's own
 * properties, which change without notice.
 */
export const PART_ATTRIBUTE = 'data-part';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * A part's ref: the element is marked once React has committed it (hydrated or drawn), when a click
 * given to it reaches its handlers. A ref, not an effect: it runs in the commit itself.
 */
export function markHydrated(element: Element | null): void {
  element?.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** The part `element` belongs to (the innermost), or null outside every part. */
const partOf = (element: Element | null): Element | null => element?.closest(`[${PART_ATTRIBUTE}]`) ?? null;

/** Whether React has hydrated the part `element` belongs to. */
export const isHydrated = (element: Element | null): boolean =>
  partOf(element)?.hasAttribute(HYDRATED_ATTRIBUTE) ?? false;
