import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError, notFound, refusal } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { PUBLIC_BODY_LIMIT } from '../../plugins/external/body-parsers.js';
import { recordRequest, userActor } from '../activity-log.js';
import {
  attachWebauthnChallenge,
  CHALLENGE_INVALID,
  countWrongAnswer,
  createChallenge,
  liveChallenge,
  spendChallenge,
} from '../challenges.js';
import { requireUser, sessionOf } from '../guard.js';
import { completeSignIn } from '../sign-in.js';
import { findUserById } from '../users.js';
import { accountHasTwoStep, checkFactorChange, endTwoStepIfLastFactor } from './factors.js';
import {
  addPasskey,
  authenticationOptions,
  checkPasskey,
  listPasskeys,
  registrationOptions,
  relyingPartyOf,
} from './passkeys.js';
import { renewRecoveryCodes } from './recovery-codes.js';
import { PASSKEY_MISSING, passkeySchemas } from './schemas.js';

interface PasskeyServices {
  db: Kysely<Database>;
  config: Pick<Config, 'siteUrl' | 'site' | 'tokenTtlMs'>;
  limiters: { loginPerIp: RateLimiter };
}

const NOT_CHECKED = 'La llave de acceso no se pudo comprobar. Inténtalo de nuevo.';
const UNKNOWN_PASSKEY = 'Esa llave de acceso no es de ninguna cuenta de esta tienda, o fue eliminada.';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

/**
 * Passkeys under /auth/passkeys: a signed-in user adds one (options, then the browser's response
 * and its name), lists, renames and removes theirs; anyone signs in with one (options, then the
 * response): alone, with the browser offering the shop's accounts, or as the second step of a
 * sign-in whose password was right (the challenge that sign-in answered).
 */
