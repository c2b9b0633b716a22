import type { ReactNode } from 'react';
import type { AsyncState } from '../hooks/use-async';
import { Empty, LoadError, Loading } from './status';

export interface AsyncViewProps<T> {
  state: AsyncState<T>;
  /** Loading line, e.g. 'Cargando comentarios...'. */
  loading?: ReactNode;
  /** Spanish message when the request failed; without it a failure shows nothing. */
  error?: ReactNode;
  /** Shown as 'Reintentar' next to the error message. */
  onRetry?: () => void;
  /** Shown instead of `children` when the answer is an empty list. */
  empty?: ReactNode;
  /** The screen for the data. */
  children: (data: T) => ReactNode;
}

/**
 * One way to show a request's state, the same on every public screen: a loading line, a Spanish error with
 * 'Reintentar', an empty-list message, or the data.
 */
export function AsyncView<T>({ state, loading = 'Cargando...', error, onRetry, empty, children }: AsyncViewProps<T>) {
  if (state.status === 'loading') return <Loading>{loading}</Loading>;
  if (state.status === 'error') {
    if (error === undefined) return null;
    return (
      <LoadError>
        {error}
        {onRetry && (
          <>
            {' '}
            <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
              Reintentar
            </button>
          </>
        )}
      </LoadError>
    );
  }
  if (empty !== undefined && Array.isArray(state.data) && state.data.length === 0) return <Empty>{empty}</Empty>;
  return <>{children(state.data)}</>;
}
