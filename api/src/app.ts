import Fastify, { type FastifyInstance } from 'fastify';
import { activityRoutes } from './activity/routes.js';
import { authRoutes } from './auth/session-routes.js';
import { userRoutes } from './auth/user-routes.js';
import { signedInSessionRoutes } from './auth/signed-in-sessions.js';
import { passkeyRoutes } from './auth/two-step/passkey-routes.js';
import { twoStepPolicyRoutes } from './auth/two-step/policy-routes.js';
import { twoStepRoutes } from './auth/two-step/two-step-routes.js';
import { backupRoutes } from './backup/routes.js';
import { adminCommentRoutes, publicCommentRoutes } from './comments/routes.js';
import { adminEntityRoutes } from './content/routes.js';
import type { AppContext } from './context.js';
import { closeConnectionsWhileDraining } from './http/draining.js';
import { answerFrameworkError, installErrorHandler } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { loggerOptions } from './http/logger.js';
import { RequestLog } from './http/request-log.js';
import { installValidation } from './http/validation.js';
import { installMetrics } from './metrics/install.js';
import { unavailable } from './http/schemas.js';
import { pictureRoutes } from './pictures/routes.js';
import { adminBodyLimit, installBodyParsers, PUBLIC_BODY_LIMIT } from './plugins/external/body-parsers.js';
import { registerCompress } from './plugins/external/compress.js';
import { registerApiCors } from './plugins/external/cors.js';
import { registerHelmet } from './plugins/external/helmet.js';
import type { Tracing } from './plugins/external/otel.js';
import { AFTER_PAINT_SCRIPT_HASHES } from './site/after-paint.js';
import { registerOpenApi } from './plugins/external/openapi.js';
import { publicRoutes } from './public/routes.js';
import { deployKeyRoutes } from './releases/deploy-key-routes.js';
import { releaseRoutes } from './releases/release-routes.js';
import { releaseReportRoutes, releaseVitalsRoutes, rolloutRoutes } from './releases/rollouts/routes.js';
import { previewConfigRoutes } from './site/preview-config.js';
import { siteRoutes } from './site/routes.js';
import { API_PREFIX } from './http/api-prefix.js';
import { adminStatisticsRoutes, publicEventRoutes } from './statistics/routes.js';

/**
 * The fastify instance: infrastructure plugins (plugins/external: traces when on, security headers,
 * compression, body parsers, CORS, the OpenAPI document), the metrics when on, each feature's
 * routes under /api/v1, and the site itself. Each feature's routes are given the server's services
 * (context.ts) and take the few they name.
 */
export async function createHttpApp(ctx: AppContext, tracing?: Tracing): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: await loggerOptions(config.logLevel, config.logFormat),
    // One line per answered API call; the site's files only at debug (http/request-log.ts).
    logController: new RequestLog(API_PREFIX),
    // Stopping (main.ts): first /health says "draining" while answers close their connections
    // (http/draining.ts); then close() stops listening and closes the connections left idle; a
    // request already in flight, or arriving on a connection that was busy when close() began, is
    // served as usual (not fastify's English 503) with `Connection: close`, so no request is lost.
    // main.ts cuts what is left after 10 s.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Small by default: only the admin writes raise it (after their token is checked, onRequest).
    bodyLimit: PUBLIC_BODY_LIMIT,
    // n hops, as fastify's documented number form, which its types leave out.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  // Before anything else: it wraps every hook and route as they are added.
  if (tracing) await app.register(tracing.plugin);
  if (config.metrics) installMetrics(app, ctx, config.metrics);
  app.decorateRequest('session', null);
  app.decorateRequest('deployKey', null);
  installErrorHandler(app, ctx.availability);
  closeConnectionsWhileDraining(app, ctx.draining);

  // The one inline script: a drawn page's loader of its scripts after the first paint.
  registerHelmet(app, config, ctx.releases.registry, AFTER_PAINT_SCRIPT_HASHES);
  await registerCompress(app);
  await installBodyParsers(app, {
    maxBodyLimit: adminBodyLimit(config.maxImageBytes),
    maxImageBytes: config.maxImageBytes,
  });
  installValidation(app);
  // Before the routes: the document is collected as they are added.
  await registerOpenApi(app, { apiPrefix: API_PREFIX, commonResponses: { 503: unavailable } });

  await app.register(
    async (api) => {
      await registerApiCors(api, config.corsOrigin);
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(twoStepRoutes(ctx));
      await api.register(passkeyRoutes(ctx));
      await api.register(signedInSessionRoutes(ctx));
      await api.register(twoStepPolicyRoutes(ctx));
      await api.register(publicRoutes(ctx));
      await api.register(publicCommentRoutes(ctx));
      await api.register(publicEventRoutes(ctx));
      await api.register(adminEntityRoutes(ctx));
      await api.register(adminCommentRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(releaseRoutes(ctx));
      await api.register(previewConfigRoutes(ctx));
      await api.register(deployKeyRoutes(ctx));
      await api.register(rolloutRoutes(ctx));
      await api.register(releaseReportRoutes(ctx));
      await api.register(releaseVitalsRoutes(ctx));
      await api.register(adminStatisticsRoutes(ctx));
      await api.register(activityRoutes(ctx));
    },
    { prefix: API_PREFIX },
  );
  await app.register(pictureRoutes(ctx));
  await backupRoutes(app, ctx);
  await siteRoutes(app, ctx);
  return app;
}
