import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { countClick, countClicksHere, countPage, type PageUrl } from './count-events';

/**
 * The shop's own statistics, counted by the host for every remote (see count-events.ts): each page
 * the router shows, and every click, which counts when it is on a WhatsApp link. The sender
 * (`sendSiteEvent`) waits until the page has loaded and is idle, and sends nothing from a signed-in
 * admin's browser or about the admin's pages. It is part of the start-up code: every page needs it,
 * and a chunk of its own would be downloaded by every page all the same, as one more file.
 */
export function SiteEvents() {
  const { pathname, search } = useLocation();
  const shown = useRef<PageUrl | null>(null);

  useEffect(() => {
    const before = shown.current;
    if (before?.pathname === pathname && before.search === search) return;
    shown.current = { pathname, search };
    countPage(before, shown.current);
  }, [pathname, search]);

  useEffect(() => {
    const onClick = ({ target }: MouseEvent) => {
      if (shown.current) countClick(target, shown.current);
    };
    // Capture: a link's own handler cannot keep the click from being counted.
    document.addEventListener('click', onClick, true);
    countClicksHere();
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
