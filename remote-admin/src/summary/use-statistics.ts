import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import type { Period } from './period';
import { getStatistics } from '@pasteleria/shared/admin';

/** GET /admin/estadisticas for a period, cached per period under ['admin', 'estadisticas', desde, hasta]. */
export const statisticsQuery = (period: Period) =>
  queryOptions({ queryKey: queryKeys.statistics(period.desde, period.hasta), queryFn: () => getStatistics(period) });

export function useStatistics(period: Period) {
  return useQuery(statisticsQuery(period));
}
