import { referringSite, pageEvents, sendSiteEvent, type PageUrl, whatsappEvent } from '@pasteleria/shared';
import { onWhatsAppLink } from './whatsapp-link';

export type { PageUrl };

/**
 * The router moved from `before` (null: this is the visit's first page) to `now`: its events
 * (`pageEvents`), the first page's with the site the visitor came from.
 */
export function countPage(before: PageUrl | null, now: PageUrl): void {
  const origen = before ? undefined : referringSite(document.referrer, window.location.hostname);
  pageEvents(before, now, origen).forEach(sendSiteEvent);
}

/** A click on `target` while `page` is shown: a `whatsapp` when on a WhatsApp link. */
export function countClick(target: EventTarget | null, page: PageUrl): void {
  if (onWhatsAppLink(target)) sendSiteEvent(whatsappEvent(page));
}
