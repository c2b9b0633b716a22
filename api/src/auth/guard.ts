import type { FastifyRequest } from 'fastify';
import type { RemoteName } from '@pasteleria/shared/federation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { DEPLOY_KEY_PREFIX, findDeployKey, type DeployKeyIdentity } from './deploy-keys.js';
import { checkToken } from './tokens.js';
import type { SessionUser } from './users.js';

export interface Session {
  user: SessionUser;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** The deploy key the request was made with (requireAdminOrDeployKey), else null. */
    deployKey: DeployKeyIdentity | null;
  }
}

const unauthenticated = () =>
  new HttpError(401, 'No autenticado. Inicia sesión para continuar.', { 'www-authenticate': 'Bearer' });

function bearer(request: FastifyRequest): string | undefined {
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

const forbidden = () => new HttpError(403, 'No tienes permiso para realizar esta acción.');

/** onRequest (before any body is read): requireUser, then the admin role, else 403. */
export function requireAdmin(db: Kysely<Database>) {
  const authenticate = requireUser(db);
  return async (request: FastifyRequest): Promise<void> => {
    await authenticate(request);
    if (request.session?.user.role !== 'admin') throw forbidden();
  };
}

/**
 * onRequest, for the routes a deploy key may use (publishing a release, making it live, listing
 * releases): a deploy key that exists (401 for one that does not, or no longer does), else what
 * requireAdmin asks. A key used on any other admin route is no session token: 401 there.
 */
export function requireAdminOrDeployKey(db: Kysely<Database>) {
  const admin = requireAdmin(db);
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    if (!token?.startsWith(DEPLOY_KEY_PREFIX)) return admin(request);
    request.deployKey = (await findDeployKey(db, token)) ?? null;
    if (!request.deployKey)
      throw new HttpError(401, 'La clave de despliegue no es válida o fue revocada.', { 'www-authenticate': 'Bearer' });
  };
}

/** A deploy key acts on its own remote only: 403 for another. */
export function checkRemoteOfKey(request: FastifyRequest, remote: RemoteName): void {
  const key = request.deployKey;
  if (key && key.remote !== remote) throw new HttpError(403, `Esta clave solo puede publicar ${key.remote}.`);
}

/** For a route behind requireAdminOrDeployKey that only an admin may use: 403 for a deploy key. */
export function refuseDeployKey(request: FastifyRequest): void {
  if (request.deployKey) throw forbidden();
}

/** Who made a change, as the history shows it: the key `clave «name»`, or the user's name (else e-mail). */
export function actorOf(request: FastifyRequest): string {
  if (request.deployKey) return `clave «${request.deployKey.name}»`;
  const user = sessionOf(request).user;
  return user.name.trim() || user.email;
}
