import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS_ORIGIN as @fastify/cors takes it: `*` (the default) allows any origin; one origin is always
 * answered; a comma-separated list answers the request's origin when it is one of them (with
 * `Vary: Origin`), and no CORS header otherwise.
 */
export function corsOrigin(value: string): string | string[] {
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  if (origins.length === 0 || origins.includes('*')) return '*';
  const [only] = origins;
  return origins.length === 1 && only !== undefined ? only : origins;
}

/**
 * CORS for the API (registered inside its prefix): the front ends may run on other origins (dev
 * servers, a CDN). Credentials are bearer tokens in a header, never cookies, so an open origin
 * exposes nothing extra. Preflights are answered in onRequest, before any guard, and read no body.
 */
export async function registerApiCors(api: FastifyInstance, origin: string): Promise<void> {
  await api.register(cors, {
    origin: corsOrigin(origin),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The pending comments' pages (comments/routes.ts).
    exposedHeaders: ['X-Total-Count', 'Link'],
    maxAge: 600,
    // Any OPTIONS is answered 204, preflight or not, as before.
    strictPreflight: false,
  });
}
