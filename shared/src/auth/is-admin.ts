import type { User } from '../types';

/** True when the user holds the admin role: only admins may use the back office (the API answers others 403). */
export function isAdmin(user: User | null | undefined): boolean {
  return !!user?.roles?.some((role) => role.name.toLowerCase() === 'admin');
}
