import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False on the server and while React hydrates the back office's frame as the server drew it, true
 * in the browser after (and at once when the browser draws the page itself). What only the browser
 * knows, the session in its storage and the screen's width, is read from then on, so the hydrating
 * render draws exactly what the server drew.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
