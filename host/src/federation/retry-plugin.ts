import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@pasteleria/shared/federation';
import { leavingPage, pageStays } from './page-leaving';
import { preloadedByServer } from './server-preloads';

type RetryOptions = { retries?: number; delayMs?: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch, asked again once the page stays when it failed while the page was being left (the
 * browser aborted it): that is no failure of the file.
 */
async function fetchWhileStaying(url: string, init: RequestInit): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (!leavingPage()) throw error;
      await pageStays();
    }
  }
}

/**
 * Layer 1 of 3 (then errorLoadRemote, then the React error boundary), for a remote known by its
 * manifest: mf-manifest.json is fetched again, after a short pause, when the network fails or the
 * server answers 5xx. A 404 is not retried: the file is not there and asking again will not change
 * that. Resolves with the last answer (the caller decides what a non-2xx means).
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  { retries = 2, delayMs = 400 }: RetryOptions = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await pause(delayMs * attempt);
    try {
      const response = await fetchWhileStaying(url, { ...init, cache: 'no-cache' });
      if (response.status < 500 || attempt === retries) return response;
      lastError = new Error(`${url} respondió ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Layer 1 for the remote's remoteEntry.js (whether the page gave its URL or a manifest named it):
 * when the script cannot be downloaded (network error, 5xx, 404: a script element cannot tell them
 * apart), it is requested again after a short pause. A script that downloads but throws is not
 * retried, nor one the server's HTML preloaded (this page keeps answering it with the failed
 * download; 'Reintentar' loads the page again). The runtime gives up, and layer 2 reports, when
 * every attempt failed.
 */
export function retryPlugin({ retries = 2, delayMs = 400 }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'pasteleria-retry-plugin',
    loadEntryError(args) {
      // Declared as a promise of a promise; the runtime awaits whatever it gets.
      return retryEntry(args, retries, delayMs) as ReturnType<LoadEntryError>;
    },
  };
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0],
  retries: number,
  delayMs: number,
) {
  if (preloadedByServer(remoteInfo.name as RemoteName)) return undefined;
  for (let attempt = 1; attempt <= retries; attempt++) {
    await pause(delayMs * attempt);
    // The failed download is still recorded as in progress: drop it, or the retry waits on it.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // try again; after the last attempt the runtime reports the first error
    }
  }
  return undefined;
}

/**
 * Layer 2: the runtime's errorLoadRemote hook. It says in the console which remote failed and at
 * which step, and returns nothing, so the error reaches the route's error boundary (layer 3),
 * which shows the message with 'Reintentar' inside the shell.
 */
export function reportErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pasteleria-report-errors-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (!leavingPage()) console.error(`[federation] No se pudo cargar "${id}" (${lifecycle}).`, error);
      return undefined;
    },
  };
}
