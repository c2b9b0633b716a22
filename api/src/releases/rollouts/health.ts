import { sql, type Kysely } from 'kysely';
import type { ReleaseHealth } from '@pasteleria/shared/federation';
import type { Database } from '../../db/database.js';

/**
 * What visitors' browsers met with a release since `since` (until `until`), from its raw reports:
 * a report row is a visitor's day on the release, its `at` the last time they were seen, so a
 * visitor met on the release during the period counts once however often they came back.
 */

/** How many of the most frequent errors are listed. */
const TOP_ERRORS = 5;

const EMPTY: ReleaseHealth = {
  visits: 0,
  errorVisits: 0,
  errorRate: 0,
  loadErrorVisits: 0,
  lcpP75: null,
  inpP75: null,
  topErrors: [],
};

const rounded = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));

export async function releaseHealth(
  db: Kysely<Database>,
  releaseId: number,
  since: Date,
  until: Date | null = null,
): Promise<ReleaseHealth> {
  const within = sql`release_id = ${releaseId} AND at >= ${since} AND (${until}::timestamptz IS NULL OR at <= ${until}::timestamptz)`;
  const [{ rows: totals }, { rows: errors }] = await Promise.all([
    sql<{
      visits: string;
      error_visits: string;
      load_error_visits: string;
      lcp: number | null;
      inp: number | null;
    }>`
      SELECT
        count(*) FILTER (WHERE kind = 'view') AS visits,
        count(DISTINCT (day, visitor)) FILTER (WHERE kind <> 'view') AS error_visits,
        count(DISTINCT (day, visitor)) FILTER (WHERE kind = 'load') AS load_error_visits,
        percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp) FILTER (WHERE kind = 'view' AND lcp IS NOT NULL) AS lcp,
        percentile_cont(0.75) WITHIN GROUP (ORDER BY inp) FILTER (WHERE kind = 'view' AND inp IS NOT NULL) AS inp
      FROM release_reports WHERE ${within}`.execute(db),
    sql<{ message: string; count: string }>`
      SELECT message, count(*) AS count FROM release_reports
      WHERE ${within} AND kind <> 'view'
      GROUP BY message ORDER BY count(*) DESC, message LIMIT ${TOP_ERRORS}`.execute(db),
  ]);
  const row = totals[0];
  if (!row) return EMPTY;
  const visits = Number(row.visits);
  // An error is reported with its page view, so its visitor has a view row; a view row written just
  // before the period while its error came within it is the one case it may not, hence the cap.
  const errorVisits = Math.min(Number(row.error_visits), visits);
  return {
    visits,
    errorVisits,
    errorRate: visits > 0 ? errorVisits / visits : 0,
    loadErrorVisits: Math.min(Number(row.load_error_visits), visits),
    lcpP75: rounded(row.lcp),
    inpP75: rounded(row.inp),
    topErrors: errors.map((error) => ({ message: error.message, count: Number(error.count) })),
  };
}

/** Views of the release since `since`: the visits a stage has had. */
export async function visitsSince(db: Kysely<Database>, releaseId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('release_reports')
    .select((eb) => eb.fn.countAll<string>().as('visits'))
    .where('release_id', '=', releaseId)
    .where('kind', '=', 'view')
    .where('at', '>=', since)
    .executeTakeFirst();
  return Number(row?.visits ?? 0);
}
