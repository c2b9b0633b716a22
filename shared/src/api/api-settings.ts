/*
 * Where the API is and what a session is, read by the API client (./client.ts) and by its axios
 * instance (./axios-client.ts) alike; the auth store registers its 401 handler here, so none of
 * them imports the store.
 */

/** Where the API lives unless /config.json says otherwise. */
export const DEFAULT_API_BASE = '/api/v1';

/** Session storage key of the admin's bearer token (the session ends with the tab). */
export const TOKEN_KEY = 'token';

let apiBase = DEFAULT_API_BASE;
const baseListeners = new Set<(base: string) => void>();

/** Points every later call at another API base, e.g. `apiBase` of /config.json. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '') || DEFAULT_API_BASE;
  baseListeners.forEach((listener) => listener(apiBase));
}

/** The API base every call goes to now. */
export function currentApiBase(): string {
  return apiBase;
}

/** Calls `listener` with the base after each `setApiBase` (the axios instance follows it so). */
export function followApiBase(listener: (base: string) => void): void {
  baseListeners.add(listener);
}

/**
 * Scheme and host of the API when its base names another host (`https://api.example.com/api/v1`
 * → `https://api.example.com`, `//api.example.com/api/v1` → `//api.example.com`); '' when the base
 * is a path on this site (`/api/v1`). Read at call time, so it follows `setApiBase`.
 */
export function apiOrigin(): string {
  return /^(?:https?:)?\/\/[^/?#]+/i.exec(apiBase)?.[0] ?? '';
}

/** The token in session storage, or null (also when storage is unavailable). */
export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Receives the token the request that got the 401 carried (null when it carried none). */
type UnauthorizedHandler = (sentToken: string | null) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * Runs `handler` whenever an admin call (/admin/…) or /auth/me answers 401, with the token that
 * request carried, so the handler can tell a 401 for the current session from a late one for an
 * older token. A `() => void` handler still works.
 * The auth store registers itself here, so this module never imports the store.
 * Returns a function that unregisters the handler.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

/** Tells every `onUnauthorized` handler that a session call answered 401 (used by the axios client). */
export function reportUnauthorized(sentToken: string | null): void {
  unauthorizedHandlers.forEach((handler) => handler(sentToken));
}

/** True for the paths whose 401 means the session is over. */
export function isSessionPath(url: string | undefined): boolean {
  const path = (url ?? '').replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/api\/v1(?=\/)/, '');
  return path.startsWith('/admin') || path.startsWith('/auth/me');
}
