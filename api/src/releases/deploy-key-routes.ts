import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPLOY_KEY_DAYS_DEFAULT, type RemoteName } from '@pasteleria/shared/federation';
import { createDeployKey, deleteDeployKey, listDeployKeys } from './deploy-keys.js';
import { recordRequest } from '../auth/activity-log.js';
import { requireAdmin, requireTwoStepSession } from '../auth/guard.js';
import { actorOf } from './key-guard.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { DEPLOY_KEY_MISSING as MISSING, deployKeySchemas } from './schemas.js';

/**
 * The deploy keys (an admin's alone; a key itself is no admin): create one for a remote (the key is
 * answered this once; it lasts `days`, 90 by default), list them, revoke one. Creating and revoking
 * need a session signed in with two steps once the shop requires it.
 */
type NewKeyRequest = FastifyRequest<{ Body: { remote: RemoteName; name: string; days?: number } }>;

const day = (iso: string) => iso.slice(0, 10);

export function deployKeyRoutes({ db }: { db: Kysely<Database> }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(db));

    app.post(
      '/admin/deploy-keys',
      { schema: deployKeySchemas.create, preHandler: requireTwoStepSession },
      async (request: NewKeyRequest, reply) => {
        const { remote, name, days = DEPLOY_KEY_DAYS_DEFAULT } = request.body;
        const key = await createDeployKey(db, remote, name.trim(), actorOf(request), days);
        await recordRequest(db, request, {
          action: 'deploy-key-created',
          target: { type: 'clave', id: key.id, name: key.name },
          description: `Creó la clave de publicación «${key.name}» de ${remote}, válida hasta el ${day(key.expiresAt ?? '')}.`,
        });
        return reply.code(201).send(key);
      },
    );

    app.get('/admin/deploy-keys', { schema: deployKeySchemas.list }, async () => listDeployKeys(db));

    app.delete(
      '/admin/deploy-keys/:id',
      { schema: deployKeySchemas.remove, preHandler: requireTwoStepSession },
      async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
        const key = await deleteDeployKey(db, request.params.id);
        if (!key) throw notFound(MISSING);
        await recordRequest(db, request, {
          action: 'deploy-key-revoked',
          target: { type: 'clave', id: key.id, name: key.name },
          description: `Revocó la clave de publicación «${key.name}» de ${key.remote}.`,
        });
        return reply.code(204).send();
      },
    );
  };
}
