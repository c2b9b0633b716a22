import { matchSitePath, PRODUCT_PARAM } from '../federation/site-pages.ts';
import { TOKEN_KEY } from '../api/api-settings.ts';
import { SITE_EVENT_HOST, SITE_EVENT_PATH_MAX, type SiteEvent } from '../types.ts';

/**
 * Which events of the shop's statistics a page produces, the one rule for the host (which counts
 * every page its router shows) and the site's server (which writes a drawn page's first events into
 * it, sent by the page's own loader when the visitor leaves before the host's scripts ran).
 */

/** Where a page is: its path and its query. */
export type PageUrl = { pathname: string; search: string };

const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/**
 * The product whose dialog the URL opens (`productPath` of @pasteleria/shared/seo: a category's
 * page with `?producto=<id>`), if any. Read from the URL, not from the catalogue, so a catalogue
 * deployed before the statistics is counted too.
 */
export function productInUrl({ pathname, search }: PageUrl): number | undefined {
  const id = new URLSearchParams(search).get(PRODUCT_PARAM);
  const onCategory = matchSitePath(pathname)?.page.path === '/categorias/:slug';
  return id !== null && onCategory && PRODUCT_ID.test(id) ? Number(id) : undefined;
}

/**
 * The host of the site a visitor came from (`document.referrer`), when it is another site: the
 * `origen` of a visit's first view. Undefined for none, for this site, and for what is not a host name.
 */
export function referringSite(referrer: string, ownHost: string): string | undefined {
  const host = urlOf(referrer)?.hostname;
  return host !== undefined && host !== ownHost && SITE_EVENT_HOST.test(host) ? host : undefined;
}

function urlOf(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * A move from the page `before` (null: the visit's first) to `now`: a `vista` when the path
 * changed, with `origen` (the site the visitor came from) on the first; a `producto` when the URL
 * opens a product's dialog it did not open before.
 */
export function pageEvents(before: PageUrl | null, now: PageUrl, origen?: string): SiteEvent[] {
  const ruta = now.pathname.slice(0, SITE_EVENT_PATH_MAX);
  // null: another page (or the first); on the same page, the product its URL opened (undefined: none).
  const openBefore = before?.pathname === now.pathname ? productInUrl(before) : null;
  const producto = productInUrl(now);
  return [
    ...(openBefore === null
      ? [origen ? { tipo: 'vista' as const, ruta, origen } : { tipo: 'vista' as const, ruta }]
      : []),
    ...(producto !== undefined && producto !== openBefore ? [{ tipo: 'producto' as const, ruta, producto }] : []),
  ];
}

/**
 * The events of a page loaded anew (its `referrer`, this site's host `ownHost`). A page of this site
 * it was opened from (a link followed before that page's scripts ran, which loads the next page anew)
 * is the page before, so such a move counts as the router's would: a product opened on the same
 * category page is a `producto`, not another `vista`.
 */
export function firstPageEvents(now: PageUrl, referrer: string, ownHost: string): SiteEvent[] {
  const from = urlOf(referrer);
  const before = from?.hostname === ownHost ? { pathname: from.pathname, search: from.search } : null;
  return pageEvents(before, now, referringSite(referrer, ownHost));
}

/** A chat link's host: `whatsappLink` writes wa.me; an editor's link may be to whatsapp.com. */
export const WHATSAPP_HOST = /(^|\.)(wa\.me|whatsapp\.com)$/;

/** A click on a WhatsApp link while `page` is shown, with the product whose dialog is open. */
export const whatsappEvent = (page: PageUrl): SiteEvent => ({
  tipo: 'whatsapp',
  ruta: page.pathname.slice(0, SITE_EVENT_PATH_MAX),
  producto: productInUrl(page),
});

/** Nothing is counted from a browser signed in to the back office: the session storage key of its token. */
export const SIGNED_IN_KEY = TOKEN_KEY;

/**
 * What a drawn page's loader (which counts the page until the host's scripts run) and the host tell
 * each other, on `window[EARLY_COUNT]`: `viewSent` once the loader sent the page's first events (the
 * host does not send them again); `hostCounts` once the host counts clicks itself (the loader stops).
 */
export const EARLY_COUNT = 'pasteleriaEarlyCount';
export interface EarlyCount {
  viewSent?: boolean;
  hostCounts?: boolean;
}
