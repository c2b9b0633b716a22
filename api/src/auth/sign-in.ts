import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TwoStepMethod } from '@pasteleria/shared/security';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { recordRequest, userActor } from './activity-log.js';
import { recoveryCodesLeft } from './two-step/recovery-codes.js';
import { issueToken, REQUIRE_TWO_STEP_KEY } from './tokens.js';
import { toApiUser, type ApiUser, type UserRow } from './users.js';

/** What signing someone in needs: the tokens and their lifetime. */
export interface SignInServices {
  db: Kysely<Database>;
  config: Pick<Config, 'tokenTtlMs'>;
}

/** How a sign-in was made, as the activity log says it. */
export type SignInWay = 'password' | 'password+totp' | 'password+passkey' | 'password+recovery' | 'passkey';

const WAYS: Record<SignInWay, string> = {
  password: 'con su contraseña',
  'password+totp': 'con su contraseña y la app de autenticación',
  'password+passkey': 'con su contraseña y una llave de acceso',
  'password+recovery': 'con su contraseña y un código de recuperación',
  passkey: 'con una llave de acceso',
};

/** The answer of a sign-in, as POST /auth/login has always given it. */
export interface SignedIn {
  success: true;
  token: string;
  user: ApiUser & { twoStep: { enabled: boolean; required: boolean; session: boolean } };
}

/** Issues the session's token (two-step unless by password alone) and records the sign-in. */
export async function completeSignIn(
  ctx: SignInServices,
  request: FastifyRequest,
  user: UserRow,
  way: SignInWay,
): Promise<SignedIn> {
  const token = await issueToken(ctx.db, user.id, ctx.config.tokenTtlMs, {
    twoStep: way !== 'password',
    userAgent: request.headers['user-agent'] ?? '',
    address: request.ip,
  });
  await recordRequest(
    ctx.db,
    request,
    { action: 'sign-in', description: `Inició sesión ${WAYS[way]}.` },
    userActor(user),
  );
  const rule = await ctx.db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', REQUIRE_TWO_STEP_KEY)
    .executeTakeFirst();
  const twoStep = way !== 'password';
  // By password alone only an account without two-step signs in (a passkey alone is one of its steps).
  return {
    success: true,
    token,
    user: { ...toApiUser(user), twoStep: { enabled: twoStep, required: rule?.value === 'true', session: twoStep } },
  };
}

/** The second steps `user` can give; none when the account has two-step off. */
export async function twoStepMethods(db: Kysely<Database>, user: UserRow): Promise<TwoStepMethod[]> {
  const passkey = await db
    .selectFrom('passkeys')
    .select('id')
    .where('user_id', '=', user.id)
    .limit(1)
    .executeTakeFirst();
  const methods: TwoStepMethod[] = [];
  if (passkey) methods.push('passkey');
  if (user.totp_secret) methods.push('totp');
  if (methods.length > 0 && (await recoveryCodesLeft(db, user.id)) > 0) methods.push('recovery');
  return methods;
}
