import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { CompressedBodies } from './compressed-bodies.js';

/** Above this, answers are compressed as a stream, off the event loop, and not kept (the plugin's own value for one core). */
const SYNC_MAX_BYTES = 64 * 1024;

/**
 * gzip/brotli for every answer above 1 KB (JSON lists, the pages' HTML, the site's scripts). Answers
 * up to 64 KB are compressed in one call, once per distinct body and encoding (CompressedBodies):
 * under load most answers repeat the same bytes, and compressing them was the server's largest cost.
 */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  const bodies = new CompressedBodies();
  const once =
    (encoding: string, compressSync: (body: Buffer, options?: object) => Buffer) => (body: Buffer, options?: object) =>
      bodies.get(encoding, body, (bytes) => compressSync(bytes, options));
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_MAX_BYTES,
    zlib: {
      brotliCompressSync: once('br', zlib.brotliCompressSync),
      gzipSync: once('gzip', zlib.gzipSync),
      deflateSync: once('deflate', zlib.deflateSync),
    },
  });
}
