import { useReducer, type DependencyList } from 'react';
import { useAsync, type AsyncState } from './use-async';

/**
 * `useAsync` plus a `reload` that runs `load` again (a 'Reintentar' button after a failure).
 * Reloading reads as 'loading' until the new answer arrives; a stale answer is ignored.
 */
export function useReloadableAsync<T>(load: () => Promise<T>, deps: DependencyList): [AsyncState<T>, () => void] {
  const [attempt, reload] = useReducer((n: number) => n + 1, 0);
  const state = useAsync(load, [...deps, attempt]);
  return [state, reload];
}
