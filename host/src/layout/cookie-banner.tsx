import { useState } from 'react';
import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'mi_consentimiento_cookie';
export const CONSENT_DAYS = 150;

/** Shown at the bottom of public pages until the visitor accepts (SPEC §1, §4, §9). */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => Cookies.get(CONSENT_COOKIE) !== undefined);
  if (accepted) return null;

  const accept = () => {
    Cookies.set(CONSENT_COOKIE, 'true', { expires: CONSENT_DAYS, path: '/', sameSite: 'lax' });
    setAccepted(true);
  };

  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>Usamos cookies para mejorar tu experiencia en nuestro sitio.</p>
      <button type="button" className="btn btn-primary btn-sm" onClick={accept}>
        Acepto
      </button>
      {/* A full page load, as the spec links it. */}
      <a href="/politica-cookies">Leer más</a>
    </section>
  );
}
