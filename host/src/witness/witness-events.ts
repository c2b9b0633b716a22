import type { RemoteName } from '@pasteleria/shared/federation';

/**
 * What the page met: the reporter (a chunk of its own) reads it in this order, each with when it
 * happened (ms since the page began). An error names the path it was met on: a page view begins
 * there, maybe before the router shows the path (a navigation shows the new page once its remote
 * has loaded, or has failed to).
 */
export type Witnessed =
  /** The router shows `path`. */
  | { type: 'view'; path: string }
  /** A remote failed to load, or its boundary caught a render error. */
  | { type: 'error'; kind: 'load' | 'render'; remote: RemoteName; error: unknown; path: string }
  /** An error or a rejection nobody caught: the reporter tells from its stack whose files it came from. */
  | { type: 'uncaught'; event: ErrorEvent | PromiseRejectionEvent; path: string }
  /** From now on the page loads `remote` from its stable release (`fallbacks` of the config). */
  | { type: 'fallback'; remote: RemoteName };

/** An event and when it happened. */
export type Stamped = [event: Witnessed, at: number];
