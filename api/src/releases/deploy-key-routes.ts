import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@pasteleria/shared/federation';
import { createDeployKey, deleteDeployKey, listDeployKeys } from './deploy-keys.js';
import { requireAdmin } from '../auth/guard.js';
import { actorOf } from './key-guard.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { asObject } from '../http/body-object.js';
import { notFound, ValidationError, type FieldErrors } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { deployKeySchemas } from './schemas.js';

/**
 * The deploy keys (an admin's alone; a key itself is no admin): create one for a remote (the key is
 * answered this once), list them, revoke one.
 */
const MAX_NAME = 100;
const MISSING = 'No existe esa clave de despliegue.';

function readKeyInput(body: Record<string, unknown>) {
  const errors: FieldErrors = {};
  const remote = REMOTE_NAMES.find((name) => name === body.remote);
  if (!remote) errors.remote = [`El remoto debe ser uno de: ${REMOTE_NAMES.join(', ')}.`];
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '') errors.name = ['El nombre de la clave es obligatorio.'];
  else if (name.length > MAX_NAME) errors.name = [`El nombre puede tener hasta ${MAX_NAME} caracteres.`];
  if (!remote || errors.name) throw new ValidationError(errors);
  return { remote, name };
}

export function deployKeyRoutes({ db }: { db: Kysely<Database> }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(db));

    app.post('/admin/deploy-keys', { schema: deployKeySchemas.create }, async (request, reply) => {
      const { remote, name } = readKeyInput(asObject(request.body));
      return reply.code(201).send(await createDeployKey(db, remote, name, actorOf(request)));
    });

    app.get('/admin/deploy-keys', { schema: deployKeySchemas.list }, async () => listDeployKeys(db));

    app.delete(
      '/admin/deploy-keys/:id',
      { schema: deployKeySchemas.remove },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
        if (!(await deleteDeployKey(db, parseId(request.params.id, MISSING)))) throw notFound(MISSING);
        return reply.code(204).send();
      },
    );
  };
}
