import { useQuery } from '@tanstack/react-query';
import { listReleases } from '@pasteleria/shared/releases';
import type { Release, ReleaseChange } from '@pasteleria/shared/federation';
import { queryKeys } from '../query-keys';

/** GET /admin/releases, cached under ['admin', 'releases']. */
export function useReleases() {
  return useQuery({ queryKey: queryKeys.releases, queryFn: listReleases });
}

/** The release that was live before `live`, by the newest change that made it live; null when none is known. */
export function releaseBefore(live: Release, releases: Release[], history: ReleaseChange[]): Release | null {
  const change = history.find((c) => c.remote === live.remote && c.to.id === live.id);
  return releases.find((release) => release.id === change?.from?.id) ?? null;
}
