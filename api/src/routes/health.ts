import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/** GET /health: the process answers and the database runs a query. */
export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const status = {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ok', 'error'] },
        database: { type: 'string', enum: ['ok', 'error'] },
      },
    };
    const schema = {
      tags: ['Servicio'],
      summary: 'El servidor responde y la base de datos ejecuta una consulta',
      response: { 200: status, 503: status },
    };
    app.get('/health', { schema }, async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(ctx.db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    });
  };
}
