import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  RELEASE_MANIFEST_URL_MAX,
  RELEASE_NOTES_MAX,
  REMOTE_NAMES,
  type RemoteName,
} from '@pasteleria/shared/federation';
import { recordRequest } from '../auth/activity-log.js';
import {
  activityActorOf,
  actorOf,
  checkRemoteOfKey,
  keyOwnsRemoteInPath,
  requireAdminOrDeployKey,
  twoStepUnlessKey,
} from './key-guard.js';
import { asObject } from '../http/body-object.js';
import { refusal } from '../http/errors.js';
import { UploadedFile } from '../http/uploaded-file.js';
import { uploadRoute } from '../plugins/external/body-parsers.js';
import { makeLive } from './make-live.js';
import { publishBundle, publishUrl, type Publishing, type PublishRequest } from './publish.js';
import { readHistory } from './release-store.js';
import { checkVersion } from './version.js';
import { releaseSchemas } from './schemas.js';

/**
 * The releases of each remote: publish one (its bundle, or its manifest's URL), list them with the
 * history of the live ones, make one live (or go back to an earlier one); the config of the site
 * with a release in place of its remote's live one is the site's (site/preview-config.ts). A deploy
 * key may publish, list and make live its own remote's releases.
 */

/** An optional text field: absent or empty is undefined; anything but text is a 422. */
function optionalText(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw refusal(field, `El campo ${field} debe ser texto.`);
  return value;
}

/** The remote the request names (a deploy key's own when it names none), checked against the key. */
function remoteOf(request: FastifyRequest, body: Record<string, unknown>): RemoteName {
  const named = optionalText(body, 'remote') ?? request.deployKey?.remote;
  const remote = REMOTE_NAMES.find((name) => name === named);
  if (!remote) throw refusal('remote', `El remoto debe ser uno de: ${REMOTE_NAMES.join(', ')}.`);
  checkRemoteOfKey(request, remote);
  return remote;
}

function publishRequest(request: FastifyRequest, body: Record<string, unknown>): PublishRequest {
  const remote = remoteOf(request, body);
  const version = optionalText(body, 'version');
  const notes = optionalText(body, 'notes') ?? '';
  if (notes.length > RELEASE_NOTES_MAX)
    throw refusal('notes', `Las notas pueden tener hasta ${RELEASE_NOTES_MAX} caracteres.`);
  return {
    remote,
    version: version === undefined ? undefined : checkVersion(version),
    notes,
    createdBy: actorOf(request),
  };
}

/** What the releases' routes use: publishing's services and the registry. */
type ReleaseRouteServices = Publishing;

export function releaseRoutes(ctx: ReleaseRouteServices) {
  const { registry } = ctx.releases;
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminOrDeployKey(ctx.db));

    app.post(
      '/admin/releases',
      {
        ...uploadRoute(ctx.config.releases.maxUploadBytes),
        schema: releaseSchemas.publish,
        preHandler: twoStepUnlessKey,
      },
      async (request, reply) => {
        const body = asObject(request.body);
        const publish = publishRequest(request, body);
        const { bundle } = body;
        const manifestUrl = optionalText(body, 'manifestUrl');
        let release;
        if (bundle instanceof UploadedFile) release = await publishBundle(ctx, publish, bundle.bytes);
        else if (manifestUrl !== undefined) {
          if (manifestUrl.length > RELEASE_MANIFEST_URL_MAX)
            throw refusal(
              'manifestUrl',
              `La URL del manifiesto puede tener hasta ${RELEASE_MANIFEST_URL_MAX} caracteres.`,
            );
          release = await publishUrl(ctx, publish, manifestUrl);
        } else
          throw refusal(
            'bundle',
            'Envía el paquete de la versión (bundle, un .tar.gz) o la URL de su manifiesto (manifestUrl).',
          );
        await recordRequest(
          ctx.db,
          request,
          {
            action: 'release-published',
            target: { type: 'version', id: release.id, name: `${release.remote} ${release.version}` },
            description: `Publicó la versión ${release.version} de ${release.remote} (${bundle instanceof UploadedFile ? 'paquete subido' : `manifiesto en ${manifestUrl}`}).`,
          },
          activityActorOf(request),
        );
        return reply.code(201).send(release);
      },
    );

    app.get('/admin/releases', { schema: releaseSchemas.list }, async (request) => {
      const own = request.deployKey?.remote;
      return {
        remotes: REMOTE_NAMES.filter((remote) => !own || remote === own).map((remote) => ({
          remote,
          live: registry.live(remote) ?? null,
          releases: registry.releases(remote),
        })),
        history: await readHistory(ctx.db, own),
      };
    });

    app.put<{ Params: { remote: RemoteName }; Body: { id: number } }>(
      '/admin/releases/:remote/live',
      { schema: releaseSchemas.makeLive, preValidation: keyOwnsRemoteInPath, preHandler: twoStepUnlessKey },
      async (request) => {
        const { remote } = request.params;
        const live = await makeLive(ctx.db, registry, remote, request.body.id, actorOf(request));
        await recordRequest(
          ctx.db,
          request,
          {
            action: 'release-made-live',
            target: { type: 'version', id: live.id, name: `${live.remote} ${live.version}` },
            description: `Puso en vivo la versión ${live.version} de ${remote} para todos los visitantes.`,
          },
          activityActorOf(request),
        );
        return live;
      },
    );
  };
}
