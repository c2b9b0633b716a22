import type { User } from '../types';

/** True when the user holds the admin role (the only split the spec shows, SPEC §6). */
export function isAdmin(user: User | null | undefined): boolean {
  return !!user?.roles?.some((role) => role.name.toLowerCase() === 'admin');
}
