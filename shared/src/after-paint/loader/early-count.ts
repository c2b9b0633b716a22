import { EARLY_COUNT, WHATSAPP_HOST, type EarlyCount } from '../../stats/page-events.ts';
import type { SiteEvent } from '../../types.ts';
import type { AfterPaint } from '../after-paint-list.ts';

/** What the loader counts until the host's code does. */
export interface EarlyCounter {
  /** The page's first events, once (the host is told on `window[EARLY_COUNT].viewSent`). */
  view: () => void;
  /** The document's capturing click listener: a click on a WhatsApp link is an order, until the host counts them. */
  click: (event: MouseEvent) => void;
}

/**
 * The shop's statistics count every page, and the host's code that counts them runs a second or
 * more after a drawn page shows: a visitor may leave, or ask for a cake on WhatsApp, before it does.
 * So the loader counts the page until then, by the host's rules (`pageEvents`, `sendSiteEvent`),
 * with what the server wrote for this page (`count`): the page's first events, sent when the
 * scripts are asked for, or when the page is hidden or left before that; and a click on a WhatsApp
 * link, until the host says it counts them. The two tell each other on `window[EARLY_COUNT]`.
 * Nothing is sent from a browser signed in to the back office (`signedIn`) or without `sendBeacon`.
 */
export function countEarly(win: Window, count: AfterPaint['count'], signedIn: boolean): EarlyCounter {
  const early: EarlyCount = ((win as unknown as Record<string, EarlyCount>)[EARLY_COUNT] ??= {});
  const send = (event: SiteEvent) => {
    if (!signedIn && typeof win.navigator.sendBeacon === 'function')
      win.navigator.sendBeacon(count.url, JSON.stringify(event));
  };
  const view = () => {
    if (early.viewSent) return;
    early.viewSent = true;
    count.events.forEach(send);
  };
  return {
    view,
    click: (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || early.hostCounts || !WHATSAPP_HOST.test(link.hostname)) return;
      view();
      send(count.whatsapp);
    },
  };
}
