import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.js';
import { verifyPassword } from '../auth/passwords.js';
import { issueToken, revokeToken } from '../auth/tokens.js';
import { findUserByEmail, toApiUser } from '../auth/users.js';
import type { AppContext } from '../context.js';
import { NO_BODY, PUBLIC_BODY_LIMIT } from '../http/body.js';
import { addError, throwIfErrors, type FieldErrors } from '../http/errors.js';
import { asObject } from '../entities/validate.js';
import { cleanText } from '../entities/declarations.js';

/** POST /auth/login, POST /auth/logout, GET /auth/me. */
export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post('/auth/login', { bodyLimit: PUBLIC_BODY_LIMIT }, async (request, reply) => {
      ctx.limiters.loginPerIp.hit(request.ip);
      const body = asObject(request.body);
      const errors: FieldErrors = {};
      const email = typeof body.email === 'string' ? cleanText(body.email).trim().toLowerCase() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email) addError(errors, 'email', 'El campo email es obligatorio.');
      else if (email.length > 254) addError(errors, 'email', 'El campo email no debe superar 254 caracteres.');
      if (!password) addError(errors, 'password', 'El campo contraseña es obligatorio.');
      else if (password.length > 1024) addError(errors, 'password', 'El campo contraseña no debe superar 1.024 caracteres.');
      throwIfErrors(errors);
      ctx.limiters.loginPerEmail.hit(email);

      const user = await findUserByEmail(ctx.db, email);
      const valid = await verifyPassword(user?.password_hash, password);
      if (!user || !valid) {
        return reply.code(401).send({ success: false, message: 'Credenciales incorrectas.' });
      }
      const token = await issueToken(ctx.db, user.id, ctx.config.tokenTtlMs);
      return { success: true, token, user: toApiUser(user) };
    });

    // The token is checked onRequest, and the route reads no body: nobody makes it parse anything.
    app.post('/auth/logout', { ...NO_BODY, onRequest: requireUser(ctx) }, async (request) => {
      if (request.session) await revokeToken(ctx.db, request.session.tokenId);
      return { success: true, message: 'Sesión cerrada.' };
    });

    app.get('/auth/me', { preHandler: requireUser(ctx) }, async (request) => toApiUser(request.session!.user));
  };
}
