import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sweepExpiredTokens } from './auth/tokens.js';
import { ensureFirstAdmin } from './auth/users.js';
import { PublicCache } from './cache.js';
import { VisitCounter } from './visits.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { createHttpApp } from './app.js';
import { ImageVariants } from './image-variants.js';
import { ImageStore } from './images.js';
import { RateLimiter } from './rate-limit.js';
import { seedOnFirstStart } from './seed/run.js';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** Set when the first admin was created without ADMIN_PASSWORD: print it once. */
  generatedAdminPassword: string | undefined;
  seeded: boolean;
}

function createContext(config: Config, db: AppContext['db']): AppContext {
  const variants = new ImageVariants(path.join(config.dataDir, 'img'), path.join(config.dataDir, 'img-variants'));
  return {
    config,
    db,
    images: new ImageStore(path.join(config.dataDir, 'img'), config.maxImageBytes, variants),
    variants,
    cache: new PublicCache(),
    visits: new VisitCounter(db),
    limiters: {
      loginPerIp: new RateLimiter(
        config.rateLimits.loginPerIp,
        'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos.',
      ),
      loginPerEmail: new RateLimiter(
        config.rateLimits.loginPerEmail,
        'Demasiados intentos de inicio de sesión. Intenta de nuevo en unos minutos.',
      ),
      commentPerIp: new RateLimiter(
        config.rateLimits.commentPerIp,
        'Has enviado demasiados comentarios. Intenta de nuevo más tarde.',
      ),
    },
  };
}

/**
 * Opens the database, applies migrations, creates the first admin, seeds an empty database and
 * builds the HTTP app (not listening yet). Closing the app closes the database.
 */
export async function buildServer(config: Config): Promise<Server> {
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const generatedAdminPassword = await ensureFirstAdmin(db, config.adminEmail, config.adminPassword);
    const ctx = createContext(config, db);
    const seeded = await seedOnFirstStart(ctx, config.seed);
    const app = await createHttpApp(ctx);
    const stopSweeping = sweepExpiredTokens(db, config.tokenSweepMs, (error) =>
      app.log.warn({ err: error }, 'expired token sweep failed'),
    );
    app.addHook('onClose', async () => {
      stopSweeping();
      await db.destroy();
    });
    return { app, ctx, generatedAdminPassword, seeded };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
