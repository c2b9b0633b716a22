import type { AxiosError, AxiosInstance } from 'axios';
import { answered } from './answered';
import { takeInlineAnswer, whileReadingOnly } from './inline-answers';

/** Where the API lives unless /config.json says otherwise (SPEC §7). */
export const DEFAULT_API_BASE = '/api/v1';

/** Session storage key of the admin bearer token (SPEC §9). */
export const TOKEN_KEY = 'token';

/*
 * The API client's settings and the way to it. axios itself (./axios-client.ts, about 17 KB
 * gzipped) is its own chunk, downloaded with the first request that goes to the network: the first
 * view of a page the server wrote its answers into (inline-answers.ts) never needs it.
 */

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

/** axios's own `isAxiosError`, without importing axios (a rejected call of this client). */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The one axios instance of the page; the first call downloads it. */
export async function loadApiClient(): Promise<AxiosInstance> {
  const held = whileReadingOnly();
  if (held) return held;
  return (await import('./axios-client')).apiClient;
}

/** How long after the page's load a GET the page still wants (a post's visit) waits. */
const ALSO_REQUEST_DELAY_MS = 1000;

/**
 * Runs `task` a second after the page has loaded: the first view, its LCP picture among them, is
 * downloaded and painted before the API client is (the first render may come after the load).
 */
function afterPageLoad(task: () => void): void {
  const later = () => setTimeout(task, ALSO_REQUEST_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * GET `path` (under the API base) and its answer's body. The first view's GETs are answered from
 * the data the server wrote into the page, when it did, without downloading the client. A path
 * the page lists in `alsoRequest` is still requested once the page has loaded (a post counts its
 * visit so); its answer is not awaited. An inline answer can be read at once (answered.ts).
 */
export function apiGet<T>(path: string): Promise<T> {
  const inline = takeInlineAnswer(path);
  if (inline) {
    if (inline.alsoRequest) {
      afterPageLoad(() => {
        loadApiClient()
          .then((client) => client.get(path))
          .catch(() => undefined);
      });
    }
    return answered(inline.data as T);
  }
  return loadApiClient()
    .then((client) => client.get<T>(path))
    .then(({ data }) => data);
}
