import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { adminEntityRoutes } from '../routes/admin-entities.js';
import { authRoutes } from '../routes/auth.js';
import { adminCommentRoutes, publicCommentRoutes } from '../routes/comments.js';
import { healthRoutes } from '../routes/health.js';
import { publicRoutes } from '../routes/public.js';
import { siteRoutes } from '../routes/site.js';
import { userRoutes } from '../routes/users.js';
import { adminBodyLimit, installBodyParsers, PUBLIC_BODY_LIMIT } from './body.js';
import { registerApiCors } from './cors.js';
import { contentSecurityPolicy } from './csp.js';
import { installErrorHandler } from './errors.js';

const API_PREFIX = '/api/v1';

/** The fastify instance: security headers, compression, body parsing, the API under /api/v1 and the site. */
export async function createHttpApp(ctx: AppContext): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Small by default: only the admin writes raise it (after their token is checked, onRequest).
    bodyLimit: PUBLIC_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorateRequest('session', null);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await installBodyParsers(app, { maxBodyLimit: adminBodyLimit(config.maxImageBytes), maxImageBytes: config.maxImageBytes });

  await app.register(
    async (api) => {
      await registerApiCors(api, config.corsOrigin);
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(publicRoutes(ctx));
      await api.register(publicCommentRoutes(ctx));
      await api.register(adminEntityRoutes(ctx));
      await api.register(adminCommentRoutes(ctx));
      await api.register(userRoutes(ctx));
    },
    { prefix: API_PREFIX },
  );
  await siteRoutes(app, config);
  return app;
}
