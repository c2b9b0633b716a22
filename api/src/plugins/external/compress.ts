import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** gzip/brotli for every answer above 1 KB (JSON lists, the site's scripts). */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
}
