import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANT_TYPE } from '@pasteleria/shared/images/responsive';
import type { ImageVariants } from './picture-variants.js';
import { notFound } from '../http/errors.js';
import { parseVariantFile, parseVariantWidth } from './picture-variants.js';
import type { ImageStore } from './sent-pictures.js';
import { isMissing } from './picture-store.js';

/** Stored names are random and never reused: a picture, and each of its variants, never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** The open file, or null when it is gone (removed since it was found). */
async function openIfPresent(file: string): Promise<fs.FileHandle | null> {
  try {
    return await fs.open(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * The stored pictures, mounted at the root:
 * - GET /img/:entity/:file — a picture as uploaded (./picture-store.ts: from this instance's local
 *   copy, read from the database the first time);
 * - GET /img/:entity/:width/:file — the picture as WebP at one of IMAGE_WIDTHS:
 *   `/img/producto/640w/<stored name>.webp` (./picture-variants.ts).
 * Anything else under those shapes (another width, a name that is not stored, an unknown entity)
 * is the usual 404.
 */
export function pictureRoutes(ctx: { images: ImageStore; variants: ImageVariants }) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { entity: string; file: string } }>('/img/:entity/:file', async (request, reply) => {
      const { entity, file } = request.params;
      const type = TYPES[path.extname(file).toLowerCase()];
      const local = type ? await ctx.images.pictures.file(entity, file) : null;
      const handle = local ? await openIfPresent(local) : null;
      if (!handle || !type) throw notFound();
      const { size } = await handle.stat();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('content-length', size)
        .type(type)
        .send(handle.createReadStream());
    });

    app.get<{ Params: { entity: string; width: string; file: string } }>(
      '/img/:entity/:width/:file',
      async (request, reply) => {
        const { entity, width, file } = request.params;
        const size = parseVariantWidth(width);
        const name = parseVariantFile(file);
        const bytes = size && name ? await ctx.variants.variant(entity, name, size) : null;
        if (!bytes) throw notFound();
        return reply.header('cache-control', IMMUTABLE).type(IMAGE_VARIANT_TYPE).send(bytes);
      },
    );
  };
}
