import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { credentials, readFields } from '@pasteleria/shared/entities';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { NO_BODY, PUBLIC_BODY_LIMIT } from '../plugins/external/body-parsers.js';
import { HttpError, throwIfErrors, type FieldErrors } from '../http/errors.js';
import { asObject } from '../http/body-object.js';
import { anonymous, recordRequest, userActor } from './activity-log.js';
import { countWrongAnswer, createChallenge, liveChallenge, spendChallenge, CHALLENGE_INVALID } from './challenges.js';
import { requireUser, sessionOf } from './guard.js';
import { verifyPassword } from './passwords.js';
import { completeSignIn, twoStepMethods, type SignInWay } from './sign-in.js';
import { revokeToken } from './tokens.js';
import { takeRecoveryCode } from './two-step/recovery-codes.js';
import { takeTotpCode } from './two-step/totp.js';
import { findUserByEmail, findUserById, toApiUser } from './users.js';
import { authSchemas } from './session-schemas.js';

/** What signing in and out use: the users and tokens, the token lifetime, the login limits. */
interface SessionServices {
  db: Kysely<Database>;
  config: Pick<Config, 'tokenTtlMs'>;
  limiters: { loginPerIp: RateLimiter; loginPerEmailIp: RateLimiter; loginPerEmail: RateLimiter };
}

const WRONG_CODE = 'El código no es correcto. Revisa tu app o usa un código de recuperación.';

/**
 * POST /auth/login, POST /auth/login/two-step, POST /auth/logout, GET /auth/me.
 *
 * A sign-in answers a token as it always has, for an account without two-step. For one with it,
 * the password's answer is a challenge (`{ twoStep: { challenge, methods } }`, no token), answered
 * within 5 minutes, once, with a code of the authenticator app or a recovery code here, or with a
 * passkey (passkey-routes.ts). Every attempt counts against the address's limit; a wrong code also
 * against the account's, as a wrong password does.
 */
export function authRoutes(ctx: SessionServices) {
  const countAgainstAccount = async (request: FastifyRequest, email: string) => {
    await ctx.limiters.loginPerEmailIp.hit(`${email} ${request.ip}`);
    await ctx.limiters.loginPerEmail.hit(email);
  };

  return async (app: FastifyInstance) => {
    app.post('/auth/login', { bodyLimit: PUBLIC_BODY_LIMIT, schema: authSchemas.login }, async (request, reply) => {
      await ctx.limiters.loginPerIp.hit(request.ip);
      const errors: FieldErrors = {};
      const values = readFields(credentials.fields, asObject(request.body), 'create', errors);
      throwIfErrors(errors);
      const email = String(values.email).toLowerCase();
      const password = String(values.password);
      // The pair first: an address guessing is stopped there, before it counts against the e-mail.
      await countAgainstAccount(request, email);

      const user = await findUserByEmail(ctx.db, email);
      const valid = await verifyPassword(user?.password_hash, password);
      if (!user || !valid) {
        await recordRequest(
          ctx.db,
          request,
          { action: 'sign-in-failed', description: `Contraseña incorrecta o cuenta inexistente: ${email}.` },
          anonymous(email),
        );
        return reply.code(401).send({ success: false, message: 'Credenciales incorrectas.' });
      }
      const methods = await twoStepMethods(ctx.db, user);
      if (methods.length === 0) return completeSignIn(ctx, request, user, 'password');
      return { twoStep: { challenge: await createChallenge(ctx.db, 'two-step', user.id), methods } };
    });

    app.post(
      '/auth/login/two-step',
      { bodyLimit: PUBLIC_BODY_LIMIT, schema: authSchemas.twoStep },
      async (request: FastifyRequest<{ Body: { challenge: string; code: string } }>) => {
        await ctx.limiters.loginPerIp.hit(request.ip);
        const challenge = await liveChallenge(ctx.db, request.body.challenge, ['two-step']);
        const user = challenge.user_id === null ? undefined : await findUserById(ctx.db, challenge.user_id);
        if (!user) throw new HttpError(400, CHALLENGE_INVALID);
        const { code } = request.body;
        let way: SignInWay | null = null;
        if (await takeTotpCode(ctx.db, user, code)) way = 'password+totp';
        else if (await takeRecoveryCode(ctx.db, user.id, code)) way = 'password+recovery';
        if (!way) {
          await countWrongAnswer(ctx.db, challenge.id);
          await recordRequest(
            ctx.db,
            request,
            { action: 'sign-in-failed', description: 'Código de verificación en dos pasos incorrecto.' },
            userActor(user),
          );
          await countAgainstAccount(request, user.email.toLowerCase());
          throw new HttpError(401, WRONG_CODE);
        }
        if (!(await spendChallenge(ctx.db, challenge.id))) throw new HttpError(400, CHALLENGE_INVALID);
        if (way === 'password+recovery')
          await recordRequest(
            ctx.db,
            request,
            { action: 'recovery-code-used', description: 'Usó un código de recuperación para entrar.' },
            userActor(user),
          );
        return completeSignIn(ctx, request, user, way);
      },
    );

    // The token is checked onRequest, and the route reads no body: nobody makes it parse anything.
    app.post(
      '/auth/logout',
      { ...NO_BODY, onRequest: requireUser(ctx.db), schema: authSchemas.logout },
      async (request) => {
        const session = sessionOf(request);
        await revokeToken(ctx.db, session.tokenId);
        await recordRequest(ctx.db, request, { action: 'sign-out', description: 'Cerró sesión.' });
        return { success: true, message: 'Sesión cerrada.' };
      },
    );

    app.get('/auth/me', { preHandler: requireUser(ctx.db), schema: authSchemas.me }, async (request) => {
      const session = sessionOf(request);
      return {
        ...toApiUser(session.user),
        twoStep: { enabled: session.accountTwoStep, required: session.twoStepRequired, session: session.twoStep },
      };
    });
  };
}
