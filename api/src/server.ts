import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deleteExpiredTokens } from './auth/tokens.js';
import { deleteOldActivity } from './auth/activity-log.js';
import { deleteExpiredChallenges } from './auth/challenges.js';
import { ensureFirstAdmin } from './auth/users.js';
import { PublicCache } from './cache/public-cache.js';
import { ChangeFeed } from './db/change-feed.js';
import { VisitCounter } from './public/visit-counter.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { DatabaseAvailability } from './db/availability.js';
import { openDatabase } from './db/database.js';
import { Statements } from './db/statements.js';
import { migrateToLatest } from './db/migrations.js';
import { createHttpApp } from './app.js';
import { ImageVariants } from './pictures/picture-variants.js';
import { ImageStore } from './pictures/sent-pictures.js';
import { every, runExclusively, type JobName } from './db/jobs.js';
import { importLegacyPictures, sweepPictures } from './pictures/picture-sweep.js';
import { PictureStore } from './pictures/picture-store.js';
import { Draining } from './http/draining.js';
import { MemoryRateLimitStore, PostgresRateLimitStore, RateLimiter } from './http/rate-limit.js';
import { bootstrapReleases } from './releases/bootstrap.js';
import { recordMissingIntegrity } from './releases/record-integrity.js';
import { RELEASES_TAG } from './releases/registry.js';
import { applyRetention } from './releases/retention.js';
import { sumReportDays } from './releases/rollouts/report-days.js';
import { createReleaseServices, servedCopies } from './releases/services.js';
import { seedOnFirstStart } from './seed/run.js';
import type { Tracing } from './plugins/external/otel.js';
import { ComposedPages } from './site/composed-pages.js';
import { FirstViews, type RenderWatch } from './site/server-render/first-views.js';
import { Statistics } from './statistics/service.js';