export function passkeyRoutes(ctx: PasskeyServices) {
  const { db } = ctx;
  const rp = (request: FastifyRequest) => relyingPartyOf(request, ctx.config.siteUrl, ctx.config.site.name);

  return async (app: FastifyInstance) => {
    app.post(
      '/auth/passkeys/authentication/options',
      { bodyLimit: PUBLIC_BODY_LIMIT, schema: passkeySchemas.authenticationOptions },
      async (request: FastifyRequest<{ Body: { challenge?: string } | undefined }>) => {
        await ctx.limiters.loginPerIp.hit(request.ip);
        const given = request.body?.challenge;
        if (given === undefined) {
          const options = await authenticationOptions(db, rp(request), null);
          return { challenge: await createChallenge(db, 'passkey-sign-in', null, options.challenge), options };
        }
        const challenge = await liveChallenge(db, given, ['two-step']);
        const options = await authenticationOptions(db, rp(request), challenge.user_id);
        await attachWebauthnChallenge(db, challenge.id, options.challenge);
        return { challenge: given, options };
      },
    );

    app.post(
      '/auth/passkeys/authentication',
      { bodyLimit: PUBLIC_BODY_LIMIT, schema: passkeySchemas.authenticate },
      async (request: FastifyRequest<{ Body: { challenge: string; response: AuthenticationResponseJSON } }>) => {
        await ctx.limiters.loginPerIp.hit(request.ip);
        const challenge = await liveChallenge(db, request.body.challenge, ['two-step', 'passkey-sign-in']);
        if (!challenge.webauthn_challenge) throw new HttpError(400, CHALLENGE_INVALID);
        const userId = await checkPasskey(
          db,
          rp(request),
          challenge.webauthn_challenge,
          request.body.response,
          challenge.user_id,
        );
        const user = userId === null ? undefined : await findUserById(db, userId);
        if (!user) {
          await countWrongAnswer(db, challenge.id);
          const owner = challenge.user_id === null ? undefined : await findUserById(db, challenge.user_id);
          if (owner)
            await recordRequest(
              db,
              request,
              { action: 'sign-in-failed', description: 'Llave de acceso no válida en el segundo paso.' },
              userActor(owner),
            );
          throw new HttpError(401, challenge.user_id === null ? UNKNOWN_PASSKEY : NOT_CHECKED);
        }
        if (!(await spendChallenge(db, challenge.id))) throw new HttpError(400, CHALLENGE_INVALID);
        return completeSignIn(ctx, request, user, challenge.purpose === 'two-step' ? 'password+passkey' : 'passkey');
      },
    );

    await app.register(async (own) => {
      own.addHook('onRequest', requireUser(db));

      own.get('/auth/passkeys', { schema: passkeySchemas.list }, async (request) =>
        listPasskeys(db, sessionOf(request).user.id),
      );

      own.post(
        '/auth/passkeys/registration/options',
        { schema: passkeySchemas.registrationOptions },
        async (request) => {
          const session = sessionOf(request);
          checkFactorChange(session);
          const options = await registrationOptions(db, rp(request), session.user);
          return { challenge: await createChallenge(db, 'passkey-add', session.user.id, options.challenge), options };
        },
      );

      own.post(
        '/auth/passkeys/registration',
        { schema: passkeySchemas.register },
        async (
          request: FastifyRequest<{ Body: { challenge: string; name: string; response: RegistrationResponseJSON } }>,
          reply,
        ) => {
          const session = sessionOf(request);
          checkFactorChange(session);
          const challenge = await liveChallenge(db, request.body.challenge, ['passkey-add']);
          if (challenge.user_id !== session.user.id || !challenge.webauthn_challenge)
            throw new HttpError(400, CHALLENGE_INVALID);
          const hadTwoStep = await accountHasTwoStep(db, session.user.id);
          const name = request.body.name.trim();
          const passkey = await addPasskey(
            db,
            rp(request),
            session.user.id,
            challenge.webauthn_challenge,
            request.body.response,
            name,
          );
          await spendChallenge(db, challenge.id);
          if (!passkey)
            throw refusal('response', 'El navegador no creó una llave de acceso válida. Inténtalo de nuevo.');
          const recoveryCodes = await db.transaction().execute(async (trx) => {
            // This session has just shown a second step: it counts as signed in with it.
            await trx.updateTable('auth_tokens').set({ two_step: true }).where('id', '=', session.tokenId).execute();
            return hadTwoStep ? [] : renewRecoveryCodes(trx, session.user.id);
          });
          await recordRequest(db, request, {
            action: 'passkey-added',
            target: { type: 'llave', id: passkey.id, name: passkey.name },
            description: hadTwoStep
              ? `Agregó la llave de acceso «${passkey.name}».`
              : `Agregó la llave de acceso «${passkey.name}» y activó la verificación en dos pasos.`,
          });
          return reply.code(201).send({ passkey, recoveryCodes });
        },
      );

      own.patch(
        '/auth/passkeys/:id',
        { schema: passkeySchemas.rename },
        async (request: FastifyRequest<{ Params: { id: number }; Body: { name: string } }>) => {
          const session = sessionOf(request);
          const name = request.body.name.trim();
          const row = await db
            .updateTable('passkeys')
            .set({ name })
            .where('id', '=', request.params.id)
            .where('user_id', '=', session.user.id)
            .returning(['id'])
            .executeTakeFirst();
          if (!row) throw notFound(PASSKEY_MISSING);
          await recordRequest(db, request, {
            action: 'passkey-renamed',
            target: { type: 'llave', id: row.id, name },
            description: `Renombró una llave de acceso a «${name}».`,
          });
          return (await listPasskeys(db, session.user.id)).find((passkey) => passkey.id === row.id);
        },
      );

      own.delete('/auth/passkeys/:id', { schema: passkeySchemas.remove }, async (request: IdRequest, reply) => {
        const session = sessionOf(request);
        checkFactorChange(session);
        const row = await db
          .deleteFrom('passkeys')
          .where('id', '=', request.params.id)
          .where('user_id', '=', session.user.id)
          .returning(['id', 'name'])
          .executeTakeFirst();
        if (!row) throw notFound(PASSKEY_MISSING);
        const ended = await endTwoStepIfLastFactor(db, session);
        await recordRequest(db, request, {
          action: 'passkey-removed',
          target: { type: 'llave', id: row.id, name: row.name },
          description: ended
            ? `Eliminó la llave de acceso «${row.name}»: la verificación en dos pasos quedó desactivada y se cerraron sus demás sesiones.`
            : `Eliminó la llave de acceso «${row.name}».`,
        });
        return reply.code(204).send();
      });
    });
  };
}
