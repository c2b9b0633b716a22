import type { FastifyInstance } from 'fastify';
import { IMAGE_VARIANT_TYPE } from '@pasteleria/shared/images/responsive';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { parseVariantFile, parseVariantWidth } from '../image-variants.js';

/**
 * GET /img/:entity/:width/:file — a stored picture as WebP at one of IMAGE_WIDTHS:
 * `/img/producto/640w/<stored name>.webp` (see ../image-variants.ts). Anything else under that
 * shape (another width, a name that is not stored, an unknown entity) is the usual 404.
 * Mounted at the root, beside the stored originals at /img/<entity>/<name> (site.ts).
 */
export function imageVariantRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { entity: string; width: string; file: string } }>(
      '/img/:entity/:width/:file',
      async (request, reply) => {
        const { entity, width, file } = request.params;
        const size = parseVariantWidth(width);
        const name = parseVariantFile(file);
        const bytes = size && name ? await ctx.variants.variant(entity, name, size) : null;
        if (!bytes) throw notFound();
        // Stored names are random and never reused: a variant never changes.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type(IMAGE_VARIANT_TYPE)
          .send(bytes);
      },
    );
  };
}
