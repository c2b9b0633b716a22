import { SITE_EVENT_HOST } from '@pasteleria/shared';

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
