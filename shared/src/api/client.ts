import type { AxiosError, AxiosInstance } from 'axios';
import { answered } from './answered';
import { peekingAtInlineAnswers, takeInlineAnswer } from './inline-answers';

/*
 * The API client's settings and the way to it. axios itself (./axios-client.ts, about 17 KB
 * gzipped) is its own chunk, downloaded with the first request that goes to the network: the first
 * view of a page the server wrote its answers into (inline-answers.ts) never needs it.
 */

/** axios's own `isAxiosError`, without importing axios (a rejected call of this client). */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The one axios instance of the page; the first call downloads it. */
export async function loadApiClient(): Promise<AxiosInstance> {
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
 * visit so); its answer is not awaited. An inline answer can be read at once (answered.ts). While
 * a render peeks at the inline answers, a GET they lack sends nothing and never settles.
 */
export function apiGet<T>(path: string): Promise<T> {
  const inline = takeInlineAnswer(path);
  if (!inline && peekingAtInlineAnswers()) return new Promise<T>(() => undefined);
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
