import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecoveryCodes, TotpEnrolment, TwoStepStatus } from '@pasteleria/shared/security';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { NO_BODY } from '../../plugins/external/body-parsers.js';
import { recordRequest } from '../activity-log.js';
import { requireUser, sessionOf, type Session } from '../guard.js';
import { findUserById } from '../users.js';
import { recoveryCodesLeft, renewRecoveryCodes } from './recovery-codes.js';
import { twoStepSchemas } from './schemas.js';
import { accountHasTwoStep, checkFactorChange, endTwoStepIfLastFactor } from './factors.js';
import { codeStep, newTotpSecret, totpUri } from './totp.js';

interface TwoStepServices {
  db: Kysely<Database>;
  config: Pick<Config, 'site'>;
}

const NO_PENDING = 'Primero pide un código QR nuevo: la app no se está configurando.';
const WRONG_FIRST_CODE = 'El código no es correcto. Escribe el que muestra tu app ahora mismo.';

/**
 * The account's two-step sign-in, for the signed-in user ('Seguridad'): where it stands, the
 * authenticator app (a secret and its QR code, confirmed by a first code; removed), and new
 * recovery codes. Passkeys are passkey-routes.ts.
 */
export function twoStepRoutes(ctx: TwoStepServices) {
  const { db } = ctx;

  async function status(session: Session): Promise<TwoStepStatus> {
    const user = await findUserById(db, session.user.id);
    const passkeys = await db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    const count = Number(passkeys.count);
    return {
      enabled: Boolean(user?.totp_secret) || count > 0,
      totp: Boolean(user?.totp_secret),
      passkeys: count,
      recoveryCodesLeft: await recoveryCodesLeft(db, session.user.id),
      required: session.twoStepRequired,
      sessionTwoStep: session.twoStep,
    };
  }

  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireUser(db));

    app.get('/auth/two-step', { schema: twoStepSchemas.status }, async (request) => status(sessionOf(request)));

    app.post('/auth/two-step/totp', { ...NO_BODY, schema: twoStepSchemas.startTotp }, async (request) => {
      const session = sessionOf(request);
      checkFactorChange(session);
      const secret = newTotpSecret();
      await db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', session.user.id).execute();
      return { secret, uri: totpUri(secret, ctx.config.site.name, session.user.email) } satisfies TotpEnrolment;
    });

    app.post(
      '/auth/two-step/totp/confirm',
      { schema: twoStepSchemas.confirmTotp },
      async (request: FastifyRequest<{ Body: { code: string } }>) => {
        const session = sessionOf(request);
        checkFactorChange(session);
        const user = await findUserById(db, session.user.id);
        const pending = user?.totp_pending_secret;
        if (!pending) throw new HttpError(409, NO_PENDING);
        const step = codeStep(pending, request.body.code);
        if (step === null) throw new HttpError(422, WRONG_FIRST_CODE);
        const replaced = Boolean(user.totp_secret);
        const recoveryCodes = await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: step })
            .where('id', '=', session.user.id)
            .execute();
          // This session has just shown the second step: it counts as signed in with it.
          await trx.updateTable('auth_tokens').set({ two_step: true }).where('id', '=', session.tokenId).execute();
          return renewRecoveryCodes(trx, session.user.id);
        });
        await recordRequest(db, request, {
          action: 'totp-enabled',
          description: replaced
            ? 'Cambió su app de autenticación (y recibió códigos de recuperación nuevos).'
            : 'Activó la app de autenticación (y recibió códigos de recuperación nuevos).',
        });
        return { recoveryCodes } satisfies RecoveryCodes;
      },
    );

    app.delete('/auth/two-step/totp', { schema: twoStepSchemas.removeTotp }, async (request, reply) => {
      const session = sessionOf(request);
      checkFactorChange(session);
      const result = await db
        .updateTable('users')
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', session.user.id)
        .where('totp_secret', 'is not', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, 'Esta cuenta no tiene app de autenticación.');
      const ended = await endTwoStepIfLastFactor(db, session);
      await recordRequest(db, request, {
        action: 'totp-disabled',
        description: ended
          ? 'Quitó la app de autenticación: la verificación en dos pasos quedó desactivada y se cerraron sus demás sesiones.'
          : 'Quitó la app de autenticación.',
      });
      return reply.code(204).send();
    });

    app.post('/auth/two-step/recovery-codes', { ...NO_BODY, schema: twoStepSchemas.renewCodes }, async (request) => {
      const session = sessionOf(request);
      checkFactorChange(session);
      if (!(await accountHasTwoStep(db, session.user.id)))
        throw new HttpError(409, 'Activa primero la verificación en dos pasos.');
      const recoveryCodes = await db.transaction().execute((trx) => renewRecoveryCodes(trx, session.user.id));
      await recordRequest(db, request, {
        action: 'recovery-codes-renewed',
        description: 'Pidió códigos de recuperación nuevos: los anteriores dejaron de servir.',
      });
      return { recoveryCodes } satisfies RecoveryCodes;
    });
  };
}
