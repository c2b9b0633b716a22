import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { TWO_STEP_SESSION_NEEDED, type Session } from '../guard.js';
import { revokeOtherTokens } from '../tokens.js';

/**
 * An account's second steps (its authenticator app and its passkeys) as a whole: two-step is on
 * while it has one of them; the recovery codes only stand in for them.
 */

/** Whether the account has a confirmed app or a passkey. */
export async function accountHasTwoStep(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'totp_secret',
      eb.exists(eb.selectFrom('passkeys').select('id').whereRef('passkeys.user_id', '=', 'users.id')).as('passkey'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.totp_secret) || Boolean(row?.passkey);
}

/**
 * Once the shop requires two-step, an account that has it changes its second steps only from a
 * session signed in with them (someone holding only the password cannot swap in their own); an
 * account without any may always add its first.
 */
export function checkFactorChange(session: Session): void {
  if (session.twoStepRequired && session.accountTwoStep && !session.twoStep)
    throw new HttpError(403, TWO_STEP_SESSION_NEEDED);
}

/**
 * After a second step was removed: when none is left, two-step is off, so the recovery codes go
 * and every other session is signed out. Answers whether that happened.
 */
export async function endTwoStepIfLastFactor(db: Kysely<Database>, session: Session): Promise<boolean> {
  if (await accountHasTwoStep(db, session.user.id)) return false;
  await db.deleteFrom('recovery_codes').where('user_id', '=', session.user.id).execute();
  await revokeOtherTokens(db, session.user.id, session.tokenId);
  return true;
}
