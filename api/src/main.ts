import { readConfig } from './config.js';
import { buildServer } from './server.js';

/** Reads the environment, prepares the database, listens, and shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  const { app, generatedAdminPassword, seeded } = await buildServer(config);
  if (generatedAdminPassword) {
    process.stdout.write(
      `\n  Administrador creado: ${config.adminEmail}\n  Contraseña generada (se muestra una sola vez): ${generatedAdminPassword}\n\n`,
    );
  }
  if (seeded) app.log.info('demo content loaded');
  app.log.info({ dataDir: config.dataDir, database: config.databaseUrl ? 'postgresql' : 'pglite' }, 'database ready');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
