import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import type { NewRollout, ReleaseReport, RemoteName } from '@pasteleria/shared/federation';
import { RELEASE_REPORT_BYTES_MAX } from '@pasteleria/shared/federation';
import { carriesStaffToken } from '../../auth/guard.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { readTextAsJson } from '../../plugins/external/body-parsers.js';
import { requestVisitor } from '../../statistics/visitor.js';
import {
  activityActorOf,
  keyOwnsRemoteInPath,
  refuseDeployKey,
  requireAdminOrDeployKey,
  twoStepUnlessKey,
} from '../key-guard.js';
import type { ReleaseServices } from '../services.js';
import { releaseReportSchema, releaseVitalsSchema, rolloutSchemas } from './schemas.js';
import type { RolloutStep, StepBy } from './service.js';

interface RolloutServices {
  db: Kysely<Database>;
  releases: Pick<ReleaseServices, 'rollouts'>;
}

/**
 * A remote's rollouts (admins, and deploy keys for their own remote): start one, read the running
 * or last one (…/current, 404 when none; …/latest, null), advance, abort or complete it.
 */
const stepBy = (request: FastifyRequest): StepBy => ({ actor: activityActorOf(request), address: request.ip });

export function rolloutRoutes(ctx: RolloutServices) {
  const { rollouts } = ctx.releases;
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminOrDeployKey(ctx.db));
    app.post<{ Params: { remote: RemoteName }; Body: NewRollout }>(
      '/admin/releases/:remote/rollouts',
      { schema: rolloutSchemas.start, preValidation: keyOwnsRemoteInPath, preHandler: twoStepUnlessKey },
      async (request, reply) =>
        reply.code(201).send(await rollouts.start(request.params.remote, request.body, stepBy(request))),
    );
    app.get<{ Params: { remote: RemoteName } }>(
      '/admin/releases/:remote/rollouts/current',
      { schema: rolloutSchemas.current, preValidation: keyOwnsRemoteInPath },
      async (request) => {
        const rollout = await rollouts.latest(request.params.remote);
        if (!rollout) throw notFound(`${request.params.remote} no ha tenido ningún despliegue gradual.`);
        return rollout;
      },
    );
    // The same read for a screen that asks before any rollout exists: a remote that never had one is
    // 200 with null, not an error status (which a browser writes in its console).
    app.get<{ Params: { remote: RemoteName } }>(
      '/admin/releases/:remote/rollouts/latest',
      { schema: rolloutSchemas.latest, preValidation: keyOwnsRemoteInPath },
      async (request, reply) => reply.send((await rollouts.latest(request.params.remote)) ?? null),
    );
    app.post<{ Params: { remote: RemoteName; step: RolloutStep } }>(
      '/admin/releases/:remote/rollouts/current/:step',
      { schema: rolloutSchemas.step, preValidation: keyOwnsRemoteInPath, preHandler: twoStepUnlessKey },
      async (request) => rollouts.step(request.params.remote, request.params.step, stepBy(request)),
    );
  };
}

interface ReportServices {
  db: Kysely<Database>;
  config: Pick<Config, 'siteUrl'>;
  releases: Pick<ReleaseServices, 'reports'>;
}

/**
 * POST /public/releases/reports: what a visitor's browser met with each remote's release (a
 * beacon: text/plain or JSON, at most RELEASE_REPORT_BYTES_MAX). Crawlers are not counted; a
 * staff's browser counts for the admin remote only. Its request log leaves out the address.
 */
export function releaseReportRoutes(ctx: ReportServices) {
  return async (app: FastifyInstance) => {
    readTextAsJson(app);
    app.post<{ Body: ReleaseReport }>(
      '/public/releases/reports',
      { bodyLimit: RELEASE_REPORT_BYTES_MAX, config: { anonymousLog: true }, schema: releaseReportSchema },
      async (request, reply) => {
        if (!isbot(request.headers['user-agent'])) {
          const staff = await carriesStaffToken(ctx.db, request);
          const { stored } = await ctx.releases.reports.record(
            request.body,
            requestVisitor(request, ctx.config.siteUrl),
            (witness) => !staff || witness.remote === 'remote_admin',
          );
          stored.catch((error: unknown) => request.log.error({ err: error }, 'release reports not stored'));
        }
        return reply.code(204).send();
      },
    );
  };
}

interface VitalsServices {
  db: Kysely<Database>;
  releases: Pick<ReleaseServices, 'vitals'>;
}

/**
 * GET /admin/releases/vitals?days=7: the LCP and INP p75 of each remote's live release over the
 * last days (an admin's alone: a deploy key gets 403, as for a preview's config).
 */
export function releaseVitalsRoutes(ctx: VitalsServices) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminOrDeployKey(ctx.db));
    app.get<{ Querystring: { days: number } }>(
      '/admin/releases/vitals',
      { schema: releaseVitalsSchema },
      async (request) => {
        refuseDeployKey(request);
        return ctx.releases.vitals(request.query.days);
      },
    );
  };
}
