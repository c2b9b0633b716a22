import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False on the server and while React hydrates what the server drew, true in the browser after:
 * what only the browser knows (a cookie, the session's preview) shows from then on, so the
 * hydrating render draws exactly what the server drew.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
