import { useQuery } from '@tanstack/react-query';
import { getUser, listUsers } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';

/** GET /admin/user, cached under ['admin', 'user']. */
export function useUsers() {
  return useQuery({ queryKey: queryKeys.users, queryFn: listUsers });
}

/** GET /admin/user/{id}, cached under ['admin', 'user', id] (refreshed with the list). */
export function useUser(id: number) {
  return useQuery({
    queryKey: queryKeys.user(id),
    queryFn: () => getUser(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
