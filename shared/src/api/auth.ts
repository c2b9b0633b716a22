import { apiGet, loadApiClient } from './client';
import type { LoginResponse, TwoStepLoginAnswer, User } from '../types';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /auth/login with `{ email, password }`: the session, or the challenge of a second step. */
export async function login(credentials: Credentials): Promise<LoginResponse | TwoStepLoginAnswer> {
  const { data } = await (await loadApiClient()).post<LoginResponse | TwoStepLoginAnswer>('/auth/login', credentials);
  return data;
}

/**
 * POST /auth/logout: revokes the token. Pass `token` when session storage was already cleared
 * (the request interceptor only adds the stored one).
 */
export async function logout(token?: string): Promise<void> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  await (await loadApiClient()).post('/auth/logout', undefined, { headers });
}

/** GET /auth/me: the signed-in user (accepts a bare user or `{ user }`). */
export async function getMe(): Promise<User> {
  const data = await apiGet<User | { user: User }>('/auth/me');
  return 'user' in data && data.user ? data.user : (data as User);
}
