import { useQuery } from '@tanstack/react-query';
import { rowsQuery } from '../data/resource-queries';
import { refTarget } from '../resources';

type CountedEntity = 'producto' | 'post';

/**
 * How many rows an entity has, from its admin list (GET /admin/{name}), cached under
 * ['admin', name]: the same entry the entity's list screen reads and its saves invalidate.
 */
export function useEntityCount(name: CountedEntity) {
  return useQuery({ ...rowsQuery(refTarget(name)), select: (rows) => rows.length });
}
