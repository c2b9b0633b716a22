import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import type { Kysely, Transaction } from 'kysely';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@pasteleria/shared/security';
import type { Database } from '../../db/database.js';

/**
 * Recovery codes: 10 per set, `xxxx-xxxx-xxxx` of lowercase letters and digits without the look-alikes
 * (0, 1, l, o): 60 bits each. Shown once; only their argon2id hashes are kept (lighter settings
 * than a password's, which these long random codes can afford). Each is used once; a new set
 * replaces the old one.
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const HASH = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

function newCode(): string {
  const groups = [0, 1, 2].map(() => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

/** A code as typed: lowercase, spaces dropped, the dashes put back where they belong. */
function typedRecoveryCode(code: string): string {
  const bare = code.toLowerCase().replace(/[\s-]/g, '');
  return bare.length === 12 ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : bare;
}

/** Replaces the user's codes with a new set (inside `trx`); answers the codes, to show once. */
export async function renewRecoveryCodes(trx: Transaction<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => argon2.hash(code, HASH)));
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
  return codes;
}

/** Unused codes of the user. */
export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

/** Uses `code` up when it is one of the user's unused codes (a code used at once twice passes once). */
export async function takeRecoveryCode(db: Kysely<Database>, userId: number, code: string): Promise<boolean> {
  const typed = typedRecoveryCode(code);
  if (!RECOVERY_CODE_PATTERN.test(typed)) return false;
  const unused = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  for (const row of unused) {
    if (!(await argon2.verify(row.code_hash, typed).catch(() => false))) continue;
    const result = await db
      .updateTable('recovery_codes')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  return false;
}
