import type { Kysely } from 'kysely';
import { REMOTE_NAMES, type ReleaseVitals, type RemoteVitals } from '@pasteleria/shared/federation';
import type { Database } from '../../db/database.js';
import type { ReleaseRegistry } from '../registry.js';
import { releaseHealth } from './health.js';
import type { ReleaseReports } from './reports.js';

/**
 * The LCP and INP p75 of each remote's live release over the last days (GET /admin/releases/vitals),
 * from the same reports and the same figures as a rollout's releases side by side: what visitors'
 * browsers measured of a public remote, what the staff's measured of the admin. Only the live
 * release counts: the days before it went live measured another one.
 */
export interface VitalsDeps {
  db: Kysely<Database>;
  registry: Pick<ReleaseRegistry, 'live'>;
  /** What browsers reported and this instance is still gathering: the figures wait for it. */
  reports?: Pick<ReleaseReports, 'settled'>;
  now: () => Date;
}

const DAY_MS = 24 * 3600 * 1000;

export async function liveVitals(deps: VitalsDeps, days: number): Promise<ReleaseVitals> {
  await deps.reports?.settled();
  const since = new Date(deps.now().getTime() - days * DAY_MS);
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<RemoteVitals> => {
      const live = deps.registry.live(remote);
      if (!live) return { remote, release: null, views: 0, lcpP75: null, inpP75: null };
      const { visits, lcpP75, inpP75 } = await releaseHealth(deps.db, live.id, since);
      return { remote, release: { id: live.id, version: live.version }, views: visits, lcpP75, inpP75 };
    }),
  );
  return { days, since: since.toISOString(), remotes };
}
