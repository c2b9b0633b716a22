import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { announceServer, KEY_HEADER, withdrawServer } from './running-server.js';
import { archiveStream } from './write-archive.js';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';

/** Not part of the API: only `npm run backup` asks for it, with the key of `.servidor.json`. */
const ARCHIVE_PATH = '/_servidor/respaldo';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The server's own address as a loopback URL: a server on every interface is asked on 127.0.0.1 (or ::1). */
function loopbackUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${ARCHIVE_PATH}`;
}

/**
 * On the embedded database only (PGlite: one process at a time), the archive of the whole shop for
 * `npm run backup` while the server runs (backup/README.md). Once listening, the server writes
 * `<DATA_DIR>/.servidor.json` (mode 0600) with this route's URL and a random key, and removes it
 * once closed, after the database. The route answers only a request from the same machine bearing
 * that key; any other is told there is no such route. With PostgreSQL the command reads the
 * database itself, and this route does not exist.
 */
export async function backupRoutes(
  app: FastifyInstance,
  ctx: { db: Kysely<Database>; config: Pick<Config, 'databaseUrl' | 'dataDir'> },
): Promise<void> {
  if (ctx.config.databaseUrl) return;
  const { dataDir } = ctx.config;
  const key = randomBytes(32).toString('base64url');

  app.get(ARCHIVE_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const given = request.headers[KEY_HEADER];
    const allowed =
      LOOPBACK.has(request.socket.remoteAddress ?? '') &&
      typeof given === 'string' &&
      timingSafeEqual(digest(given), digest(key));
    if (!allowed) throw notFound();
    const archive = archiveStream(ctx.db, 'pglite');
    archive.on('error', (error) => request.log.error({ err: error }, 'backup archive failed'));
    return reply.type('application/gzip').header('cache-control', 'no-store').send(archive);
  });

  // Root hooks: the file appears once the server listens, and goes after the onClose hook that
  // closes the database (added later, so run earlier), never while PGlite is still open.
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return;
    await announceServer(dataDir, { archiveUrl: loopbackUrl(address), key, pid: process.pid });
  });
  app.addHook('onClose', async () => {
    await withdrawServer(dataDir, key);
  });
}
