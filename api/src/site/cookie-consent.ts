import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_FORM_PATH } from '@pasteleria/shared/site-pages';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Where to go back to: the path of the page the form was sent from (its `Referer`: the site's
 * Referrer-Policy, same-origin, gives it in full to the site's own requests) when it is a page of
 * this site, else the home page. Never another site.
 */
function pageSentFrom(request: FastifyRequest, siteUrl: string | undefined): string {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return '/';
  const from = new URL(referer);
  const origins = [`${request.protocol}://${request.host}`, ...(siteUrl ? [siteUrl] : [])].map(
    (origin) => URL.canParse(origin) && new URL(origin).origin,
  );
  // One slash: `//other.example/` would be another site's address.
  return origins.includes(from.origin) ? `${from.pathname.replace(/^\/+/, '/')}${from.search}` : '/';
}

/**
 * POST /aceptar-cookies: the cookie notice's 'Acepto', from a browser that runs no script (with
 * scripts, the host stores the cookie itself and posts nothing). Sets the consent cookie as the
 * host does (CONSENT_DAYS, the whole site, readable by the page's scripts) and sends the visitor
 * back to the page, which the server then draws with the notice hidden. It takes no data and
 * changes nothing but that one cookie, so another site posting it gains nothing.
 */
export function cookieConsentRoute(siteUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    app.post(CONSENT_FORM_PATH, async (request, reply) =>
      reply
        .code(303)
        .header('set-cookie', `${CONSENT_COOKIE}=true; Max-Age=${CONSENT_DAYS * DAY_SECONDS}; Path=/; SameSite=Lax`)
        .header('location', pageSentFrom(request, siteUrl))
        .header('cache-control', 'no-store')
        .send(),
    );
  };
}
