import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { Period } from './period';
import { getStatistics } from '@pasteleria/shared/admin';

/** The period's statistics, cached per period under ['admin', 'estadisticas', desde, hasta]. */
export function useStatistics(period: Period) {
  return useQuery({
    queryKey: queryKeys.statistics(period.desde, period.hasta),
    queryFn: () => getStatistics(period),
  });
}
