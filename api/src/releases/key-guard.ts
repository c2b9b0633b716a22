import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEPLOY_KEY_EXPIRES_HEADER, REMOTE_NAMES, type RemoteName } from '@pasteleria/shared/federation';
import { userActor, type Actor } from '../auth/activity-log.js';
import { bearer, forbidden, requireAdmin, requireTwoStepSession, sessionOf } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { DEPLOY_KEY_PREFIX, findDeployKey, type DeployKeyIdentity } from './deploy-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy key the request was made with (requireAdminOrDeployKey), else null. */
    deployKey: DeployKeyIdentity | null;
  }
}

const spanishDay = (date: Date) =>
  date.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * onRequest, for the routes a deploy key may use (publishing a release, making it live, listing
 * releases): a deploy key that exists and has not expired (401 for one that does not, no longer
 * does, or has expired, saying so), its expiry in every answer's `deploy-key-expires`; else what
 * requireAdmin asks. A key used on any other admin route is no session token: 401 there.
 */
export function requireAdminOrDeployKey(db: Kysely<Database>) {
  const admin = requireAdmin(db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearer(request);
    if (!token?.startsWith(DEPLOY_KEY_PREFIX)) return admin(request);
    const key = await findDeployKey(db, token, request.ip);
    const challenge = { 'www-authenticate': 'Bearer' };
    if (!key) throw new HttpError(401, 'La clave de despliegue no es válida o fue revocada.', challenge);
    if (key.expiresAt.getTime() <= Date.now())
      throw new HttpError(
        401,
        `La clave de despliegue «${key.name}» caducó el ${spanishDay(key.expiresAt)}: crea una nueva en Versiones.`,
        challenge,
      );
    request.deployKey = key;
    reply.header(DEPLOY_KEY_EXPIRES_HEADER, key.expiresAt.toISOString());
  };
}

/**
 * preHandler of what puts code before visitors (publishing, making live, rollouts): an admin's
 * session must be signed in with two steps once the shop requires it; a deploy key is a key.
 */
export async function twoStepUnlessKey(request: FastifyRequest): Promise<void> {
  if (!request.deployKey) await requireTwoStepSession(request);
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

/** Who made a change, as the activity log names them: the deploy key, or the signed-in user. */
export function activityActorOf(request: FastifyRequest): Actor {
  if (request.deployKey)
    return { type: 'deploy-key', id: request.deployKey.id, name: `clave «${request.deployKey.name}»` };
  return userActor(sessionOf(request).user);
}

/** Who made a change, as the history shows it: the key `clave «name»`, or the user's name (else e-mail). */
export function actorOf(request: FastifyRequest): string {
  return activityActorOf(request).name;
}
