import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** What identifies a visitor for one day, used for the hash only: never stored, never logged. */
export interface VisitorTraits {
  /** The site's origin (SITE_URL, else the request's). */
  site: string;
  /** The client's address as fastify reads it (TRUST_PROXY), as the rate limits do. */
  address: string;
  userAgent: string;
}

/** A request's traits: the address as fastify reads it (TRUST_PROXY), like the rate limits. */
export function requestVisitor(request: FastifyRequest, siteUrl: string | undefined): VisitorTraits {
  return {
    site: siteUrl ?? `${request.protocol}://${request.host}`,
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** The first 16 bytes of sha256(salt ‖ site ‖ address ‖ user agent), in hex; each part ends with a NUL. */
export function visitorHash(salt: Buffer, traits: VisitorTraits): string {
  const hash = createHash('sha256').update(salt);
  for (const part of [traits.site, traits.address, traits.userAgent]) hash.update(part).update('\0');
  return hash.digest().subarray(0, 16).toString('hex');
}

/** Deletes the salts of the days before `day`. */
export async function deleteSaltsBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('stat_salts').where('day', '<', day).execute();
}

/**
 * The day's salt, created on its first use by whichever instance comes first (an instance that
 * finds it made takes that one, so all hash a visitor alike); the earlier days' salts are deleted
 * then, so yesterday's hashes can no longer be matched with anyone.
 */
async function saltOfDay(db: Kysely<Database>, day: string): Promise<Buffer> {
  const { rows } = await sql<{ salt: Uint8Array }>`
    INSERT INTO stat_salts (day, salt) VALUES (${day}::date, ${randomBytes(32)})
    ON CONFLICT (day) DO UPDATE SET salt = stat_salts.salt
    RETURNING salt`.execute(db);
  const salt = rows[0]?.salt;
  if (!salt) throw new Error(`no salt for ${day}`);
  await deleteSaltsBefore(db, day);
  return Buffer.from(salt);
}

/** The salt of each shop day's visitor hashes, 32 random bytes kept in the database; read once per instance and day. */
export class DailySalts {
  #current: { day: string; salt: Promise<Buffer> } | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  of(day: string): Promise<Buffer> {
    if (this.#current?.day === day) return this.#current.salt;
    const current = { day, salt: saltOfDay(this.db, day) };
    this.#current = current;
    // A failed read is tried again by the next event.
    current.salt.catch(() => {
      if (this.#current === current) this.#current = undefined;
    });
    return current.salt;
  }
}
