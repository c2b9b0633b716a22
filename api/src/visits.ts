import { sql, type Kysely } from 'kysely';
import type { Database } from './db/database.js';

/**
 * Counts post visits with one UPDATE per batch instead of one per view. Views that arrive while a
 * batch is being written wait for the next batch, so under load many views share one write; each
 * view still answers once its visit is stored, with the post's fresh total.
 */
export class VisitCounter {
  #pending = new Map<number, number>();
  #next: Promise<Map<number, number>> | null = null;
  #previous: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one visit of the post; resolves with its new total, or undefined if it no longer exists. */
  async count(postId: number): Promise<number | undefined> {
    this.#pending.set(postId, (this.#pending.get(postId) ?? 0) + 1);
    if (!this.#next) {
      this.#next = this.#previous.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => this.#write());
      this.#previous = this.#next.catch(() => undefined);
    }
    return (await this.#next).get(postId);
  }

  async #write(): Promise<Map<number, number>> {
    const batch = [...this.#pending];
    this.#pending = new Map();
    this.#next = null;
    const values = sql.join(batch.map(([id, n]) => sql`(${id}::integer, ${n}::integer)`));
    const { rows } = await sql<{ id: number; visits: number }>`
      UPDATE posts AS p SET visits = p.visits + v.n
      FROM (VALUES ${values}) AS v(id, n)
      WHERE p.id = v.id
      RETURNING p.id, p.visits`.execute(this.db);
    return new Map(rows.map((row) => [row.id, row.visits]));
  }
}
