import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { initialSchema } from './migrations/0001-initial-schema.js';
import { uniquePostAndPageNames } from './migrations/0002-unique-post-and-page-names.js';
import { sharedState } from './migrations/0003-shared-state.js';
import { richTextSpaces } from './migrations/0004-rich-text-spaces.js';
import { releases } from './migrations/0005-releases.js';
import { statistics } from './migrations/0006-statistics.js';
import { rollouts } from './migrations/0007-rollouts.js';
import { keysToTheShop } from './migrations/0008-keys-to-the-shop.js';
import type { Database } from './schema.js';

/** Every migration, in order. Committed with the code and applied at start. Never edit one that shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-unique-post-and-page-names': uniquePostAndPageNames,
  '0003-shared-state': sharedState,
  '0004-rich-text-spaces': richTextSpaces,
  '0005-releases': releases,
  '0006-statistics': statistics,
  '0007-rollouts': rollouts,
  '0008-keys-to-the-shop': keysToTheShop,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws if a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
