import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordRequest } from '../activity-log.js';
import { requireAdmin, requireTwoStepSession, sessionOf } from '../guard.js';
import { REQUIRE_TWO_STEP_KEY } from '../tokens.js';
import { policySchemas } from './schemas.js';

/**
 * 'Exigir verificación en dos pasos': whether every administrator must sign in with two steps.
 * Only an administrator whose own account has it, from a session signed in with it, turns it on
 * (no one is locked out by someone who could not meet it); turning it off needs the same session.
 */
export function twoStepPolicyRoutes({ db }: { db: Kysely<Database> }) {
  const read = async () => {
    const row = await db
      .selectFrom('app_state')
      .select('value')
      .where('key', '=', REQUIRE_TWO_STEP_KEY)
      .executeTakeFirst();
    return { requireTwoStep: row?.value === 'true' };
  };

  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdmin(db));

    app.get('/admin/security', { schema: policySchemas.get }, read);

    app.put(
      '/admin/security',
      { schema: policySchemas.put },
      async (request: FastifyRequest<{ Body: { requireTwoStep: boolean } }>) => {
        const session = sessionOf(request);
        const wanted = request.body.requireTwoStep;
        if (wanted && !session.twoStep)
          throw new HttpError(
            403,
            'Para exigir la verificación en dos pasos, actívala primero en tu cuenta y entra con ella.',
          );
        await requireTwoStepSession(request);
        const before = (await read()).requireTwoStep;
        await db
          .insertInto('app_state')
          .values({ key: REQUIRE_TWO_STEP_KEY, value: String(wanted) })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(wanted) }))
          .execute();
        if (before !== wanted)
          await recordRequest(db, request, {
            action: wanted ? 'two-step-required' : 'two-step-not-required',
            description: wanted
              ? 'Exigió la verificación en dos pasos a todos los administradores.'
              : 'Dejó de exigir la verificación en dos pasos.',
          });
        return read();
      },
    );
  };
}
