import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** What a stubbed path answers: data with status 200, or an explicit status (≥ 400 rejects); and headers. */
export type Reply = ({ status: number; data?: unknown } | { data: unknown }) & { headers?: Record<string, string> };
export type Routes = Record<string, Reply | (() => Reply | Promise<Reply>)>;

export interface MockApi {
  /** Every request seen, as 'METHOD /path'. */
  calls: string[];
  /** Bodies of the requests, in order. */
  bodies: unknown[];
}

const API_PATH = /^.*?\/api\/v1(?=\/)/;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * Stubs the API on the network (MSW): `routes` maps 'GET /public/x' (or just '/public/x' for any
 * method; paths as the client writes them, after `/api/v1`, with their query) to a reply. Unknown
 * API paths answer 404. For screen tests; `recordRequests` is the stricter recorder for the API
 * functions themselves. Each call replaces the previous stub; every stub ends with its test.
 */
export function mockApi(routes: Routes): MockApi {
  const seen: MockApi = { calls: [], bodies: [] };
  server.resetHandlers(
    http.all(API_PATH, async ({ request }) => {
      const url = new URL(request.url);
      const path = (url.pathname + url.search).replace(API_PATH, '');
      const method = request.method.toUpperCase();
      seen.calls.push(`${method} ${path}`);
      seen.bodies.push(await readBody(request));
      const route = routes[`${method} ${path}`] ?? routes[path];
      const reply: Reply = route
        ? await (typeof route === 'function' ? route() : route)
        : { status: 404, data: { message: 'No encontrado' } };
      const status = 'status' in reply ? reply.status : 200;
      const init = { status, headers: reply.headers };
      return reply.data === undefined ? new HttpResponse(null, init) : HttpResponse.json(reply.data, init);
    }),
  );
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
