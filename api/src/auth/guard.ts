import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { checkToken } from './tokens.js';
import type { SessionUser } from './users.js';

export interface Session {
  user: SessionUser;
  tokenId: number;
}

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

/** onRequest (before any body is read) or preHandler: a valid, unexpired token of an existing user (one query), else 401. */
export function requireUser(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    if (!token) throw unauthenticated();
    const session = await checkToken(db, token);
    if (!session) throw unauthenticated();
    request.session = session;
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

/** onRequest (before any body is read): requireUser, then the admin role, else 403. */
export function requireAdmin(db: Kysely<Database>) {
  const authenticate = requireUser(db);
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    if (request.session?.user.role !== 'admin') throw forbidden();
  };
}
