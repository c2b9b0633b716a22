import { create } from 'zustand';
import { isAxiosError } from 'axios';
import { TOKEN_KEY, onUnauthorized, readStoredToken } from '../api/client';
import * as authApi from '../api/auth';
import { LoginRejectedError } from './login-error-message';
import type { User } from '../types';

export interface AuthState {
  /** Bearer token, mirrored in sessionStorage 'token' (SPEC §6, §9). */
  token: string | null;
  user: User | null;
  /** Signs in; stores token and user; returns the user. Throws (see `loginErrorMessage`). */
  login(email: string, password: string): Promise<User>;
  /** Forgets the session at once, then revokes the token on the server, best-effort. */
  logout(): Promise<void>;
  /** With a token but no user: fetches the user (GET /auth/me). A 401 ends the session. */
  loadUser(): Promise<User | null>;
  /** Forgets token and user here and in sessionStorage, without calling the server. */
  clearSession(): void;
}

function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable (privacy mode): the session lives in memory only.
  }
}

let pendingUser: Promise<User | null> | null = null;

/** The one auth store of the page (zustand, shared as a singleton with @pasteleria/shared). */
export const useAuthStore = create<AuthState>()((set, get) => ({
  token: readStoredToken(),
  user: null,

  async login(email, password) {
    const answer = await authApi.login({ email, password });
    if (!answer?.token || !answer.user) throw new LoginRejectedError();
    storeToken(answer.token);
    set({ token: answer.token, user: answer.user });
    return answer.user;
  },

  async logout() {
    const { token } = get();
    get().clearSession();
    if (!token) return;
    try {
      await authApi.logout(token);
    } catch {
      // Best-effort: the local session is already gone.
    }
  },

  loadUser() {
    const { token, user } = get();
    if (!token) return Promise.resolve(null);
    if (user) return Promise.resolve(user);
    pendingUser ??= authApi
      .getMe()
      .then((me) => {
        if (get().token !== token) return null;
        set({ user: me });
        return me;
      })
      .catch((error: unknown) => {
        if (isAxiosError(error) && error.response?.status === 401) get().clearSession();
        return null;
      })
      .finally(() => {
        pendingUser = null;
      });
    return pendingUser;
  },

  clearSession() {
    storeToken(null);
    set({ token: null, user: null });
  },
}));

// A 401 from any admin call or /auth/me ends the session everywhere on the page.
onUnauthorized(() => useAuthStore.getState().clearSession());