/** What a caller may set besides the configuration. */
export interface ServerOptions {
  /** The clock of the statistics' days (tests move it instead of waiting). */
  now?: () => Date;
  /** Traces by OTLP (main.ts starts them when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: Tracing;
}

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** Set when the first admin was created without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword: string | undefined;
  seeded: boolean;
}

/** A write's pictures are stored before its row: the sweeps leave younger ones to it. */
const ORPHAN_GRACE_MS = 10 * 60_000;
const LOGIN_LIMITED = 'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos.';

function createContext(
  config: Config,
  db: AppContext['db'],
  statements: Statements,
  changes: ChangeFeed,
  { now }: ServerOptions,
): AppContext {
  const pictures = new PictureStore(db, path.join(config.dataDir, 'img'));
  const variants = new ImageVariants(pictures, path.join(config.dataDir, 'img-variants'));
  const store = config.databaseUrl ? new PostgresRateLimitStore(db) : new MemoryRateLimitStore();
  const { rateLimits } = config;
  const statistics = new Statistics(db, config.siteTimeZone, now);
  const cache = new PublicCache((tags) => changes.publish({ tags: [...tags] }));
  const releases = createReleaseServices(config, db, changes, statistics, now);
  return {
    config,
    db,
    availability: statements.availability,
    statements,
    changes,
    images: new ImageStore(config.maxImageBytes, pictures, variants, (folder, name) =>
      changes.publish({ pictures: [[folder, name]] }),
    ),
    variants,
    cache,
    visits: new VisitCounter(db),
    statistics,
    releases,
    firstViews: new FirstViews({ config, releases, dataVersion: () => cache.version }),
    composedPages: new ComposedPages(),
    draining: new Draining(),
    limiters: {
      loginPerIp: new RateLimiter('login-ip', rateLimits.loginPerIp, LOGIN_LIMITED, store),
      loginPerEmailIp: new RateLimiter('login-email-ip', rateLimits.loginPerEmailIp, LOGIN_LIMITED, store),
      loginPerEmail: new RateLimiter('login-email', rateLimits.loginPerEmail, LOGIN_LIMITED, store),
      commentPerIp: new RateLimiter(
        'comment-ip',
        rateLimits.commentPerIp,
        'Has enviado demasiados comentarios. Intenta de nuevo más tarde.',
        store,
      ),
    },
  };
}

/** What other instances on the same database changed, applied to this one's caches. */
function applyChanges(app: FastifyInstance, ctx: AppContext): () => void {
  return ctx.changes.subscribe((change) => {
    if (change.all) ctx.cache.clear();
    if (change.tags) ctx.cache.drop(change.tags);
    if (change.all || change.tags?.includes(RELEASES_TAG))
      ctx.releases.registry
        .reload()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not reload the releases'));
    for (const [folder, name] of change.pictures ?? []) {
      ctx.images.pictures
        .forget(folder, name)
        .then(() => ctx.variants.remove(folder, name))
        .catch((error: unknown) =>
          app.log.warn({ err: error }, `could not remove the local copy of ${folder}/${name}`),
        );
    }
  });
}

/** The periodic jobs, each run by one instance at a time (jobs.ts). Answers a function that stops them. */
function scheduleJobs(app: FastifyInstance, ctx: AppContext): () => void {
  const { config, db } = ctx;
  const shared = config.databaseUrl !== undefined;
  const periodic = (job: JobName, intervalMs: number, work: () => Promise<unknown>) =>
    every(
      intervalMs,
      () => runExclusively(db, shared, job, async () => void (await work())),
      // A run the database could not serve is part of its outage, logged once; the next run tries again.
      (error) => {
        if (!ctx.availability.noteFailure(error)) app.log.warn({ err: error }, `periodic job ${job} failed`);
      },
    );
  const longestWindow = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowMs));
  const stops = [
    // Hourly: sessions and sign-in challenges past their time, activity past its retention.
    periodic('expired-tokens', config.tokenSweepMs, async () => {
      await deleteExpiredTokens(db);
      await deleteExpiredChallenges(db);
      await deleteOldActivity(db);
    }),
    periodic('orphan-pictures', config.tokenSweepMs, () => sweepPictures(ctx, ORPHAN_GRACE_MS)),
    // Every limiter shares one store.
    periodic('rate-limit-windows', longestWindow, () => ctx.limiters.loginPerIp.store.sweep(longestWindow)),
    periodic('release-retention', config.tokenSweepMs, async () => {
      if ((await applyRetention(db)).length > 0) await ctx.releases.registry.changed();
    }),
    // Hourly: a day is rolled up within the hour after it ends; reports read its raw events until then.
    periodic('statistics-rollup', config.tokenSweepMs, () => ctx.statistics.rollUp()),
    periodic('release-report-days', config.tokenSweepMs, () => sumReportDays(db, ctx.statistics.today())),
    periodic('rollout-analysis', config.releases.analysisMs, () => ctx.releases.rollouts.analyse()),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The database's outages, once each: when requests begin to be answered 503, and when they end. */
function logAvailability(app: FastifyInstance, availability: DatabaseAvailability): void {
  availability.onChange = (reachable, error) => {
    if (reachable) app.log.info('database reachable again');
    else app.log.warn({ err: error }, 'database unreachable: requests that need it are answered 503 until it is back');
  };
}

/** A render as a span of its page's request: the release it draws, how it ended. */
function renderSpans(tracing: Tracing): RenderWatch {
  return (release) => {
    const end = tracing.span('render', {
      'pasteleria.remote': release?.remote ?? 'host',
      ...(release ? { 'pasteleria.release': release.version } : {}),
    });
    return (outcome) => end({ 'pasteleria.render.outcome': outcome }, outcome !== 'drawn' && outcome !== 'dropped');
  };
}

/**
 * Registers the site's releases, records the integrity of those registered without it, loads the
 * registry, keeps only the local copies of releases still served. Answers the releases whose files
 * could not be read for their integrity.
 */
async function startReleases(ctx: AppContext): Promise<Array<{ id: number; reason: string }>> {
  const { registry, copies } = ctx.releases;
  await bootstrapReleases(ctx.db, ctx.config);
  const unread = await recordMissingIntegrity(ctx.db, ctx.config.releases.origins);
  await registry.reload();
  await copies.sweep(servedCopies(registry), true);
  return unread;
}

/** After every reload of the registry: the local copies of releases no longer served go. Answers a function that stops it. */
function sweepCopiesOnChange(app: FastifyInstance, ctx: AppContext): () => void {
  const { registry, copies } = ctx.releases;
  return registry.subscribe(() => {
    copies
      .sweep(servedCopies(registry))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove old release copies'));
  });
}

/**
 * Opens the database, applies migrations, creates the first admin, seeds an empty database, imports
 * this instance's legacy picture files and sweeps orphan pictures, registers the site's releases,
 * starts listening to the other instances' changes, rolls up the statistics' finished days and
 * builds the HTTP app (not listening yet). Closing the app stops all that, the render processes
 * included, and closes the database.
 */
export async function buildServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const { tracing } = options;
  const availability = new DatabaseAvailability();
  const statements = new Statements(availability);
  statements.onStatement = tracing?.statement;
  const db = await openDatabase(config, statements);
  let changes: ChangeFeed | undefined;
  try {
    await migrateToLatest(db);
    const generatedAdminPassword = await ensureFirstAdmin(db, config.adminEmail, config.adminPassword);
    changes = new ChangeFeed(db, config.databaseUrl);
    const ctx = createContext(config, db, statements, changes, options);
    if (tracing) ctx.firstViews.watch(renderSpans(tracing));
    const seeded = await seedOnFirstStart(ctx, config.seed);
    // Once per start, whatever the other instances do: the files of this instance's own DATA_DIR.
    await importLegacyPictures(ctx);
    // Before listening: on the embedded database nothing else writes, so every orphan goes now.
    const shared = config.databaseUrl !== undefined;
    await runExclusively(db, shared, 'orphan-pictures', async () => {
      await sweepPictures(ctx, shared ? ORPHAN_GRACE_MS : 0);
    });
    const unread = await startReleases(ctx);
    const app = await createHttpApp(ctx, tracing);
    for (const { id, reason } of unread)
      app.log.warn({ release: id }, `release ${id}'s files could not be read to record their integrity: ${reason}`);
    logAvailability(app, availability);
    // A feed lost, and failing to come back, with the database: part of its outage, logged once.
    changes.onError = (error, message) => {
      if (!availability.noteFailure(error)) app.log.warn({ err: error }, message);
    };
    ctx.releases.rollouts.onWarning = (error, message) => app.log.warn({ err: error }, message);
    ctx.firstViews.onWarning = (details, message) => app.log.warn(details, message);
    const stopApplying = applyChanges(app, ctx);
    const stopSweeping = sweepCopiesOnChange(app, ctx);
    await changes.start();
    // What another instance published before this one listened.
    await ctx.releases.registry.reload();
    // The days finished while no instance ran; a failure waits for the next run, the site starts.
    await runExclusively(db, shared, 'statistics-rollup', async () => void (await ctx.statistics.rollUp())).catch(
      (error: unknown) => app.log.warn({ err: error }, 'could not roll up the statistics'),
    );
    const stopJobs = scheduleJobs(app, ctx);
    const feed = changes;
    app.addHook('onClose', async () => {
      await ctx.firstViews.stop();
      stopJobs();
      stopApplying();
      stopSweeping();
      // What an outage left owed is written now if the database answers; if not, it is lost with the process.
      await Promise.allSettled([ctx.visits.writeOwed(), ctx.statistics.writeOwed(), ctx.releases.reports.writeOwed()]);
      await feed.stop();
      await db.destroy();
      await tracing?.shutdown();
    });
    return { app, ctx, generatedAdminPassword, seeded };
  } catch (error) {
    await changes?.stop();
    await db.destroy();
    throw error;
  }
}
