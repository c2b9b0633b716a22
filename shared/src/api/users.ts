import { apiGet, loadApiClient } from './client';
import { asList } from './body';
import { thenAnswer } from './answered';
import type { User, UserInput } from '../types';

/** GET /admin/user */
export function listUsers(): Promise<User[]> {
  return thenAnswer(apiGet<unknown>('/admin/user'), asList<User>);
}

/** GET /admin/user/{id} */
export function getUser(id: number): Promise<User> {
  return apiGet<User>(`/admin/user/${id}`);
}

/** PUT /admin/user/{id} with JSON `{ name, email, role, password? }` (an empty password is left out). */
export async function updateUser(id: number, input: UserInput): Promise<User> {
  const { name, email, role, password } = input;
  const { data } = await (
    await loadApiClient()
  ).put<User>(`/admin/user/${id}`, { name, email, role, ...(password ? { password } : {}) });
  return data;
}
