import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/axios-client';

/** A request as it left the client (after interceptors and body transforms). Tests only. */
export interface RecordedRequest {
  method: string;
  url: string;
  baseURL: string | undefined;
  headers: Record<string, unknown>;
  /** Parsed JSON body, the FormData itself, or undefined when there is no body. */
  body: unknown;
  timeout: number | undefined;
}

export type FakeReply = { status?: number; data?: unknown } | 'network-error';

function parseBody(data: unknown): unknown {
  return typeof data === 'string' ? JSON.parse(data) : data;
}

/**
 * Replaces the API client's adapter with one that records every request and answers with the
 * queued replies (default: 200 with null). Call `restore()` after the test.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const replies: Array<FakeReply | Promise<FakeReply>> = [];
  const original = apiClient.defaults.adapter;

  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL,
      headers: config.headers.toJSON(),
      body: parseBody(config.data),
      timeout: config.timeout,
    });
    const reply = await (replies.shift() ?? { status: 200, data: null });
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };

  return {
    requests,
    /** Queues answers for the next requests, in order; a promise is answered when it resolves. */
    reply(...next: Array<FakeReply | Promise<FakeReply>>) {
      replies.push(...next);
    },
    /** The only request made so far (fails the test when there were none or several). */
    only(): RecordedRequest {
      if (requests.length !== 1) throw new Error(`expected 1 request, got ${requests.length}`);
      return requests[0]!;
    },
    restore() {
      apiClient.defaults.adapter = original;
    },
  };
}

/** The fields of a multipart body, for assertions. */
export function formFields(body: unknown): Record<string, string> {
  if (!(body instanceof FormData)) throw new Error('expected a FormData body');
  return Object.fromEntries(
    Array.from(body.entries(), ([name, value]) => [name, typeof value === 'string' ? value : value.name]),
  );
}
