import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { isDatabaseUnreachable } from '../db/availability.js';
import { KEPT, WriteBatches } from '../db/write-batches.js';

/** How long a view waits for its visit to be stored before it is answered without the new total. */
const WAIT_MS = 1_000;
/** Visits owed through an outage, at most (8 bytes each); past it the oldest are dropped. */
const MAX_OWED = 100_000;

/**
 * Counts post visits with one UPDATE per batch instead of one per view (write-batches.ts): views
 * that arrive while a batch is being written wait for the next batch, so under load many views
 * share one write; each view answers once its visit is stored, with the post's fresh total.
 * A visit is never a reason to fail a page: while the database cannot be reached, or while its
 * write takes longer than WAIT_MS, the view is answered without a new total, and a visit the
 * database could not take is owed and written with a later batch.
 */
export class VisitCounter {
  readonly #batches: WriteBatches<number, Map<number, number>>;

  constructor(db: Kysely<Database>) {
    this.#batches = new WriteBatches((postIds) => addVisits(db, postIds), {
      keepWhen: isDatabaseUnreachable,
      maxKept: MAX_OWED,
    });
  }

  /**
   * Counts one visit of the post. Resolves with its new total, undefined if the post no longer
   * exists, or null when the total cannot be known now (the visit is then counted later).
   */
  async count(postId: number): Promise<number | undefined | null> {
    const stored = this.#batches.add(postId).then((totals) => (totals === KEPT ? null : totals.get(postId)));
    const waiting = new AbortController();
    const late = sleep(WAIT_MS, null, { ref: false, signal: waiting.signal }).catch(() => null);
    try {
      return await Promise.race([stored, late]);
    } finally {
      waiting.abort();
    }
  }

  /** Visits owed through an outage, not written yet. */
  get owed(): number {
    return this.#batches.kept;
  }

  /** Writes the visits owed through an outage now (they are otherwise tried every 2 s). */
  writeOwed(): Promise<void> {
    return this.#batches.writeKept();
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
