import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { readConfig, type Config } from './config.js';
import type { Draining } from './http/draining.js';
import { startTracing } from './plugins/external/otel.js';
import { warmUp } from './site/warm-up.js';
import { buildServer } from './server.js';

/** How long the requests in flight get to finish once a stop signal arrives. */
const DRAIN_MS = 10_000;
/** After the drain, what closing the database and exiting may take before the process exits anyway. */
const CLOSE_MS = 1_500;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** The URL a person opens: the listening address, with `localhost` for a wildcard host. */
function siteUrl(app: FastifyInstance, config: Config): string {
  const { port } = app.server.address() as AddressInfo;
  const wildcard = ['0.0.0.0', '::', '[::]'].includes(config.host);
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/** The first line of the log: where the site is and how to sign in. */
function welcomeLine(url: string, config: Config, generatedPassword: string | undefined): string {
  const password = generatedPassword
    ? 'la contraseña generada que se muestra abajo una sola vez'
    : config.adminPassword
      ? 'la contraseña de ADMIN_PASSWORD'
      : 'la contraseña que se generó en el primer arranque (o la que se le puso después)';
  return `Sitio en ${url} · administración en ${url}/login con ${config.adminEmail} y ${password}`;
}

/**
 * Stops on SIGTERM/SIGINT in the order a balancer needs, so that a restart loses no request:
 * 1. draining (http/draining.ts): /health answers 503 "draining" while every request is still
 *    served, each answer closing its connection. After SIGTERM this lasts `delayMs`
 *    (SHUTDOWN_DELAY_MS), long enough for the balancer's checks to take the instance out; SIGINT
 *    (a person's Ctrl-C) and a second signal skip the wait.
 * 2. The listener closes, and the connections left idle with it (fastify's close, see app.ts); the
 *    requests in flight get DRAIN_MS to finish, answered with `Connection: close`; what is left is cut.
 * 3. The render processes stop, the database closes (PGlite included, so its files are consistent)
 *    and the process exits 0.
 */
async function stop(
  app: FastifyInstance,
  draining: Draining,
  signal: string,
  delayMs: number,
  hurry: Promise<void>,
): Promise<void> {
  draining.begin();
  if (delayMs > 0) {
    app.log.info(
      `${signal}: /api/v1/health responde 503 durante ${delayMs / 1000} s para que el balanceador deje de enviar peticiones; mientras, se siguen atendiendo`,
    );
    await Promise.race([sleep(delayMs), hurry]);
  }
  app.log.info(`${signal}: deteniendo; se terminan las peticiones en curso (hasta ${DRAIN_MS / 1000} s)`);
  const cut = setTimeout(() => {
    app.log.warn('Peticiones sin terminar tras el plazo: se cortan sus conexiones');
    app.server.closeAllConnections();
  }, DRAIN_MS);
  const force = setTimeout(() => {
    app.log.error('El cierre no terminó a tiempo: salida forzada');
    process.exit(1);
  }, DRAIN_MS + CLOSE_MS);
  cut.unref();
  force.unref();
  app.close().then(
    () => {
      app.log.info('Detenido: base de datos cerrada');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'Error al detenerse');
      process.exit(1);
    },
  );
}

/** Reads the environment, prepares the database, listens, and shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  // Listening for the signals from the start: one that arrives while the database is being
  // prepared (a first start seeds it) stops the server as soon as it is ready, database closed.
  let onSignal = (signal: string) => {
    received ??= signal;
  };
  let received: string | undefined;
  for (const signal of SIGNALS) process.on(signal, () => onSignal(signal));

  const config = readConfig();
  // Before the database and the app: the SDK is in place when their first spans begin.
  const tracing = config.tracing ? await startTracing() : undefined;
  const { app, ctx, generatedAdminPassword, seeded } = await buildServer(config, { tracing });
  // Listening only once pages can be served: the first health check a balancer sees pass brings
  // visitors to an instance whose caches are filled. A signal meanwhile: no listening at all.
  if (received === undefined) await warmUp(app);
  if (received === undefined) {
    // fastify logs a line per address it listens on: the first one is the welcome line.
    let first = true;
    const listenTextResolver = (address: string) => {
      if (!first) return `También en ${address}`;
      first = false;
      return welcomeLine(siteUrl(app, config), config, generatedAdminPassword);
    };
    await app.listen({ port: config.port, host: config.host, listenTextResolver });
  }
  if (generatedAdminPassword) {
    process.stdout.write(
      `\n  Administrador creado: ${config.adminEmail}\n  Contraseña generada (se muestra una sola vez): ${generatedAdminPassword}\n\n`,
    );
  }
  if (seeded) app.log.info('Contenido de demostración cargado');
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
  app.log.info(`Base de datos: ${database}`);

  let stopping = false;
  const hurry = Promise.withResolvers<void>();
  onSignal = (signal) => {
    if (stopping) return hurry.resolve();
    stopping = true;
    // Before listening there is no balancer to tell.
    const delayMs = signal === 'SIGTERM' && received === undefined ? config.shutdownDelayMs : 0;
    void stop(app, ctx.draining, signal, delayMs, hurry.promise);
  };
  if (received !== undefined) onSignal(received);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
