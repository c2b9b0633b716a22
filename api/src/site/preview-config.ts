import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { requireAdmin } from '../auth/guard.js';
import { notFound } from '../http/errors.js';
import type { Shown } from '../releases/live-remotes.js';
import { PREVIEW_HEADER } from '@pasteleria/shared/federation';
import { refuseDeployKey, requireAdminOrDeployKey } from '../releases/key-guard.js';
import { readManifests } from '../releases/release-store.js';
import type { ReleaseServices } from '../releases/services.js';
import { runtimeConfig, type RuntimeSettings } from './runtime-config.js';
import { previewConfigSchema, RELEASE_MISSING as MISSING } from './schemas.js';

/** What a preview is made of: the releases' rows and registry, the shop's settings. */
interface PreviewServices {
  db: Kysely<Database>;
  config: RuntimeSettings;
  releases: Pick<ReleaseServices, 'registry' | 'remotes'>;
}

/** Release `id` as a preview shows it, with its manifest: 404 when unknown or its files are gone. */
async function previewed(ctx: Pick<PreviewServices, 'db' | 'releases'>, id: number): Promise<Shown> {
  const release = ctx.releases.registry.byId(id);
  if (!release) throw notFound(MISSING);
  if (!release.served) throw notFound(`Los archivos de la versión ${release.version} ya no se conservan.`);
  const manifest = (await readManifests(ctx.db, [release.id])).get(release.id) ?? null;
  return { release, manifest };
}

/**
 * The release a page request previews (PREVIEW_HEADER, with an admin's token: 401 or 403 without
 * one, 404 for a release not kept), or null for any other request.
 */
export async function previewOfPage(
  ctx: Pick<PreviewServices, 'db' | 'releases'>,
  request: FastifyRequest,
): Promise<Shown | null> {
  const header = request.headers[PREVIEW_HEADER];
  if (header === undefined) return null;
  await requireAdmin(ctx.db)(request);
  const id = Number(header);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(MISSING);
  return previewed(ctx, id);
}

/**
 * GET /admin/releases/{id}/config: the site's config with that release in place of its remote's
 * live one, for an admin's preview in their own browser (an admin's alone: a deploy key gets 403).
 */
export function previewConfigRoutes(ctx: PreviewServices) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminOrDeployKey(ctx.db));
    app.get(
      '/admin/releases/:id/config',
      { schema: previewConfigSchema },
      async (request: FastifyRequest<{ Params: { id: number } }>) => {
        refuseDeployKey(request);
        const shown = await previewed(ctx, request.params.id);
        const { release } = shown;
        const config = await runtimeConfig(ctx.config, ctx.releases.remotes, [shown]);
        return { ...config, preview: { id: release.id, remote: release.remote, version: release.version } };
      },
    );
  };
}
