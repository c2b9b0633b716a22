import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/client';

/** What a stubbed path answers: data with status 200, or an explicit status (≥ 400 rejects). */
export type Reply = { status: number; data?: unknown } | { data: unknown };
export type Routes = Record<string, Reply | (() => Reply | Promise<Reply>)>;

export interface MockApi {
  /** Every request seen, as 'METHOD /path'. */
  calls: string[];
  /** Bodies of the requests, in order. */
  bodies: unknown[];
}

/**
 * Stubs the network at the axios adapter of the shared client: `routes` maps 'GET /public/x'
 * (or just '/public/x' for any method) to a reply. Unknown paths answer 404. For screen tests;
 * `recordRequests` is the stricter recorder for the API functions themselves. Each call replaces
 * the previous stub.
 */
export function mockApi(routes: Routes): MockApi {
  const seen: MockApi = { calls: [], bodies: [] };
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const path = (config.url ?? '').replace(/^\/api\/v1/, '');
    const method = (config.method ?? 'get').toUpperCase();
    seen.calls.push(`${method} ${path}`);
    seen.bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
    const route = routes[`${method} ${path}`] ?? routes[path];
    const reply: Reply = route ? await (typeof route === 'function' ? route() : route) : { status: 404, data: { message: 'No encontrado' } };
    const status = 'status' in reply ? reply.status : 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  return seen;
}

/** A reply that never comes: keeps a screen in its loading state. */
export const pending = (): Promise<Reply> => new Promise<Reply>(() => undefined);

/** A reply the test sends when it wants: `deferred.resolve(reply)`. */
export function deferred() {
  let resolve: (reply: Reply) => void = () => undefined;
  const promise = new Promise<Reply>((done) => {
    resolve = done;
  });
  return { reply: () => promise, resolve };
}
