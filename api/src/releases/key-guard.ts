import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type RemoteName } from '@pasteleria/shared/federation';
import { bearer, forbidden, requireAdmin, sessionOf } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { DEPLOY_KEY_PREFIX, findDeployKey, type DeployKeyIdentity } from './deploy-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy key the request was made with (requireAdminOrDeployKey), else null. */
    deployKey: DeployKeyIdentity | null;
  }
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

/**
 * preValidation, on a route whose path names a remote: a deploy key naming another remote is refused
 * (403) before its body is looked at; a path naming no remote is left to the route's schema (404).
 */
export async function keyOwnsRemoteInPath(request: FastifyRequest): Promise<void> {
  const named = (request.params as { remote?: unknown }).remote;
  const remote = REMOTE_NAMES.find((name) => name === named);
  if (remote) checkRemoteOfKey(request, remote);
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
