import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The releases' reports summed per release and finished day (`release_days`, kept for good), and
 * their raw rows deleted after 90 days, as the statistics' events are. Run hourly by one instance
 * at a time; a day already summed is left as it is.
 */
const KEEP_DAYS = 90;

/** Sums the days before `today` not summed yet, then deletes the raw rows past their 90 days. */
export async function sumReportDays(db: Kysely<Database>, today: string): Promise<void> {
  await sql`
    INSERT INTO release_days (release_id, day, remote, visits, error_visits, load_error_visits, lcp_p75, inp_p75)
    SELECT release_id, day, min(remote),
      count(*) FILTER (WHERE kind = 'view'),
      count(DISTINCT visitor) FILTER (WHERE kind <> 'view'),
      count(DISTINCT visitor) FILTER (WHERE kind = 'load'),
      percentile_cont(0.75) WITHIN GROUP (ORDER BY lcp) FILTER (WHERE kind = 'view' AND lcp IS NOT NULL),
      percentile_cont(0.75) WITHIN GROUP (ORDER BY inp) FILTER (WHERE kind = 'view' AND inp IS NOT NULL)
    FROM release_reports
    WHERE day < ${today}::date
      AND NOT EXISTS (SELECT 1 FROM release_days d WHERE d.release_id = release_reports.release_id AND d.day = release_reports.day)
    GROUP BY release_id, day
    ON CONFLICT (release_id, day) DO NOTHING`.execute(db);
  await sql`DELETE FROM release_reports WHERE day < ${today}::date - ${KEEP_DAYS}::int`.execute(db);
}
