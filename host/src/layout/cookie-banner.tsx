import { useState, type FormEvent } from 'react';
import { CONSENT_FORM_PATH } from '@pasteleria/shared';
import { hasConsent, storeConsent } from './consent-cookie';
import { useInBrowser } from './in-browser';
import { MAIN_ID } from './main-id';

export { CONSENT_COOKIE, CONSENT_DAYS } from './consent-cookie';

/**
 * Shown at the bottom of public pages until the visitor accepts; 'Acepto' stores the consent
 * cookie. A page the server draws has it whoever asks (its drawing is shared): for a visitor who
 * already accepted, the server marks the page (`data-consent` on <html>) and the styles hide it
 * from the first paint, until the browser, which knows the cookie, leaves it out once hydrated.
 * Nothing moves for anyone. 'Acepto' submits a form: in a browser that runs no script (or whose
 * scripts never came) the server sets the cookie and shows the page again (CONSENT_FORM_PATH).
 */
export function CookieBanner() {
  const inBrowser = useInBrowser();
  const [accepted, setAccepted] = useState(false);
  if (accepted || (inBrowser && hasConsent())) return null;

  const accept = (event: FormEvent) => {
    event.preventDefault();
    storeConsent();
    // The banner goes away with the button in it: focus goes back to the page's content.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    setAccepted(true);
  };

  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>Usamos cookies para mejorar tu experiencia en nuestro sitio.</p>
      <form method="post" action={CONSENT_FORM_PATH} onSubmit={accept}>
        <button type="submit" className="btn btn-primary btn-sm">
          Acepto
        </button>
      </form>
      {/* A plain link: the cookie policy opens with a full page load. */}
      <a href="/politica-cookies">Leer más</a>
    </section>
  );
}
