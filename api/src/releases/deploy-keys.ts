import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeployKey, NewDeployKey, RemoteName } from '@pasteleria/shared/federation';
import type { Database } from '../db/database.js';

/**
 * Deploy keys: `pdk_` and 43 base64url characters (32 random bytes), each allowed to publish one
 * remote and make its releases live (auth/guard.ts). The key is shown once, when created; only its
 * sha256 (hex) is stored, and a key is found by that hash. Every key expires (90 days unless chosen,
 * at most 365), and keeps when and from which address it was last used. Deleting a key stops it at once.
 */
export const DEPLOY_KEY_PREFIX = 'pdk_';
const KEY = /^pdk_[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

/** What a request made with a key knows of it. */
export interface DeployKeyIdentity {
  id: number;
  remote: RemoteName;
  name: string;
  expiresAt: Date;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

interface KeyRow {
  id: number;
  remote: string;
  name: string;
  created_at: Date;
  created_by: string;
  expires_at: Date;
  last_used_at: Date | null;
  last_used_from: string | null;
}

const COLUMNS = [
  'id',
  'remote',
  'name',
  'created_at',
  'created_by',
  'expires_at',
  'last_used_at',
  'last_used_from',
] as const;

const toDeployKey = (row: KeyRow): DeployKey & { expiresAt: string } => ({
  id: row.id,
  remote: row.remote as RemoteName,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  expiresAt: new Date(row.expires_at).toISOString(),
  lastUsedAt: iso(row.last_used_at),
  lastUsedFrom: row.last_used_from,
});

export async function createDeployKey(
  db: Kysely<Database>,
  remote: RemoteName,
  name: string,
  createdBy: string,
  days: number,
): Promise<NewDeployKey> {
  const key = DEPLOY_KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('deploy_keys')
    .values({
      remote,
      name,
      key_hash: hashOf(key),
      created_by: createdBy,
      expires_at: new Date(Date.now() + days * DAY_MS),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  const { id, createdAt, expiresAt } = toDeployKey(row);
  return { id, remote, name, key, createdAt, expiresAt };
}

/** Every key, oldest first (never the key itself). */
export async function listDeployKeys(db: Kysely<Database>): Promise<DeployKey[]> {
  const rows = await db.selectFrom('deploy_keys').select(COLUMNS).orderBy('id').execute();
  return rows.map(toDeployKey);
}

/** Deletes the key; answers it as it was, or undefined when there was no such key. */
export async function deleteDeployKey(db: Kysely<Database>, id: number): Promise<DeployKey | undefined> {
  const row = await db.deleteFrom('deploy_keys').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
  return row && toDeployKey(row);
}

/**
 * The key's identity when `key` is a key that exists (expired or not: the caller says which), else
 * undefined; an unexpired key's use is noted with `address`. One query, two for a live key.
 */
export async function findDeployKey(
  db: Kysely<Database>,
  key: string,
  address: string,
): Promise<DeployKeyIdentity | undefined> {
  if (!KEY.test(key)) return undefined;
  const row = await db
    .selectFrom('deploy_keys')
    .select(['id', 'remote', 'name', 'expires_at'])
    .where('key_hash', '=', hashOf(key))
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() > Date.now())
    await db
      .updateTable('deploy_keys')
      .set({ last_used_at: new Date(), last_used_from: address })
      .where('id', '=', row.id)
      .execute();
  return { id: row.id, remote: row.remote as RemoteName, name: row.name, expiresAt };
}
