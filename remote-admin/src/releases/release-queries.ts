import { queryOptions } from '@tanstack/react-query';
import { currentRollout, listDeployKeys, listReleases, releaseVitals } from '@pasteleria/shared/releases';
import type { RemoteName } from '@pasteleria/shared/federation';
import { queryKeys } from '../query-keys';

/** GET /admin/releases: every remote's live release and releases, and the history of live changes. */
export const releasesQuery = queryOptions({ queryKey: queryKeys.releases, queryFn: listReleases });

/** GET /admin/deploy-keys */
export const deployKeysQuery = queryOptions({ queryKey: queryKeys.deployKeys, queryFn: listDeployKeys });

/** GET /admin/releases/vitals (the API's last 7 days): each remote's live release's LCP and INP p75. */
export const releaseVitalsQuery = queryOptions({ queryKey: queryKeys.releaseVitals, queryFn: () => releaseVitals() });

/** A remote's running rollout, or its last one (null: it never had one). */
export const rolloutQuery = (remote: RemoteName) =>
  queryOptions({ queryKey: queryKeys.rollout(remote), queryFn: () => currentRollout(remote) });
