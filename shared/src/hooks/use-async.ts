import { useEffect, useEffectEvent, useState, type DependencyList } from 'react';

/** What a screen knows about one request: still loading, failed, or its data. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` on mount and again whenever `deps` change; the answer of a stale run is ignored.
 * The state is remembered with the deps it belongs to, so a change of deps reads as 'loading'
 * at once instead of showing the previous answer for one render.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const key = JSON.stringify(deps);
  const [result, setResult] = useState<{ key: string; state: AsyncState<T> } | null>(null);
  // `load` is a fresh closure each render: the effect runs again when `deps` change, not when it does.
  const run = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    run().then(
      (data) => current && setResult({ key, state: { status: 'success', data } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  return result && result.key === key ? result.state : { status: 'loading' };
}
