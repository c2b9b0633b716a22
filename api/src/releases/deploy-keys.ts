import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeployKey, NewDeployKey, RemoteName } from '@pasteleria/shared/federation';
import type { Database } from '../db/database.js';

/**
 * Deploy keys: `pdk_` and 43 base64url characters (32 random bytes), each allowed to publish one
 * remote and make its releases live (auth/guard.ts). The key is shown once, when created; only its
 * sha256 (hex) is stored, and a key is found by that hash. Deleting a key stops it at once.
 */
export const DEPLOY_KEY_PREFIX = 'pdk_';
const KEY = /^pdk_[A-Za-z0-9_-]{43}$/;

/** What a request made with a key knows of it. */
export interface DeployKeyIdentity {
  id: number;
  remote: RemoteName;
  name: string;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const toDeployKey = (row: { id: number; remote: string; name: string; created_at: Date; created_by: string }) => ({
  id: row.id,
  remote: row.remote as RemoteName,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
});

export async function createDeployKey(
  db: Kysely<Database>,
  remote: RemoteName,
  name: string,
  createdBy: string,
): Promise<NewDeployKey> {
  const key = DEPLOY_KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('deploy_keys')
    .values({ remote, name, key_hash: hashOf(key), created_by: createdBy })
    .returning(['id', 'remote', 'name', 'created_at', 'created_by'])
    .executeTakeFirstOrThrow();
  const { id, createdAt } = toDeployKey(row);
  return { id, remote, name, key, createdAt };
}

/** Every key, oldest first (never the key itself). */
export async function listDeployKeys(db: Kysely<Database>): Promise<DeployKey[]> {
  const rows = await db
    .selectFrom('deploy_keys')
    .select(['id', 'remote', 'name', 'created_at', 'created_by'])
    .orderBy('id')
    .execute();
  return rows.map(toDeployKey);
}

/** Answers whether there was such a key. */
export async function deleteDeployKey(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('deploy_keys').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The key's identity when `key` is a key that exists, else undefined. One query. */
export async function findDeployKey(db: Kysely<Database>, key: string): Promise<DeployKeyIdentity | undefined> {
  if (!KEY.test(key)) return undefined;
  const row = await db
    .selectFrom('deploy_keys')
    .select(['id', 'remote', 'name'])
    .where('key_hash', '=', hashOf(key))
    .executeTakeFirst();
  return row && { id: row.id, remote: row.remote as RemoteName, name: row.name };
}
