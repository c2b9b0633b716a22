import { queryOptions } from '@tanstack/react-query';
import { listDeployKeys, listReleases } from '@pasteleria/shared/releases';
import { queryKeys } from '../query-keys';

/** GET /admin/releases: every remote's live release and releases, and the history of live changes. */
export const releasesQuery = queryOptions({ queryKey: queryKeys.releases, queryFn: listReleases });

/** GET /admin/deploy-keys */
export const deployKeysQuery = queryOptions({ queryKey: queryKeys.deployKeys, queryFn: listDeployKeys });
