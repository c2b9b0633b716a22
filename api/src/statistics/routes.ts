import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { carriesStaffToken, requireAdmin } from '../auth/guard.js';
import type { Kysely } from 'kysely';
import type { PublicCache } from '../cache/public-cache.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { readTextAsJson } from '../plugins/external/body-parsers.js';
import { statisticsSchemas } from './schemas.js';
import { SITE_EVENT_BYTES_MAX } from '@pasteleria/shared/types';
import { readBeacon } from './beacon.js';
import { statisticsCsvName } from '@pasteleria/shared/shop-days';
import { statisticsCsv } from './csv.js';
import { periodOf } from './period.js';
import { readSiteIndex } from './site-index.js';
import type { Statistics } from './service.js';
import { requestVisitor } from './visitor.js';

/** What the statistics' routes use: the staff's tokens, the cached site index, the shop's address, the statistics. */
interface StatisticsServices {
  db: Kysely<Database>;
  cache: PublicCache;
  config: Pick<Config, 'siteUrl'>;
  statistics: Statistics;
}

/** Crawlers and link previews (by their User-Agent) and the staff (a valid token) are not the shop's audience. */
async function ignored(request: FastifyRequest, db: Kysely<Database>): Promise<boolean> {
  return isbot(request.headers['user-agent']) || (await carriesStaffToken(db, request));
}

/**
 * POST /public/eventos: a beacon of the browser (text/plain, as sendBeacon sends it, or JSON; at
 * most 2 KB), checked in memory, counted unless ignored, 204 either way. Its request log leaves out
 * the address: nothing about the visitor but the day's hash is kept.
 */
export function publicEventRoutes(ctx: StatisticsServices) {
  return async (app: FastifyInstance) => {
    readTextAsJson(app);
    app.post(
      '/public/eventos',
      { bodyLimit: SITE_EVENT_BYTES_MAX, config: { anonymousLog: true }, schema: statisticsSchemas.event },
      async (request, reply) => {
        const beacon = readBeacon(request.body, await readSiteIndex(ctx.cache, ctx.db));
        if (!(await ignored(request, ctx.db)))
          await ctx.statistics.record(beacon, requestVisitor(request, ctx.config.siteUrl));
        return reply.code(204).send();
      },
    );
  };
}

type PeriodRequest = FastifyRequest<{ Querystring: { desde: string; hasta: string } }>;

/** GET /admin/estadisticas and /admin/estadisticas.csv?desde&hasta (admin). */
export function adminStatisticsRoutes(ctx: Pick<StatisticsServices, 'db' | 'statistics'>) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(ctx.db));
    app.get('/admin/estadisticas', { schema: statisticsSchemas.report }, (request: PeriodRequest) =>
      ctx.statistics.report(periodOf(request.query)),
    );
    app.get('/admin/estadisticas.csv', { schema: statisticsSchemas.csv }, async (request: PeriodRequest, reply) => {
      const report = await ctx.statistics.report(periodOf(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statisticsCsvName(report)}"`)
        .send(statisticsCsv(report));
    });
  };
}
