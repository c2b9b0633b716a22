const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

function focusables(item: Element): HTMLElement[] {
  return Array.from(item.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** What a control does, by the first word of its name: 'Eliminar', 'Aprobar', 'Editar'. */
function verb(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().split(/\s+/)[0] ?? '';
}

function sibling(item: Element, selector: string, step: 'nextElementSibling' | 'previousElementSibling') {
  for (let next = item[step]; next; next = next[step]) if (next.matches(selector)) return next;
  return null;
}

/** How long the page may take to take the removed item away (its list reloading). */
const REMOVAL_WAIT_MS = 5000;

/** Calls `then` once `element` has left the page (or after a while, if it never does). */
function whenRemoved(element: Element, then: () => void): void {
  if (!element.isConnected) return then();
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    done();
  });
  const timer = setTimeout(() => done(), REMOVAL_WAIT_MS);
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Where focus goes once the item that holds `control` (a table row, a card) is removed: to the
 * same control of the next item, else of the previous one, else to the page's heading. Without
 * this, focus falls to the page's <body> and a keyboard or screen-reader user starts again from
 * the top. Call it before the action; call what it answers after, saying whether the item goes
 * (focus moves on once it has gone) or stays (focus returns to `control`).
 */
export function focusAfterRemoval(control: HTMLElement | null, itemSelector: string): (removed: boolean) => void {
  const item = control?.closest(itemSelector);
  const action = control ? verb(control) : '';
  const neighbours = item
    ? [sibling(item, itemSelector, 'nextElementSibling'), sibling(item, itemSelector, 'previousElementSibling')]
    : [];
  const moveOn = () => {
    if (control?.isConnected) return control.focus();
    for (const neighbour of neighbours) {
      if (!neighbour?.isConnected) continue;
      const controls = focusables(neighbour);
      const target = controls.find((c) => action && verb(c) === action) ?? controls[0];
      if (target) return target.focus();
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading?.focus();
  };
  return (removed) => {
    if (removed && item) whenRemoved(item, moveOn);
    else moveOn();
  };
}
