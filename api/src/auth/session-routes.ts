import type { FastifyInstance } from 'fastify';
import { requireUser, sessionOf } from './guard.js';
import { verifyPassword } from './passwords.js';
import { issueToken, revokeToken } from './tokens.js';
import { findUserByEmail, toApiUser } from './users.js';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { NO_BODY, PUBLIC_BODY_LIMIT } from '../plugins/external/body-parsers.js';
import { throwIfErrors, type FieldErrors } from '../http/errors.js';
import { asObject } from '../http/body-object.js';
import { credentials, readFields } from '@pasteleria/shared/entities';
import { authSchemas } from './session-schemas.js';

/** What signing in and out use: the users and tokens, the token lifetime, the login limits. */
interface SessionServices {
  db: Kysely<Database>;
  config: Pick<Config, 'tokenTtlMs'>;
  limiters: { loginPerIp: RateLimiter; loginPerEmailIp: RateLimiter; loginPerEmail: RateLimiter };
}

/** POST /auth/login, POST /auth/logout, GET /auth/me. */
export function authRoutes(ctx: SessionServices) {
  return async (app: FastifyInstance) => {
    app.post('/auth/login', { bodyLimit: PUBLIC_BODY_LIMIT, schema: authSchemas.login }, async (request, reply) => {
      await ctx.limiters.loginPerIp.hit(request.ip);
      const errors: FieldErrors = {};
      const values = readFields(credentials.fields, asObject(request.body), 'create', errors);
      throwIfErrors(errors);
      const email = String(values.email).toLowerCase();
      const password = String(values.password);
      // The pair first: an address guessing is stopped there, before it counts against the e-mail.
      await ctx.limiters.loginPerEmailIp.hit(`${email} ${request.ip}`);
      await ctx.limiters.loginPerEmail.hit(email);

      const user = await findUserByEmail(ctx.db, email);
      const valid = await verifyPassword(user?.password_hash, password);
      if (!user || !valid) {
        return reply.code(401).send({ success: false, message: 'Credenciales incorrectas.' });
      }
      const token = await issueToken(ctx.db, user.id, ctx.config.tokenTtlMs);
      return { success: true, token, user: toApiUser(user) };
    });

    // The token is checked onRequest, and the route reads no body: nobody makes it parse anything.
    app.post(
      '/auth/logout',
      { ...NO_BODY, onRequest: requireUser(ctx.db), schema: authSchemas.logout },
      async (request) => {
        if (request.session) await revokeToken(ctx.db, request.session.tokenId);
        return { success: true, message: 'Sesión cerrada.' };
      },
    );

    app.get('/auth/me', { preHandler: requireUser(ctx.db), schema: authSchemas.me }, async (request) =>
      toApiUser(sessionOf(request).user),
    );
  };
}
