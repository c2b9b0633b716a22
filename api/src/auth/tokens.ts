import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { SessionUser } from './users.js';

/**
 * Bearer tokens: `<id>.<secret>`, the secret 32 random bytes. Only SHA-256 of the secret is
 * stored; a token is looked up by id and its secret compared in constant time. Tokens expire.
 * A token is a signed-in session: it keeps whether it was signed in with two steps, the browser and
 * address it was signed in from, and when it was last used (at most once a minute).
 */
export const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `<id>.<secret>`, as tokens and challenges are written. */
export const SECRET_TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The id of `<id>.<secret>` and whether `secret` matches the stored hash, in constant time. */
export function secretMatches(stored: Uint8Array, secret: string): boolean {
  const given = sha256(secret);
  const kept = Buffer.from(stored);
  return kept.length === given.length && timingSafeEqual(kept, given);
}

/** A new random secret, as base64url (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** How often a session's last use is written: a busy admin screen does not write on every request. */
const LAST_USED_EVERY_MS = 60_000;

/** Deletes every expired token (of any user), so the table holds only live sessions. Answers how many. */
export async function deleteExpiredTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('auth_tokens').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Where and how a session was signed in. */
export interface SignIn {
  twoStep: boolean;
  userAgent: string;
  address: string;
}

/** Issues a token for `userId`, valid `ttlMs`; also deletes every expired token. */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  ttlMs: number,
  signIn: SignIn = { twoStep: false, userAgent: '', address: '' },
): Promise<string> {
  await deleteExpiredTokens(db);
  const secret = newSecret();
  const row = await db
    .insertInto('auth_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(secret),
      expires_at: new Date(Date.now() + ttlMs),
      two_step: signIn.twoStep,
      user_agent: signIn.userAgent.slice(0, 500),
      address: signIn.address,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}.${secret}`;
}

/** What a valid token tells: its session and user, and what two-step asks of it. */
export interface CheckedToken {
  tokenId: number;
  user: SessionUser;
  /** This session was signed in with two steps. */
  twoStep: boolean;
  /** The account has two-step on (a passkey, or a confirmed authenticator app). */
  accountTwoStep: boolean;
  /** The shop requires two-step of every administrator. */
  twoStepRequired: boolean;
  lastUsedAt: Date;
}

/** The app_state key of 'Exigir verificación en dos pasos'. */
export const REQUIRE_TWO_STEP_KEY = 'require_two_step';

/** The token's session when it is valid and unexpired, else undefined. One query. */
export async function checkToken(db: Kysely<Database>, token: string): Promise<CheckedToken | undefined> {
  const match = SECRET_TOKEN.exec(token);
  if (!match) return undefined;
  const tokenId = Number(match[1]);
  if (tokenId > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.token_hash',
      'auth_tokens.expires_at',
      'auth_tokens.two_step',
      'auth_tokens.last_used_at',
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      sql<boolean>`users.totp_secret IS NOT NULL OR EXISTS (SELECT 1 FROM passkeys WHERE passkeys.user_id = users.id)`.as(
        'account_two_step',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM app_state WHERE key = ${REQUIRE_TWO_STEP_KEY} AND value = 'true')`.as(
        'two_step_required',
      ),
    ])
    .where('auth_tokens.id', '=', tokenId)
    .executeTakeFirst();
  if (!row || !secretMatches(row.token_hash, match[2] ?? '')) return undefined;
  if (new Date(row.expires_at).getTime() <= Date.now()) return undefined;
  return {
    tokenId,
    user: { id: row.id, name: row.name, email: row.email, role: row.role },
    twoStep: row.two_step,
    accountTwoStep: row.account_two_step,
    twoStepRequired: row.two_step_required,
    lastUsedAt: new Date(row.last_used_at),
  };
}

/** Notes that `session` was used now, unless that was noted within the last minute. */
export async function touchSession(db: Kysely<Database>, session: CheckedToken): Promise<void> {
  if (Date.now() - session.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db.updateTable('auth_tokens').set({ last_used_at: new Date() }).where('id', '=', session.tokenId).execute();
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('id', '=', tokenId).execute();
}

/** Signs the user out everywhere but `keep` (the session making the change); answers how many. */
export async function revokeOtherTokens(db: Kysely<Database>, userId: number, keep?: number): Promise<number> {
  let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '<>', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
