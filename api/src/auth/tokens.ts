import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { SessionUser } from './users.js';

/**
 * Bearer tokens: `<id>.<secret>`, the secret 32 random bytes. Only SHA-256 of the secret is
 * stored; a token is looked up by id and its secret compared in constant time. Tokens expire.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Deletes every expired token (of any user), so the table holds only live sessions. Answers how many. */
export async function deleteExpiredTokens(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('auth_tokens').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Issues a token for `userId`, valid `ttlMs`; also deletes every expired token. */
export async function issueToken(db: Kysely<Database>, userId: number, ttlMs: number): Promise<string> {
  await deleteExpiredTokens(db);
  const secret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: sha256(secret), expires_at: new Date(Date.now() + ttlMs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}.${secret}`;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The token's id and its user when it is valid and unexpired, else undefined. One query. */
export async function checkToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ tokenId: number; user: SessionUser } | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const tokenId = Number(match[1]);
  if (tokenId > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['auth_tokens.token_hash', 'auth_tokens.expires_at', 'users.id', 'users.name', 'users.email', 'users.role'])
    .where('auth_tokens.id', '=', tokenId)
    .executeTakeFirst();
  if (!row) return undefined;
  const given = sha256(match[2] ?? '');
  const stored = Buffer.from(row.token_hash);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return undefined;
  if (new Date(row.expires_at).getTime() <= Date.now()) return undefined;
  return { tokenId, user: { id: row.id, name: row.name, email: row.email, role: row.role } };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.deleteFrom('auth_tokens').where('id', '=', tokenId).execute();
}
