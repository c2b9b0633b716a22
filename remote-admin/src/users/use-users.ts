import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser, listUsers } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';

/** GET /admin/user, cached under ['admin', 'user']. */
export const usersQuery = queryOptions({ queryKey: queryKeys.users, queryFn: listUsers });

/** GET /admin/user/{id}, cached under ['admin', 'user', id] (refreshed with the list). */
export const userQuery = (id: number) => queryOptions({ queryKey: queryKeys.user(id), queryFn: () => getUser(id) });

export function useUsers() {
  return useQuery(usersQuery);
}

export function useUser(id: number) {
  return useQuery({ ...userQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
