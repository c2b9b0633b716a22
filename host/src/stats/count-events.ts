import {
  EARLY_COUNT,
  referringSite,
  pageEvents,
  sendSiteEvent,
  type EarlyCount,
  type PageUrl,
  whatsappEvent,
} from '@pasteleria/shared';
import { onWhatsAppLink } from './whatsapp-link';

export type { PageUrl };

declare global {
  interface Window {
    [EARLY_COUNT]?: EarlyCount;
  }
}

/**
 * The router moved from `before` (null: this is the document's first page) to `now`: its events
 * (`pageEvents`). A page drawn by the server counted itself until the host's scripts ran: its
 * loader sent its first events already (`window[EARLY_COUNT].viewSent`).
 */
export function countPage(before: PageUrl | null, now: PageUrl): void {
  if (before) pageEvents(before, now).forEach(sendSiteEvent);
  else if (!window[EARLY_COUNT]?.viewSent)
    pageEvents(null, now, referringSite(document.referrer, window.location.hostname)).forEach(sendSiteEvent);
}

/** From now on the host counts the clicks: a drawn page's loader, which counted them, stops. */
export function countClicksHere(): void {
  (window[EARLY_COUNT] ??= {}).hostCounts = true;
}

/** A click on `target` while `page` is shown: a `whatsapp` when on a WhatsApp link. */
export function countClick(target: EventTarget | null, page: PageUrl): void {
  if (onWhatsAppLink(target)) sendSiteEvent(whatsappEvent(page));
}
