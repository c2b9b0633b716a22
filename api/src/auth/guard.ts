import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { checkToken, touchSession, type CheckedToken } from './tokens.js';

/** A signed-in request's session: its user, its token, and what two-step asks of it. */
export type Session = CheckedToken;

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

const unauthenticated = () =>
  new HttpError(401, 'No autenticado. Inicia sesión para continuar.', { 'www-authenticate': 'Bearer' });

/** The token of `Authorization: Bearer {token}`, if the request carries one. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * onRequest (before any body is read) or preHandler: a valid, unexpired token of an existing user
 * (one query; its last use noted at most once a minute), else 401.
 */
export function requireUser(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    if (!token) throw unauthenticated();
    const session = await checkToken(db, token);
    if (!session) throw unauthenticated();
    request.session = session;
    await touchSession(db, session);
  };
}

/** Whether the request carries a valid, unexpired token of a signed-in user (one query when it carries any); never refuses. */
export async function carriesStaffToken(db: Kysely<Database>, request: FastifyRequest): Promise<boolean> {
  const token = bearer(request);
  return token !== undefined && (await checkToken(db, token)) !== undefined;
}

/** The session requireUser found; a route without that guard gets the same 401. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export const forbidden = () => new HttpError(403, 'No tienes permiso para realizar esta acción.');

/** What an administrator without two-step meets once the shop requires it. */
const TWO_STEP_SETUP_NEEDED =
  'Esta tienda exige la verificación en dos pasos: actívala en Seguridad para usar el panel.';
/** What a session signed in with a password alone meets on what puts code or people in charge. */
export const TWO_STEP_SESSION_NEEDED =
  'Esta acción pide una sesión iniciada con verificación en dos pasos: cierra sesión y vuelve a entrar con tu segundo paso.';

/**
 * onRequest (before any body is read): requireUser, then the admin role, else 403. Once the shop
 * requires two-step, an administrator whose account has none is refused (403) everywhere but the
 * sign-in's own routes (`/auth/…`, where 'Seguridad' sets it up).
 */
export function requireAdmin(db: Kysely<Database>) {
  const authenticate = requireUser(db);
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    const session = sessionOf(request);
    if (session.user.role !== 'admin') throw forbidden();
    if (session.twoStepRequired && !session.accountTwoStep) throw new HttpError(403, TWO_STEP_SETUP_NEEDED);
  };
}

/**
 * preHandler, for what can put code before every visitor or people in charge (publishing and
 * making releases live, rollouts, deploy keys, users): once the shop requires two-step, a session
 * signed in with a password alone is refused (403). After requireAdmin. (Async: fastify waits for
 * a hook's promise, and would wait for a `done` callback that a plain function never calls.)
 */
export async function requireTwoStepSession(request: FastifyRequest): Promise<void> {
  const session = sessionOf(request);
  if (session.twoStepRequired && !session.twoStep) throw new HttpError(403, TWO_STEP_SESSION_NEEDED);
}
