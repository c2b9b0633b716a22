import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { documented } from '../../http/validation.js';

/**
 * The API's OpenAPI 3.1 document at GET /api/v1/openapi.json, built by @fastify/swagger from every
 * route's schema (themselves built from the entity declarations, see ../schemas), and a page that
 * shows it to a person at /api/docs (Swagger UI, served from this server).
 *
 * Route schemas document and check what a request brings (../../http/validation.ts, which also
 * says what the document leaves out: how a schema refuses); they do not serialise: answers are sent
 * as the handlers build them.
 *
 * `commonResponses` are answers any operation may give, documented on each one that does not
 * document that status itself.
 *
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { apiPrefix: string; commonResponses: Record<number, unknown> },
): Promise<void> {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de la pastelería',
        // The contract's version, as in the /api/v1 prefix.
        version: '1',
        description:
          'Contenido público del sitio (catálogo, sucursales, slides, blog, comentarios) y back office. ' +
          'Las rutas /admin piden `Authorization: Bearer {token}` de un administrador (POST /auth/login). ' +
          'Las imágenes se envían como data-URL y se sirven en /img/{entidad}/{archivo}. ' +
          'Los errores de validación responden 422 con mensajes en español por campo. ' +
          'Mientras la base de datos no responde, las operaciones responden 503 con Retry-After.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    // Only the API: the site's own files (/, /remotes, /img, /config.json) are not part of it.
    hideUntagged: true,
    transform: ({ schema, url }) => ({ schema: withCommonResponses(documented(schema), options.commonResponses), url }),
  });

  app.get(`${options.apiPrefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, url: `${options.apiPrefix}/openapi.json` },
  });
}

/** The route's schema with the common answers it does not document itself (the route's own objects are left as they are). */
function withCommonResponses(schema: FastifySchema, common: Record<number, unknown>): FastifySchema {
  // A route of the site's own files has no schema at all, whatever the types say.
  const response = (schema as FastifySchema | undefined)?.response;
  if (typeof response !== 'object' || response === null) return schema;
  return { ...schema, response: { ...common, ...response } };
}
