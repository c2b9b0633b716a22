import { useEffect, useEffectEvent, useRef, useState, type DependencyList } from 'react';
import { answerNow } from '../api/answered';
import { hasInlineAnswers } from '../api/inline-answers';

/** What a screen knows about one request: still loading, failed, or its data. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` on mount and again whenever `deps` change; the answer of a stale run is ignored.
 * The state is remembered with the deps it belongs to, so a change of deps reads as 'loading'
 * at once instead of showing the previous answer for one render.
 *
 * While the page still holds answers the server wrote into it (inline-answers.ts), the first
 * render makes the first call itself: an inline answer is read at once (answered.ts), so the
 * page's first paint already shows the data and the screen renders once, not twice. Any other
 * answer of that call is awaited by the effect, which then makes no second call.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const key = JSON.stringify(deps);
  const [first] = useState(() => (hasInlineAnswers() ? { key, promise: load() } : null));
  const [result, setResult] = useState<{ key: string; state: AsyncState<T> } | null>(() => {
    const now = first && answerNow(first.promise);
    return now ? { key, state: { status: 'success', data: now.value } } : null;
  });
  const firstTaken = useRef(false);
  // `load` is a fresh closure each render: the effect runs again when `deps` change, not when it does.
  const run = useEffectEvent(load);

  useEffect(() => {
    const pending = !firstTaken.current && first?.key === key ? first.promise : null;
    firstTaken.current = true;
    if (pending && answerNow(pending)) return;
    let current = true;
    (pending ?? run()).then(
      (data) => current && setResult({ key, state: { status: 'success', data } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, first]);

  return result && result.key === key ? result.state : { status: 'loading' };
}
