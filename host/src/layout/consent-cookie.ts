/** The consent cookie: its name, how long it lasts (150 days), and reading and writing it. */
// From the shared entry every page already loads: the subpath would bundle the table of pages again.
import { CONSENT_COOKIE, CONSENT_DAYS } from '@pasteleria/shared';

export { CONSENT_COOKIE, CONSENT_DAYS };

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the visitor already accepted cookies. */
export function hasConsent(): boolean {
  return document.cookie.split(';').some((pair) => pair.split('=', 1)[0]?.trim() === CONSENT_COOKIE);
}

/** Remembers the consent for CONSENT_DAYS, on every page of the site. */
export function storeConsent(): void {
  const expires = new Date(Date.now() + CONSENT_DAYS * DAY_MS).toUTCString();
  document.cookie = `${CONSENT_COOKIE}=true; expires=${expires}; path=/; SameSite=Lax`;
}
