import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Post and page names are unique, ignoring case, held by the database so that two
 * simultaneous creates cannot both pass the check. Other names may repeat: their slugs get a suffix.
 */
export const uniquePostAndPageNames: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE UNIQUE INDEX posts_name_key ON posts (lower(name))`.execute(db);
    await sql`CREATE UNIQUE INDEX paginas_name_key ON paginas (lower(name))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX posts_name_key`.execute(db);
    await sql`DROP INDEX paginas_name_key`.execute(db);
  },
};
