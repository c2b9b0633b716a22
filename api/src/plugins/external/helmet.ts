import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** The origins of absolute remote URLs (a remote deployed on another host). */
function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of [...Object.values(config.remotes), config.apiBase]) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // a path on this server
    }
  }
  return [...origins];
}

/**
 * Content-Security-Policy of the served site: scripts from here and from the remotes' origins,
 * images from anywhere over https (plus data: for inline editor images), inline styles (antd and
 * the rich-text editor), maps in frames, no plugins, no framing by others.
 */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
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

/**
 * Security headers (helmet) with the site's CSP; images may be used by the remotes' other origins.
 * The middleware is built once: @fastify/helmet rebuilt it, CSP parsing included, on every request
 * (a sixth of the server's allocations under load).
 */
export function registerHelmet(app: FastifyInstance, config: Config): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
}
