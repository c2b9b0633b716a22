import { useState } from 'react';
import { hasConsent, storeConsent } from './consent-cookie';
import { useInBrowser } from './in-browser';
import { MAIN_ID } from './main-id';

export { CONSENT_COOKIE, CONSENT_DAYS } from './consent-cookie';

/**
 * Shown at the bottom of public pages until the visitor accepts; 'Acepto' stores the consent
 * cookie. Only the browser knows the cookie: the server's page has no banner, and it appears once
 * the page is hydrated (fixed at the bottom, it moves nothing).
 */
export function CookieBanner() {
  const inBrowser = useInBrowser();
  const [accepted, setAccepted] = useState(false);
  if (!inBrowser || accepted || hasConsent()) return null;

  const accept = () => {
    storeConsent();
    // The banner goes away with the button in it: focus goes back to the page's content.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    setAccepted(true);
  };

  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>Usamos cookies para mejorar tu experiencia en nuestro sitio.</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={accept}>
        Acepto
      </button>
      {/* A plain link: the cookie policy opens with a full page load. */}
      <a href="/politica-cookies">Leer más</a>
    </section>
  );
}
