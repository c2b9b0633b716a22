import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request that no route matched: however many paths scanners try, one series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * `http_request_duration_seconds`: each answer's time (fastify's, from the request's arrival to its
 * last byte handed to the socket), by method, route template (`/api/v1/public/categorias/:slug`,
 * never the path itself) and status class (`2xx`…), observed once per request as it ends.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template (unmatched: no route) and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
