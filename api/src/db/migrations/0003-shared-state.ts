import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What several instances on one database must share:
 * - `pictures`: every stored picture's bytes, so that any instance serves a picture uploaded
 *   through another (a local disk only caches them);
 * - `rate_limits`: the fixed-window counters of the login and comment limits. UNLOGGED: losing
 *   them in a crash only forgives a few attempts, and writes skip the WAL.
 */
export const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE TABLE pictures (
      folder text NOT NULL,
      name text NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (folder, name)
    )`.execute(db);
    await sql`CREATE UNLOGGED TABLE rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE rate_limits`.execute(db);
    await sql`DROP TABLE pictures`.execute(db);
  },
};
