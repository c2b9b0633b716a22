import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { currentApiBase, followApiBase, isSessionPath, readStoredToken, reportUnauthorized } from './api-settings';
import { retryDelay } from './retry';

/**
 * The one axios instance of the page (in the @pasteleria/shared singleton's own chunk, loaded by
 * `loadApiClient` in ./client.ts with the first request that needs the network).
 * JSON bodies (axios sets `Content-Type: application/json` for plain objects and leaves
 * FormData to the browser), no timeout (a slow upload must not fail), success is 2xx.
 */
export const apiClient = axios.create({
  baseURL: currentApiBase(),
  timeout: 0,
  headers: { Accept: 'application/json' },
});

followApiBase((base) => {
  apiClient.defaults.baseURL = base;
});

// Read at request time, so a login or logout in any remote applies to the next call.
apiClient.interceptors.request.use((config) => {
  const token = readStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The bearer token a request was sent with, or null. */
function sentToken(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = AxiosHeaders.from(config?.headers).get('Authorization');
  return /^Bearer (.+)$/.exec(String(header ?? ''))?.[1] ?? null;
}

/** A request's config, with how many times it was sent again (./retry.ts). */
type Retried = InternalAxiosRequestConfig & { retries?: number };

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  if (error.response?.status === 401 && isSessionPath(error.config?.url)) reportUnauthorized(sentToken(error.config));
  const config = error.config as Retried | undefined;
  const delay = config ? retryDelay(error, config.retries ?? 0) : null;
  if (!config || delay === null) throw error;
  config.retries = (config.retries ?? 0) + 1;
  await new Promise((resolve) => setTimeout(resolve, delay));
  return apiClient.request(config);
});
