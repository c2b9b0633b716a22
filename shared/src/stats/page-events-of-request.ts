import { TOKEN_KEY } from '../api/api-settings.ts';
import { pageEvents, referringSite, type PageUrl } from './page-events.ts';
import { SITE_EVENT_PATH_MAX, type SiteEvent } from '../types.ts';

/**
 * `@pasteleria/shared/page-events`, for the site's server: the page events of ./page-events.ts, and
 * what the server needs beside them to count a drawn page until the host's scripts run. Kept out of
 * the shared entry that every visitor downloads.
 */
export * from './page-events.ts';

/**
 * The path of a requested page as a beacon carries it: cut to SITE_EVENT_PATH_MAX, as the browser's
 * sender cuts it.
 */
export const requestedPage = (pathname: string, search: string): PageUrl => ({
  pathname: pathname.slice(0, SITE_EVENT_PATH_MAX),
  search,
});

/**
 * The events of a page loaded anew (its `referrer`, this site's host `ownHost`). A page of this site
 * it was opened from (a link followed before that page's scripts ran, which loads the next page anew)
 * is the page before, so such a move counts as the router's would: a product opened on the same
 * category page is a `producto`, not another `vista`.
 */
export function firstPageEvents(now: PageUrl, referrer: string, ownHost: string): SiteEvent[] {
  // No referrer (typed, a bookmark, most requests): not parsed, since a thrown error costs a page.
  if (!referrer) return pageEvents(null, now);
  const from = URL.canParse(referrer) ? new URL(referrer) : undefined;
  const before = from?.hostname === ownHost ? { pathname: from.pathname, search: from.search } : null;
  return pageEvents(before, now, referringSite(referrer, ownHost));
}

/** Nothing is counted from a browser signed in to the back office: the session storage key of its token. */
export const SIGNED_IN_KEY = TOKEN_KEY;
