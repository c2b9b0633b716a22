import type { SiteEvent } from '../types';

export interface RecordedBeacons {
  /** Every beacon sent, in order: its URL and its body as given (a string, for the sender). */
  sent: Array<{ url: string; body: unknown }>;
  /** The bodies of the beacons, read as the events they carry. */
  events(): SiteEvent[];
  /** Puts back what `navigator.sendBeacon` was before (jsdom has none). */
  restore(): void;
}

/** Stands in for `navigator.sendBeacon`: records every beacon and answers true (queued), as a browser does. */
export function recordBeacons(): RecordedBeacons {
  const before = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  const sent: RecordedBeacons['sent'] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string | URL, body?: unknown) => {
      sent.push({ url: String(url), body });
      return true;
    },
  });
  return {
    sent,
    events: () => sent.map(({ body }) => JSON.parse(String(body)) as SiteEvent),
    restore() {
      if (before) Object.defineProperty(navigator, 'sendBeacon', before);
      else Reflect.deleteProperty(navigator, 'sendBeacon');
    },
  };
}
