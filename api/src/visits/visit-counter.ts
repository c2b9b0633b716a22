import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { WriteBatches } from './write-batches.js';

/**
 * Counts post visits with one UPDATE per batch instead of one per view (write-batches.ts): views
 * that arrive while a batch is being written wait for the next batch, so under load many views
 * share one write; each view still answers once its visit is stored, with the post's fresh total.
 */
export class VisitCounter {
  readonly #batches: WriteBatches<number, Map<number, number>>;

  constructor(db: Kysely<Database>) {
    this.#batches = new WriteBatches((postIds) => addVisits(db, postIds));
  }

  /** Counts one visit of the post; resolves with its new total, or undefined if it no longer exists. */
  async count(postId: number): Promise<number | undefined> {
    return (await this.#batches.add(postId)).get(postId);
  }
}

/** One UPDATE for a batch of views (a post once per view); answers each post's new total. */
async function addVisits(db: Kysely<Database>, postIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const id of postIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const values = sql.join([...counts].map(([id, n]) => sql`(${id}::integer, ${n}::integer)`));
  const { rows } = await sql<{ id: number; visits: number }>`
    UPDATE posts AS p SET visits = p.visits + v.n
    FROM (VALUES ${values}) AS v(id, n)
    WHERE p.id = v.id
    RETURNING p.id, p.visits`.execute(db);
  return new Map(rows.map((row) => [row.id, row.visits]));
}
