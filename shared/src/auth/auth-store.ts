import { create } from 'zustand';
import { TOKEN_KEY, onUnauthorized, readStoredToken } from '../api/api-settings';
import * as authApi from '../api/auth';
import { LoginRejectedError, TwoStepRequiredError } from './login-error-message';
import { endPreview } from '../preview/preview-key';
import { ADMIN_SESSION_COOKIE } from '../federation/site-pages';
import type { LoginResponse, User } from '../types';

export interface AuthState {
  /** Bearer token, mirrored in sessionStorage 'token'. */
  token: string | null;
  user: User | null;
  /**
   * Signs in; stores token and user; returns the user. Throws (see `loginErrorMessage`); for an
   * account with two-step sign-in, a `TwoStepRequiredError` with the second step's challenge.
   */
  login(email: string, password: string): Promise<User>;
  /** Keeps the session a sign-in answered (a second step's, a passkey's); returns its user. Throws when it holds none. */
  acceptSignIn(answer: LoginResponse): User;
  /**
   * Forgets the session at once and ends the admin's preview (the next page load runs the live
   * releases), then revokes the token on the server, best-effort.
   */
  logout(): Promise<void>;
  /**
   * With a token but no user: fetches the user (GET /auth/me), one call per token for simultaneous
   * callers; an answer that arrives after the token changed is ignored. A 401 ends the session.
   */
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
  writeSessionCookie(token);
}

/**
 * The back office's pages, drawn by the server, carry the session's data (ADMIN_SESSION_COOKIE):
 * set with the token, gone with it (no expiry: it ends with the browser, as the tab's storage does).
 */
function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lasting = token ? '' : '; Max-Age=0';
  document.cookie = `${ADMIN_SESSION_COOKIE}=${token ? encodeURIComponent(token) : ''}; Path=/admin; SameSite=Strict${secure}${lasting}`;
}

/**
 * The GET /auth/me in flight and the token it was asked for. Callers with that token share it;
 * a caller with another token (signed out and in again meanwhile) never gets its answer.
 */
let pendingUser: { token: string; promise: Promise<User | null> } | null = null;

/** The one auth store of the page (zustand, shared as a singleton with @pasteleria/shared). */
export const useAuthStore = create<AuthState>()((set, get) => ({
  token: readStoredToken(),
  user: null,

  async login(email, password) {
    const answer = await authApi.login({ email, password });
    const asked = answer && 'twoStep' in answer ? answer.twoStep : undefined;
    if (asked) throw new TwoStepRequiredError(asked.challenge, asked.methods);
    return get().acceptSignIn(answer as LoginResponse);
  },

  acceptSignIn(answer) {
    if (!answer?.token || !answer.user) throw new LoginRejectedError();
    storeToken(answer.token);
    set({ token: answer.token, user: answer.user });
    return answer.user;
  },

  async logout() {
    const { token } = get();
    get().clearSession();
    endPreview();
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
    if (pendingUser?.token !== token) {
      const promise: Promise<User | null> = authApi
        .getMe()
        .then(
          (me) => {
            // The answer for a token that is no longer the session's is dropped.
            if (get().token !== token) return null;
            set({ user: me });
            return me;
          },
          // A 401 has already ended this session (see onUnauthorized below); other errors keep it.
          () => null,
        )
        .finally(() => {
          if (pendingUser?.promise === promise) pendingUser = null;
        });
      pendingUser = { token, promise };
    }
    return pendingUser.promise;
  },

  clearSession() {
    storeToken(null);
    set({ token: null, user: null });
  },
}));

// A 401 from any admin call or /auth/me ends the session everywhere on the page, but only when the
// request carried the current token: a late 401 for an older token (a request made before the user
// signed in again) must not sign out the newer session.
onUnauthorized((sentToken) => {
  if (sentToken === useAuthStore.getState().token) useAuthStore.getState().clearSession();
});

// A tab that is still signed in names its session to the server again as it loads: another tab's
// sign-out cleared the cookie, or the tab signed in before the server drew pages with it.
const startToken = useAuthStore.getState().token;
if (startToken) writeSessionCookie(startToken);
