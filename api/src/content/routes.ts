import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityAction } from '@pasteleria/shared/security';
import { recordRequest } from '../auth/activity-log.js';
import { requireAdmin } from '../auth/guard.js';
import type { Config } from '../config.js';
import { ENTITIES, type EntityDefinition } from '../entities/definitions.js';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord, type ContentServices } from './records.js';
import { adminBodyLimit } from '../plugins/external/body-parsers.js';
import { entityRouteSchemas } from './schemas.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

/** The records' services, and the image size that bounds a write's body. */
interface AdminContent extends ContentServices {
  config: Pick<Config, 'maxImageBytes'>;
}

/**
 * The admin CRUD of one declared entity: GET/POST /admin/{name}, GET/PUT/DELETE /admin/{name}/{id},
 * and POST /admin/{name}/{id}?_method=PUT. Bodies may be JSON, url-encoded or multipart; only these
 * writes take image-sized bodies, read after the admin guard (onRequest) has checked the token.
 */
function entityRoutes(app: FastifyInstance, ctx: AdminContent, def: EntityDefinition): void {
  const base = `/admin/${def.name}`;
  const bodyLimit = adminBodyLimit(ctx.config.maxImageBytes);
  const schema = entityRouteSchemas(def);

  /** The activity log's entry of a write: «Creó la categoría «Pasteles».». */
  const record = (request: FastifyRequest, action: ActivityAction, verb: string, id: number, named: unknown) => {
    const name = typeof named === 'string' ? named : '';
    return recordRequest(ctx.db, request, {
      action,
      target: { type: def.name, id, name },
      description: `${verb} ${def.label} «${name}».`,
    });
  };

  const update = async (request: IdRequest) => {
    const row = await updateRecord(ctx, def, request.params.id, request.body);
    await record(request, 'record-updated', 'Modificó', request.params.id, row[def.named]);
    return row;
  };

  app.get(base, { schema: schema.list }, async () => listRecords(ctx.db, def));
  app.post(base, { bodyLimit, schema: schema.create }, async (request, reply: FastifyReply) => {
    const row = await createRecord(ctx, def, request.body);
    await record(request, 'record-created', 'Creó', Number(row.id), row[def.named]);
    return reply.code(201).send(row);
  });
  app.get(`${base}/:id`, { schema: schema.get }, async (request: IdRequest) =>
    getRecord(ctx.db, def, request.params.id),
  );
  app.put(`${base}/:id`, { bodyLimit, schema: schema.put }, update);
  // `?_method=PUT` (any case), the override the API client uses for slide, post and page updates.
  app.post(`${base}/:id`, { bodyLimit, schema: schema.postOverride }, update);
  app.delete(`${base}/:id`, { schema: schema.remove }, async (request: IdRequest) => {
    const name = await deleteRecord(ctx, def, request.params.id);
    await record(request, 'record-deleted', 'Eliminó', request.params.id, name);
    return { message: def.deleted };
  });
}

/** Every declared entity's admin routes, behind the admin guard. */
export function adminEntityRoutes(ctx: AdminContent) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(ctx.db));
    for (const def of ENTITIES) entityRoutes(app, ctx, def);
  };
}
