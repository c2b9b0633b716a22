import { apiGet, loadApiClient } from './client';
import { asList } from './body';
import type { User, UserInput } from '../types';

/** GET /admin/user */
export async function listUsers(): Promise<User[]> {
  const data = await apiGet<unknown>('/admin/user');
  return asList<User>(data);
}

/** GET /admin/user/{id} */
export async function getUser(id: number): Promise<User> {
  const data = await apiGet<User>(`/admin/user/${id}`);
  return data;
}

/** PUT /admin/user/{id} with JSON `{ name, email, role, password? }` (an empty password is left out). */
export async function updateUser(id: number, input: UserInput): Promise<User> {
  const { name, email, role, password } = input;
  const { data } = await (
    await loadApiClient()
  ).put<User>(`/admin/user/${id}`, { name, email, role, ...(password ? { password } : {}) });
  return data;
}
