import type { Kysely, Selectable } from 'kysely';
import { CHALLENGE_ATTEMPTS, CHALLENGE_MINUTES } from '@pasteleria/shared/security';
import type { AuthChallengesTable, ChallengePurpose, Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { newSecret, SECRET_TOKEN, secretMatches, sha256 } from './tokens.js';

/**
 * Challenges: what a client holds between two requests of one sign-in or passkey ceremony, written
 * `<id>.<secret>` like a token (only the secret's SHA-256 is kept). One lives 5 minutes and is used
 * once: answering it deletes it; a wrong code counts against it, and the fifth spends it. In the
 * database, so any instance can take the second request.
 */
export type Challenge = Selectable<AuthChallengesTable>;

export const CHALLENGE_INVALID = 'La verificación caducó o ya se usó. Vuelve a iniciar sesión para recibir una nueva.';

/** Deletes every expired or spent challenge; answers how many. */
export async function deleteExpiredChallenges(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('auth_challenges')
    .where((eb) => eb.or([eb('expires_at', '<=', new Date()), eb('attempts', '>=', CHALLENGE_ATTEMPTS)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function createChallenge(
  db: Kysely<Database>,
  purpose: ChallengePurpose,
  userId: number | null,
  webauthnChallenge: string | null = null,
): Promise<string> {
  await deleteExpiredChallenges(db);
  const secret = newSecret();
  const row = await db
    .insertInto('auth_challenges')
    .values({
      secret_hash: sha256(secret),
      purpose,
      user_id: userId,
      webauthn_challenge: webauthnChallenge,
      expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}.${secret}`;
}

/** The live challenge `token` names, for one of `purposes`; else a Spanish 400 that asks to start again. */
export async function liveChallenge(
  db: Kysely<Database>,
  token: unknown,
  purposes: ChallengePurpose[],
): Promise<Challenge> {
  const match = typeof token === 'string' ? SECRET_TOKEN.exec(token) : null;
  const id = Number(match?.[1]);
  const row =
    match && id <= 2_147_483_647
      ? await db.selectFrom('auth_challenges').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
  const live =
    row &&
    purposes.includes(row.purpose) &&
    secretMatches(row.secret_hash, match?.[2] ?? '') &&
    new Date(row.expires_at).getTime() > Date.now() &&
    row.attempts < CHALLENGE_ATTEMPTS;
  if (!live) throw new HttpError(400, CHALLENGE_INVALID);
  return row;
}

/** Keeps the WebAuthn challenge a passkey must sign for `challenge`. */
export async function attachWebauthnChallenge(db: Kysely<Database>, id: number, webauthn: string): Promise<void> {
  await db.updateTable('auth_challenges').set({ webauthn_challenge: webauthn }).where('id', '=', id).execute();
}

/** A wrong answer: counts against the challenge (the fifth spends it). */
export async function countWrongAnswer(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('auth_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Uses the challenge up; answers false when another request used it first (two answers sent at
 * once: only one signs in).
 */
export async function spendChallenge(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('auth_challenges').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
