import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { shopDay } from '@pasteleria/shared/shop-days';
import { requireAdmin } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { csvText } from '../http/csv.js';
import { refusal } from '../http/errors.js';
import { activityPage, allActivity, type ActivityFilter } from './query.js';
import { activitySchemas } from './schemas.js';

type PageRequest = FastifyRequest<{ Querystring: ActivityFilter & { pagina: number; limite: number } }>;
type CsvRequest = FastifyRequest<{ Querystring: ActivityFilter }>;

const ACTOR_TYPES = { user: 'usuario', 'deploy-key': 'clave', automatic: 'automático', anonymous: 'sin sesión' };

function checked(filter: ActivityFilter): ActivityFilter {
  if (filter.desde && filter.hasta && filter.desde > filter.hasta)
    throw refusal('desde', "La fecha 'desde' no puede ser posterior a 'hasta'.");
  return filter;
}

/**
 * GET /admin/activity (a page, as JSON) and /admin/activity.csv (every entry the filters keep) for
 * administrators. There is no route that changes or deletes an entry.
 */
export function activityRoutes({ db, config }: { db: Kysely<Database>; config: Pick<Config, 'siteTimeZone'> }) {
  const zone = config.siteTimeZone;
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(db));

    app.get('/admin/activity', { schema: activitySchemas.page }, async (request: PageRequest) => {
      const { pagina, limite, ...filter } = request.query;
      return activityPage(db, checked(filter), zone, pagina, limite);
    });

    app.get('/admin/activity.csv', { schema: activitySchemas.csv }, async (request: CsvRequest, reply) => {
      const rows: Array<Array<string | number>> = [
        ['fecha', 'quién', 'tipo', 'acción', 'registro', 'id', 'nombre', 'dirección', 'descripción'],
      ];
      for await (const entry of allActivity(db, checked(request.query), zone))
        rows.push([
          entry.at,
          entry.actor.name,
          ACTOR_TYPES[entry.actor.type],
          entry.action,
          entry.target?.type ?? '',
          entry.target?.id ?? '',
          entry.target?.name ?? '',
          entry.address,
          entry.description,
        ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="actividad-${shopDay(new Date(), zone)}.csv"`)
        .send(csvText(rows));
    });
  };
}
