import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a remote and its data loading). */
const HEADING_WAIT_MS = 10_000;

/** The page's main heading: the first h1 of the page's <main>. */
function findHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

function focusHeading(heading: HTMLElement, scrollToTop: boolean): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  if (scrollToTop) window.scrollTo(0, 0);
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading, as
 * a full page load would start a person at the top: a screen reader announces the page, and the
 * next Tab starts at the top of its content. A change of the query alone (a list's search, a
 * product's dialog) is not another page and leaves focus where it is. A page that is still loading
 * gets its heading focused when it shows, unless the person has moved on meanwhile. A new page
 * starts at its top; going back leaves the scroll where the browser puts it.
 * The host does this for every remote, so no remote has to.
 */
export function FocusOnNavigate() {
  const { pathname, key } = useLocation();
  const previousPath = useRef(pathname);
  // Back and Forward (a popstate) keep the scroll; a link or a redirect starts at the top.
  const wentBack = useRef(false);
  useEffect(() => {
    const onPopState = () => {
      wentBack.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const scrollToTop = !wentBack.current;
    wentBack.current = false;
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    const heading = findHeading();
    if (heading) {
      focusHeading(heading, scrollToTop);
      return;
    }
    // The page is still loading: wait for its heading, unless the person acts first.
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
    const observer = new MutationObserver(() => {
      const shown = findHeading();
      if (!shown) return;
      stop();
      focusHeading(shown, scrollToTop);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    return stop;
  }, [pathname, key]);

  return null;
}
