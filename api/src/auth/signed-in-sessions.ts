import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SignedInSession } from '@pasteleria/shared/security';
import type { Database } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { recordRequest } from './activity-log.js';
import { deviceName } from './device-name.js';
import { requireUser, sessionOf } from './guard.js';
import { revokeOtherTokens } from './tokens.js';
import { sessionSchemas, SESSION_MISSING } from './two-step/schemas.js';

/**
 * The account's signed-in sessions ('Seguridad'): each with its device (from its user agent), the
 * address it was signed in from and when it was last used; any of them signed out, or all but this one.
 */
export function signedInSessionRoutes({ db }: { db: Kysely<Database> }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireUser(db));

    app.get('/auth/sessions', { schema: sessionSchemas.list }, async (request): Promise<SignedInSession[]> => {
      const session = sessionOf(request);
      const rows = await db
        .selectFrom('auth_tokens')
        .select(['id', 'user_agent', 'address', 'created_at', 'last_used_at', 'two_step'])
        .where('user_id', '=', session.user.id)
        .where('expires_at', '>', new Date())
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.user_agent),
        address: row.address,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: new Date(row.last_used_at).toISOString(),
        twoStep: row.two_step,
        current: row.id === session.tokenId,
      }));
    });

    app.delete(
      '/auth/sessions/:id',
      { schema: sessionSchemas.revoke },
      async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
        const session = sessionOf(request);
        const row = await db
          .deleteFrom('auth_tokens')
          .where('id', '=', request.params.id)
          .where('user_id', '=', session.user.id)
          .returning(['user_agent', 'address'])
          .executeTakeFirst();
        if (!row) throw notFound(SESSION_MISSING);
        const own = request.params.id === session.tokenId;
        await recordRequest(db, request, {
          action: 'session-revoked',
          target: { type: 'sesion', id: request.params.id, name: deviceName(row.user_agent) },
          description: own
            ? 'Cerró esta sesión desde Seguridad.'
            : `Cerró la sesión de ${deviceName(row.user_agent)}${row.address ? ` (${row.address})` : ''}.`,
        });
        return reply.code(204).send();
      },
    );

    app.delete('/auth/sessions', { schema: sessionSchemas.revokeOthers }, async (request) => {
      const session = sessionOf(request);
      const signedOut = await revokeOtherTokens(db, session.user.id, session.tokenId);
      await recordRequest(db, request, {
        action: 'other-sessions-revoked',
        description: signedOut === 1 ? 'Cerró su otra sesión.' : `Cerró sus demás sesiones (${signedOut}).`,
      });
      return { signedOut };
    });
  };
}
