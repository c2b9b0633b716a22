import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/**
 * Which stored releases keep their files (a periodic job, one instance at a time): per remote, the
 * live one, a running rollout's, the 5 newest, and any that was live in the last 24 h (so a rollback stays possible).
 * The others' files are deleted and the release marked `served: false`; its row stays, with its
 * history. A url release's files are its team's: never touched.
 */
const KEEP_NEWEST = 5;
const KEEP_LIVE_WITHIN = '24 hours';

/** Applies the rule above; answers the ids of the releases whose files were removed. */
export async function applyRetention(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`
      UPDATE releases SET served = false
      WHERE served AND source <> 'url'
        AND id NOT IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY remote ORDER BY created_at DESC, id DESC) AS rank FROM releases
          ) AS ranked WHERE rank <= ${KEEP_NEWEST}
        )
        AND id NOT IN (SELECT release_id FROM live_releases)
        AND id NOT IN (SELECT release_id FROM rollouts WHERE status = 'running')
        AND id NOT IN (
          SELECT from_id FROM release_changes
          WHERE from_id IS NOT NULL AND changed_at > now() - ${KEEP_LIVE_WITHIN}::interval
        )
      RETURNING id
    `.execute(trx);
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await trx.deleteFrom('release_files').where('release_id', 'in', ids).execute();
    return ids;
  });
}
