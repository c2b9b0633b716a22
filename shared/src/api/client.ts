import axios, { AxiosHeaders, getAdapter, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { takeInlineAnswer } from './inline-answers';

/** Where the API lives unless /config.json says otherwise (SPEC §7). */
export const DEFAULT_API_BASE = '/api/v1';

/** Session storage key of the admin bearer token (SPEC §9). */
export const TOKEN_KEY = 'token';

/**
 * The one axios instance of the page (shared as a Module Federation singleton).
 * JSON bodies (axios sets `Content-Type: application/json` for plain objects and leaves
 * FormData to the browser), no timeout (SPEC §7), success is 2xx.
 */
export const apiClient = axios.create({
  baseURL: DEFAULT_API_BASE,
  timeout: 0,
  headers: { Accept: 'application/json' },
});

/** Points every later call at another API base, e.g. `apiBase` of /config.json. */
export function setApiBase(base: string): void {
  apiClient.defaults.baseURL = base.replace(/\/+$/, '') || DEFAULT_API_BASE;
}

/**
 * Scheme and host of the API when its base names another host (`https://api.example.com/api/v1`
 * → `https://api.example.com`, `//api.example.com/api/v1` → `//api.example.com`); '' when the base
 * is a path on this site (`/api/v1`). Read at call time, so it follows `setApiBase`.
 */
export function apiOrigin(): string {
  return /^(?:https?:)?\/\/[^/?#]+/i.exec(apiClient.defaults.baseURL ?? '')?.[0] ?? '';
}

/** The token in session storage, or null (also when storage is unavailable). */
export function readStoredToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

// Read at request time, so a login or logout in any remote applies to the next call (SPEC §6).
apiClient.interceptors.request.use((config) => {
  const token = readStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// The first view's GETs are answered from the data the server wrote into the page, when it did.
apiClient.interceptors.request.use((config) => {
  const path = config.url ?? '';
  if ((config.method ?? 'get').toLowerCase() !== 'get' || config.params || !path.startsWith('/')) return config;
  const inline = takeInlineAnswer(path);
  if (!inline) return config;
  const network = getAdapter(config.adapter ?? apiClient.defaults.adapter);
  config.adapter = async (request) => {
    if (inline.alsoRequest) network(request).catch(() => undefined);
    return { data: inline.data, status: 200, statusText: 'OK', headers: {}, config: request, request: null };
  };
  return config;
});

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

/** True for the paths whose 401 means the session is over. */
export function isSessionPath(url: string | undefined): boolean {
  const path = (url ?? '').replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/api\/v1(?=\/)/, '');
  return path.startsWith('/admin') || path.startsWith('/auth/me');
}

/** The bearer token a request was sent with, or null. */
function sentToken(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = AxiosHeaders.from(config?.headers).get('Authorization');
  return /^Bearer (.+)$/.exec(String(header ?? ''))?.[1] ?? null;
}

apiClient.interceptors.response.use(undefined, (error: AxiosError) => {
  if (error.response?.status === 401 && isSessionPath(error.config?.url)) {
    const token = sentToken(error.config);
    unauthorizedHandlers.forEach((handler) => handler(token));
  }
  return Promise.reject(error);
});
