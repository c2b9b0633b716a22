import { useEffect, useEffectEvent, useRef, useState, type DependencyList } from 'react';
import { answerNow } from '../api/answered';
import { hasInlineAnswers, readingInlineAnswers } from '../api/inline-answers';

/** What a screen knows about one request: still loading, failed, or its data. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` on mount and again whenever `deps` change; the answer of a stale run is ignored.
 * The state is remembered with the deps it belongs to, so a change of deps reads as 'loading'
 * at once instead of showing the previous answer for one render.
 *
 * While the page still holds answers the server wrote into it (inline-answers.ts), the first
 * render reads `load`'s answer from the page when it has one (answered.ts), without taking it or
 * sending anything: the page's first paint then shows the data, and the screen renders once, not
 * twice. The effect makes the real call, which takes that same answer, and keeps what is shown.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const key = JSON.stringify(deps);
  const [fromPage] = useState(() => {
    const now = hasInlineAnswers() ? answerNow(readingInlineAnswers(load)) : undefined;
    return now ? { key, state: { status: 'success', data: now.value } as AsyncState<T> } : null;
  });
  const [result, setResult] = useState(fromPage);
  const showingFromPage = useRef(fromPage !== null);
  // `load` is a fresh closure each render: the effect runs again when `deps` change, not when it does.
  const run = useEffectEvent(load);

  useEffect(() => {
    const promise = run();
    const keep = showingFromPage.current && fromPage?.key === key && answerNow(promise) !== undefined;
    showingFromPage.current = false;
    if (keep) return;
    let current = true;
    promise.then(
      (data) => current && setResult({ key, state: { status: 'success', data } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, fromPage]);

  return result && result.key === key ? result.state : { status: 'loading' };
}
