import { sql, type Insertable, type Kysely } from 'kysely';
import { reportedMessage, type Release, type ReleaseReport, type RemoteWitness } from '@pasteleria/shared/federation';
import type { Database } from '../../db/database.js';
import type { ReleaseReportsTable } from '../../db/schema.js';
import { isDatabaseUnreachable } from '../../db/availability.js';
import { WriteBatches } from '../../db/write-batches.js';
import { refusal } from '../../http/errors.js';
import type { Statistics } from '../../statistics/service.js';
import type { VisitorTraits } from '../../statistics/visitor.js';
import type { ReleaseChoice } from './assignment.js';

/**
 * What visitors' browsers report of each remote's release (POST /public/releases/reports): each
 * remote named is a page view of its release, with the errors met and the vitals measured. A
 * report is refused whole (422, nothing counted) when it names a release the server did not give
 * this visitor, the answer recomputed from the visitor's day's hash: their rollout's new release,
 * the stable one it falls back to, or the live one. Stored as the statistics' events are: batched,
 * kept through an outage, one row per visitor, day, release and what was met (a view, an error
 * message), so a visitor counts once however often they report.
 *
 * Nobody waits for a report (a beacon's answer is never read): it is answered once checked, and its
 * rows gather for GATHER_MS, so that a busy shop's reports take a few statements a second, not one
 * per request. Whoever reads the figures waits for what is gathering first (`settled`).
 *
 * This instance also counts, in memory, each release's page views and those that met an error, as
 * reported (page views, not visitors): what the metrics give of a running rollout.
 */
const GATHER_MS = 250;
const MAX_OWED_ROWS = 20_000;
/** Rows per INSERT: 11 parameters each, PostgreSQL takes at most 65,535. */
const ROWS_PER_INSERT = 1000;

type Row = Insertable<ReleaseReportsTable>;

/** The visitor a server render's failure is counted for: no day's hash looks like it. */
export const SERVER_VISITOR = 'servidor';

const keyOf = (row: Row) => `${row.release_id}\0${row.day}\0${row.visitor}\0${row.kind}\0${row.message ?? ''}`;

const larger = (a: number | null | undefined, b: number | null | undefined) =>
  a == null ? (b ?? null) : b == null ? a : Math.max(a, b);

/** One row per key (an INSERT … ON CONFLICT may touch a row once): the latest `at`, the first LCP, the worst INP and CLS. */
function merged(rows: Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const seen = byKey.get(keyOf(row));
    if (!seen) byKey.set(keyOf(row), { ...row });
    else {
      seen.at = row.at;
      seen.lcp = seen.lcp ?? row.lcp;
      seen.inp = larger(seen.inp, row.inp);
      seen.cls = larger(seen.cls, row.cls);
    }
  }
  return [...byKey.values()];
}

async function insertReports(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const unique = merged(rows);
  for (let start = 0; start < unique.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('release_reports')
      .values(unique.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) =>
        conflict.columns(['release_id', 'day', 'visitor', 'kind', 'message']).doUpdateSet({
          at: sql`excluded.at`,
          lcp: sql`coalesce(release_reports.lcp, excluded.lcp)`,
          inp: sql`greatest(release_reports.inp, excluded.inp)`,
          cls: sql`greatest(release_reports.cls, excluded.cls)`,
        }),
      )
      .execute();
}

/** Page views of a release that this instance was told of since it started, and those that met an error. */
export interface ViewCounts {
  views: number;
  errorViews: number;
}

export class ReleaseReports {
  readonly #rows: WriteBatches<Row, void>;
  /** By release id, since this instance started (the metrics read them). */
  readonly #views = new Map<number, ViewCounts>();

  constructor(
    db: Kysely<Database>,
    private readonly statistics: Pick<Statistics, 'visitorHash' | 'moment'>,
    private readonly choice: Pick<ReleaseChoice, 'given'>,
  ) {
    this.#rows = new WriteBatches((rows) => insertReports(db, rows), {
      gatherMs: GATHER_MS,
      keepWhen: isDatabaseUnreachable,
      maxKept: MAX_OWED_ROWS,
    });
  }

  /**
   * Checks the report against what this visitor was given (throws the 422), then counts it: the
   * answer is the rows' writing, which nobody needs to wait for. `counted`: the remotes that count
   * (a staff's: the admin only).
   */
  async record(
    report: ReleaseReport,
    traits: VisitorTraits,
    counted: (witness: RemoteWitness) => boolean,
  ): Promise<{ stored: Promise<unknown> }> {
    const { day, at, hash } = await this.statistics.visitorHash(traits);
    report.remotes.forEach((witness) => this.#check(witness, hash));
    const witnesses = report.remotes.filter(counted);
    witnesses.forEach((witness) => this.#countView(witness));
    const rows = witnesses.flatMap((witness): Row[] => {
      const base = { at, day, remote: witness.remote, release_id: witness.release, visitor: hash };
      const view: Row = {
        ...base,
        kind: 'view',
        message: '',
        lcp: witness.lcp ?? null,
        inp: witness.inp ?? null,
        cls: witness.cls ?? null,
      };
      const errors = (witness.errors ?? []).map((error): Row => ({
        ...base,
        kind: error.kind,
        message: error.message,
        lcp: null,
        inp: null,
        cls: null,
      }));
      return [view, ...errors];
    });
    return { stored: Promise.all(rows.map((row) => this.#rows.add(row))) };
  }

  #countView(witness: RemoteWitness): void {
    const counts = this.#views.get(witness.release) ?? { views: 0, errorViews: 0 };
    counts.views += 1;
    if ((witness.errors?.length ?? 0) > 0) counts.errorViews += 1;
    this.#views.set(witness.release, counts);
  }

  /** The page views of `release` reported to this instance since it started, and those with an error. */
  views(release: number): Readonly<ViewCounts> {
    return this.#views.get(release) ?? { views: 0, errorViews: 0 };
  }

  /** Report rows owed through an outage, not written yet. */
  get owed(): number {
    return this.#rows.kept;
  }

  /** Resolves once the reports received so far are written (or kept through an outage). */
  settled(): Promise<void> {
    return this.#rows.settled();
  }

  /**
   * A first view of `release` that the server failed to draw (its page was then drawn in the
   * browser), counted as a 'render' error met by one visitor of its own, the server: the visitors
   * were sent a page that works, so their visits met no error, and a server render has no visitor
   * to name. The release's health lists the message among its errors and counts one more visit
   * with an error per day (never more than its visits), so a rollout's analysis weighs it like one
   * visitor who met the error, not like every visit the server fell back for.
   */
  async serverFailure(release: Pick<Release, 'id' | 'remote'>, message: string): Promise<void> {
    const { day, at } = this.statistics.moment();
    const base = { at, day, remote: release.remote, release_id: release.id, visitor: SERVER_VISITOR };
    await this.#rows.add({
      ...base,
      kind: 'render',
      message: reportedMessage(message),
      lcp: null,
      inp: null,
      cls: null,
    });
  }

  #check(witness: RemoteWitness, visitor: string): void {
    const given = this.choice.given(witness.remote, visitor);
    if (given && (given.release.id === witness.release || given.stable?.id === witness.release)) return;
    throw refusal(
      'remotes',
      `La versión ${witness.release} de ${witness.remote} no es la que el sitio dio a esta visita.`,
    );
  }

  /** Writes the reports owed through an outage now. */
  writeOwed(): Promise<void> {
    return this.#rows.writeKept();
  }
}
