import { useQuery } from '@tanstack/react-query';
import { releaseVitalsQuery } from './release-queries';

/**
 * GET /admin/releases/vitals (the API's last 7 days): each remote's live release's LCP and INP p75;
 * null from an API that does not measure them. One query for every remote's section.
 */
export function useReleaseVitals() {
  return useQuery(releaseVitalsQuery);
}
