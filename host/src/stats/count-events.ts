import { sendSiteEvent } from '@pasteleria/shared';
import { productInUrl } from './product-in-url';
import { referringSite } from './referring-site';
import { onWhatsAppLink } from './whatsapp-link';

/** Where the router is: the page's path and its query. */
export type PageUrl = { pathname: string; search: string };

/**
 * The router moved from `before` (null: this is the visit's first page) to `now`: a `vista` when the
 * path changed, the first one with the site the visitor came from (when another); a `producto` when
 * the URL opens a product's dialog it did not open before.
 */
export function countPage(before: PageUrl | null, now: PageUrl): void {
  const ruta = now.pathname;
  // null: another page (or the first); on the same page, the product its URL opened (undefined: none).
  const openBefore = before?.pathname === ruta ? productInUrl(before) : null;
  if (openBefore === null) {
    const origen = before ? undefined : referringSite(document.referrer, window.location.hostname);
    sendSiteEvent({ tipo: 'vista', ruta, origen });
  }
  const producto = productInUrl(now);
  if (producto !== undefined && producto !== openBefore) sendSiteEvent({ tipo: 'producto', ruta, producto });
}

/** A click on `target` while `page` is shown: a `whatsapp` when on a WhatsApp link, with the product whose dialog is open. */
export function countClick(target: EventTarget | null, page: PageUrl): void {
  if (onWhatsAppLink(target)) sendSiteEvent({ tipo: 'whatsapp', ruta: page.pathname, producto: productInUrl(page) });
}
