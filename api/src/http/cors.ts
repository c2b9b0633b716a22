import type { FastifyInstance } from 'fastify';

/**
 * CORS for /api/*: the front ends may run on other origins (dev servers, a CDN). Credentials are
 * bearer tokens in a header, never cookies, so an open origin exposes nothing extra.
 */
export function installApiCors(app: FastifyInstance, origin: string, apiPrefix: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${apiPrefix}/`)) return;
    reply.header('access-control-allow-origin', origin);
    if (origin !== '*') reply.header('vary', 'Origin');
  });
  app.options(`${apiPrefix}/*`, async (_request, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('access-control-allow-headers', 'Authorization, Content-Type')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });
}
