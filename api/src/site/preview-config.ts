import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { refuseDeployKey, requireAdminOrDeployKey } from '../releases/key-guard.js';
import { readManifests } from '../releases/release-store.js';
import type { ReleaseServices } from '../releases/services.js';
import { runtimeConfig, type RuntimeSettings } from './runtime-config.js';
import { previewConfigSchema, RELEASE_MISSING as MISSING } from './schemas.js';

/** What a preview's config is made of: the releases' rows and registry, the shop's settings. */
interface PreviewServices {
  db: Kysely<Database>;
  config: RuntimeSettings;
  releases: Pick<ReleaseServices, 'registry' | 'remotes'>;
}

/**
 * GET /admin/releases/{id}/config: the site's config with that release in place of its remote's
 * live one, for an admin's preview in their own browser (an admin's alone: a deploy key gets 403).
 */
export function previewConfigRoutes(ctx: PreviewServices) {
  const { registry, remotes } = ctx.releases;
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminOrDeployKey(ctx.db));
    app.get(
      '/admin/releases/:id/config',
      { schema: previewConfigSchema },
      async (request: FastifyRequest<{ Params: { id: number } }>) => {
        refuseDeployKey(request);
        const release = registry.byId(request.params.id);
        if (!release) throw notFound(MISSING);
        if (!release.served) throw notFound(`Los archivos de la versión ${release.version} ya no se conservan.`);
        const manifest = (await readManifests(ctx.db, [release.id])).get(release.id) ?? null;
        const config = await runtimeConfig(ctx.config, remotes, [{ release, manifest }]);
        return { ...config, preview: { id: release.id, remote: release.remote, version: release.version } };
      },
    );
  };
}
