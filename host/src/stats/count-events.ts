import {
  EARLY_COUNT,
  firstPageEvents,
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
 * What a page drawn by the server counted before the host's scripts ran: its loader sends the page's
 * first events and counts WhatsApp clicks until the host says it counts them (`hostCounts`).
 */
const earlyCount = (): EarlyCount => (window[EARLY_COUNT] ??= {});

/**
 * The router moved from `before` (null: this is the document's first page) to `now`: its events
 * (`pageEvents`). The first page's are its loader's when it sent them already.
 */
export function countPage(before: PageUrl | null, now: PageUrl): void {
  if (before === null && earlyCount().viewSent) return;
  const events = before ? pageEvents(before, now) : firstPageEvents(now, document.referrer, window.location.hostname);
  for (const event of events) sendSiteEvent(event);
}

/** From now on the host counts the clicks: a drawn page's loader stops counting them. */
export function countClicksHere(): void {
  earlyCount().hostCounts = true;
}

/** A click on `target` while `page` is shown: a `whatsapp` when on a WhatsApp link. */
export function countClick(target: EventTarget | null, page: PageUrl): void {
  if (onWhatsAppLink(target)) sendSiteEvent(whatsappEvent(page));
}
