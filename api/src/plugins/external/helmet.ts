import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** The API's origin when API_BASE is absolute (an API on another host). */
function apiOrigin(config: Config): string[] {
  const url = URL.canParse(config.apiBase) ? new URL(config.apiBase) : undefined;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? [url.origin] : [];
}

/**
 * Content-Security-Policy of the served site: scripts from here (and the site's inline scripts,
 * by their `'sha256-…'` hashes), from the API's origin and from
 * every registered url release's origins (a remote deployed on another host, live or previewed),
 * images from anywhere over https (plus data: for inline editor images), inline styles (antd and
 * the rich-text editor), maps in frames, no plugins, no framing by others.
 */
function contentSecurityPolicy(
  config: Config,
  releaseOrigins: readonly string[],
  inlineScripts: readonly string[],
): Record<string, string[]> {
  const remotes = [...new Set([...releaseOrigins, ...apiOrigin(config)])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScripts],
    'connect-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", 'https:', ...remotes],
    'font-src': ["'self'", 'data:', 'https:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}

function securityHeaders(config: Config, releaseOrigins: readonly string[], inlineScripts: readonly string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, releaseOrigins, inlineScripts),
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing of where a visitor was (helmet's `no-referrer` towards them); a page
    // of this site knows the page of this site it was opened from, so a link followed before the
    // page's scripts ran counts in the statistics as the router's move would (`firstPageEvents`).
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * What a page loads but never opens as a document: scripts, styles, fonts, raster pictures, JSON
 * (manifests) and source maps. An SVG is not among them: opened on its own it is a document.
 */
const SUBRESOURCE = /\.(?:m?js|css|json|map|woff2?|ttf|png|jpe?g|webp|avif|gif|ico)$/i;

/** Where the remotes deployed on other hosts come from (the releases' registry): their origins, and word when they change. */
export interface ScriptOrigins {
  urlOrigins(): readonly string[];
  /** Calls `listener` after each change; answers a function that stops it. */
  subscribe(listener: () => void): () => void;
}

/**
 * Security headers (helmet) with the site's CSP; images may be used by the remotes' other origins.
 * `inlineScripts`: the CSP hashes of the site's inline scripts (the composition passes them: the
 * plugin knows no page).
 * A subresource gets only the two headers that apply to it (nosniff, and its use by other origins):
 * the others (the CSP, framing, referrer…) only mean something on a document, and sent with each
 * of the dozen scripts a visitor downloads they were some 700 bytes each.
 * The middleware is built once, and again only when the registered url releases' origins change:
 * @fastify/helmet rebuilt it, CSP parsing included, on every request (a sixth of the server's
 * allocations under load).
 */
export function registerHelmet(
  app: FastifyInstance,
  config: Config,
  registry: ScriptOrigins,
  inlineScripts: readonly string[],
): void {
  let origins = registry.urlOrigins();
  let middleware = securityHeaders(config, origins, inlineScripts);
  const stop = registry.subscribe(() => {
    if (registry.urlOrigins().join(' ') === origins.join(' ')) return;
    origins = registry.urlOrigins();
    middleware = securityHeaders(config, origins, inlineScripts);
  });
  app.addHook('onClose', async () => stop());
  app.addHook('onRequest', (request, reply, done) => {
    if (!SUBRESOURCE.test(request.url.split('?', 1)[0] ?? '')) return middleware(request.raw, reply.raw, () => done());
    void reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'cross-origin');
    done();
  });
}
