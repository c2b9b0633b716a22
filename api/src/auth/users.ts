import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/database.js';
import { hashPassword } from './passwords.js';

export type UserRow = Selectable<UsersTable>;
/** What a request's session knows of its user: never the password hash. */
export type SessionUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;

/** A user as the API answers it: never the password hash. */
export interface ApiUser {
  id: number;
  name: string;
  email: string;
  roles: Array<{ name: string }>;
}

export function toApiUser(row: SessionUser): ApiUser {
  return { id: row.id, name: row.name, email: row.email, roles: [{ name: row.role }] };
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * On a database without users, creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD.
 * Answers the generated password when none was configured (to print once), else undefined.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  email: string,
  password: string | undefined,
): Promise<string | undefined> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const chosen = password ?? randomBytes(12).toString('base64url');
  await db
    .insertInto('users')
    .values({ name: 'Administrador', email, password_hash: await hashPassword(chosen), role: 'admin' })
    .execute();
  return password ? undefined : chosen;
}
