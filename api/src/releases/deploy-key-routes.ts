import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemoteName } from '@pasteleria/shared/federation';
import { createDeployKey, deleteDeployKey, listDeployKeys } from './deploy-keys.js';
import { requireAdmin } from '../auth/guard.js';
import { actorOf } from './key-guard.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { DEPLOY_KEY_MISSING as MISSING, deployKeySchemas } from './schemas.js';

/**
 * The deploy keys (an admin's alone; a key itself is no admin): create one for a remote (the key is
 * answered this once), list them, revoke one.
 */
type NewKeyRequest = FastifyRequest<{ Body: { remote: RemoteName; name: string } }>;

export function deployKeyRoutes({ db }: { db: Kysely<Database> }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(db));

    app.post('/admin/deploy-keys', { schema: deployKeySchemas.create }, async (request: NewKeyRequest, reply) => {
      const { remote, name } = request.body;
      return reply.code(201).send(await createDeployKey(db, remote, name.trim(), actorOf(request)));
    });

    app.get('/admin/deploy-keys', { schema: deployKeySchemas.list }, async () => listDeployKeys(db));

    app.delete(
      '/admin/deploy-keys/:id',
      { schema: deployKeySchemas.remove },
      async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
        if (!(await deleteDeployKey(db, request.params.id))) throw notFound(MISSING);
        return reply.code(204).send();
      },
    );
  };
}
