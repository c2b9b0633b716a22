import { matchSitePath, PRODUCT_PARAM } from '../federation/site-pages.ts';
import { SITE_EVENT_HOST, type SiteEvent } from '../types.ts';

/**
 * Which events of the shop's statistics a page produces, the one rule for the host (which counts
 * every page its router shows) and the site's server (which writes a drawn page's first events into
 * it, for the page's loader to send until the host's scripts run: ./page-events-of-request.ts).
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
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return undefined;
  }
  return host !== ownHost && SITE_EVENT_HOST.test(host) ? host : undefined;
}

/**
 * A move from the page `before` (null: the visit's first) to `now`: a `vista` when the path
 * changed, with `origen` (the site the visitor came from) on the first; a `producto` when the URL
 * opens a product's dialog it did not open before.
 */
export function pageEvents(before: PageUrl | null, now: PageUrl, origen?: string): SiteEvent[] {
  const ruta = now.pathname;
  // null: another page (or the first); on the same page, the product its URL opened (undefined: none).
  const openBefore = before?.pathname === now.pathname ? productInUrl(before) : null;
  const producto = productInUrl(now);
  const events: SiteEvent[] = [];
  if (openBefore === null) events.push({ tipo: 'vista', ruta, origen });
  if (producto !== undefined && producto !== openBefore) events.push({ tipo: 'producto', ruta, producto });
  return events;
}

/** A chat link's host: `whatsappLink` writes wa.me; an editor's link may be to whatsapp.com. */
export const WHATSAPP_HOST = /(^|\.)(wa\.me|whatsapp\.com)$/;

/** A click on a WhatsApp link while `page` is shown, with the product whose dialog is open. */
export const whatsappEvent = (page: PageUrl): SiteEvent => ({
  tipo: 'whatsapp',
  ruta: page.pathname,
  producto: productInUrl(page),
});

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
