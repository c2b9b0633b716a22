import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const unchanging = () => () => undefined;

const InBrowserContext = createContext(false);

/**
 * Says whether the back office may read what only the browser knows (the session in the tab's
 * storage, the screen's width): false on the server and while React hydrates the server's drawing,
 * so that the hydrating render draws exactly what the server drew; true from then on, and at once
 * when the browser draws the page itself. Nothing that changes what a screen draws (its data, the
 * session's user) is asked for before then: React hydrates the screen after the frame, and a screen
 * hydrated once its data had arrived would not be the one the server drew (React error 418).
 * The change after hydrating is a transition: React
 * re-renders the back office in slices, so the phone stays responsive (one synchronous render
 * of every screen was a long task of its own).
 */
export function InBrowserProvider({ children }: { children: ReactNode }) {
  // True on the server and while hydrating; false in the browser after (a render of this
  // component alone: its children are the same elements), and in a render of the browser's own.
  const drawnByServer = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const [inBrowser, setInBrowser] = useState(!drawnByServer);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return <InBrowserContext value={inBrowser}>{children}</InBrowserContext>;
}

/** Whether the back office is past the server's drawing (InBrowserProvider). */
export function useInBrowser(): boolean {
  return useContext(InBrowserContext);
}
