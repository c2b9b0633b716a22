import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { databaseMetrics, type DatabaseSources } from './database-metrics.js';
import { listenForScrapes, type MetricsListener } from './metrics-listener.js';
import { releaseMetrics, type ReleaseSources } from './release-metrics.js';
import { observeRequests } from './request-metrics.js';
import { siteMetrics, type SiteSources } from './site-metrics.js';

/** What the metrics read: each service's own small view of what it holds. */
export type MetricsServices = DatabaseSources & SiteSources & ReleaseSources;

/**
 * This instance's Prometheus metrics (METRICS_PORT set): the requests by route, timed as each ends;
 * the database, the caches, the server renders and the releases, read from their services when
 * Prometheus scrapes; the process (prom-client's default metrics: CPU, memory, event-loop lag, GC).
 * Served on a listener of their own from the moment the app is ready (main.ts's warm-up included)
 * until it closes.
 */
export function installMetrics(
  app: FastifyInstance,
  ctx: MetricsServices,
  settings: { port: number; host: string },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeRequests(app, registry);
  databaseMetrics(registry, ctx);
  siteMetrics(registry, ctx);
  releaseMetrics(registry, ctx);
  let listener: MetricsListener | undefined;
  app.addHook('onReady', async () => {
    listener = await listenForScrapes(registry, settings);
  });
  // After the site's own line, the first of the log.
  app.addHook('onListen', async () => {
    if (listener) app.log.info(`Métricas para Prometheus en ${listener.url}`);
  });
  app.addHook('onClose', async () => listener?.close());
}
