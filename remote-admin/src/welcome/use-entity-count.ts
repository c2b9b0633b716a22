import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';

type CountedEntity = 'producto' | 'post';

/**
 * How many rows an entity has, from its admin list (GET /admin/{name}), cached under
 * ['admin', name]: the same entry the entity's list screen reads and its saves invalidate.
 */
export function useEntityCount(name: CountedEntity) {
  return useQuery({
    queryKey: queryKeys.entity(name),
    queryFn: () => adminApi[name].list(),
    select: (rows: unknown[]) => rows.length,
  });
}
