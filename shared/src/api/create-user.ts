import { loadApiClient } from './client';
import type { User, UserInput } from '../types';

/** POST /admin/user with JSON `{ name, email, role, password }` (the password is required on create). */
export async function createUser(input: UserInput): Promise<User> {
  const { name, email, role, password } = input;
  const { data } = await (await loadApiClient()).post<User>('/admin/user', { name, email, role, password });
  return data;
}
