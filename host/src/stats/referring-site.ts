/** A host name as the statistics take it (the API refuses anything else). */
const HOST_NAME = /^[a-z0-9.-]{1,253}$/;

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
  return host !== ownHost && HOST_NAME.test(host) ? host : undefined;
}
