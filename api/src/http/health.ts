import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DatabaseAvailability } from '../db/availability.js';
import type { Database } from '../db/database.js';
import type { Draining } from './draining.js';

/** What /health answers while the server stops: a balancer takes it out of rotation. */
const DRAINING_MESSAGE = 'El servidor se está deteniendo: envía las peticiones a otra instancia.';

/**
 * GET /health: the process answers and the database runs a query (200, or 503 when the query
 * fails). The server listens only once it can serve pages (main.ts), so a balancer adds an
 * instance when it is ready. From the moment the server begins to stop (SIGTERM, or app.close())
 * it answers 503 `{ status: 'draining' }` without touching the database: the requests still
 * arriving are served, but a balancer's health check stops sending new ones.
 */
export function healthRoutes(ctx: { db: Kysely<Database>; availability: DatabaseAvailability; draining: Draining }) {
  return async (app: FastifyInstance) => {
    const status = {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ok', 'error', 'draining'] },
        database: { type: 'string', enum: ['ok', 'error'] },
        message: { type: 'string', description: 'Solo al detenerse (status "draining").' },
      },
    };
    const schema = {
      tags: ['Servicio'],
      summary: 'El servidor responde y la base de datos ejecuta una consulta',
      description:
        '503 con status "error" si la base de datos no responde; 503 con status "draining" mientras el servidor se detiene.',
      response: { 200: status, 503: status },
    };
    app.get('/health', { schema }, async (request, reply) => {
      if (ctx.draining.draining) return reply.code(503).send({ status: 'draining', message: DRAINING_MESSAGE });
      try {
        await sql`SELECT 1`.execute(ctx.db);
        return { status: 'ok', database: 'ok' };
      } catch (error) {
        // A database that cannot be reached is an outage, logged once however often a balancer asks.
        if (!ctx.availability.noteFailure(error)) request.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    });
  };
}
