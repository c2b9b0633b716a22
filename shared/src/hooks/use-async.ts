import { useEffectEvent, useLayoutEffect, useReducer, useState, type DependencyList } from 'react';
import { answerNow } from '../api/answered';
import { peekInlineAnswers } from '../api/inline-answers';

/*
 * How a public screen gets its data: one hook, read in this file.
 *
 *   const [categoria, reload] = useReloadableAsync(() => getCategoria(slug), [slug]);
 *   return <AsyncView state={categoria} onRetry={reload}>{(c) => <h1>{c.nombre}</h1>}</AsyncView>;
 *
 * - `load` runs once the screen is on the page, and again whenever `deps` change or `reload` is
 *   called. A change of deps reads as 'loading' at once; the answer of a stale run is ignored.
 * - The first view needs no request: the server wrote the API's answers for it into the page, and
 *   `apiGet` answers such a GET with a promise that already holds its value (api/answered.ts). The
 *   first render already shows them: it runs `load` against those answers alone, which uses none
 *   up and sends nothing (`peekInlineAnswers`), so the server's render and the browser's draw the
 *   same page and React hydrates it as it is. `load` itself runs only for a screen React keeps, in a
 *   layout effect: it takes the answer the first render showed without drawing it again.
 * - A GET that fails while the API is briefly out is sent again by the client (api/retry.ts); what
 *   still fails reads as 'error', and AsyncView offers 'Reintentar', which is `reload`.
 *
 * The admin reads with TanStack Query instead: it caches, paginates and writes; these screens read.
 */

/** What a screen knows about one request: still loading, failed, or its data. */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const LOADING = { status: 'loading' } as const;

/** The state of `load`'s answer for the current `deps` (see above). */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const key = JSON.stringify(deps);
  const [result, setResult] = useState<{ key: string; state: AsyncState<T>; peeked?: true } | null>(() => {
    const peeked = peekInlineAnswers(load);
    const now = peeked && answerNow(peeked);
    return now ? { key, state: { status: 'success', data: now.value }, peeked: true } : null;
  });
  // `load` is a fresh closure each render: the effect runs again when `deps` change, not when it does.
  const run = useEffectEvent(load);
  const shown = useEffectEvent(() => result);

  useLayoutEffect(() => {
    const promise = run();
    const now = answerNow(promise);
    // The first render showed this very answer: nothing to draw again.
    if (now && shown()?.peeked && shown()?.key === key) return;
    if (now) {
      // Set in a layout effect, so React renders it before the browser paints: the one extra render
      // is the point (the first paint shows the data), not a cascade.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setResult({ key, state: { status: 'success', data: now.value } });
      return;
    }
    let current = true;
    promise.then(
      (data) => current && setResult({ key, state: { status: 'success', data } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  return result && result.key === key ? result.state : LOADING;
}

/** `useAsync` plus a `reload` that runs `load` again (a 'Reintentar' button after a failure). */
export function useReloadableAsync<T>(load: () => Promise<T>, deps: DependencyList): [AsyncState<T>, () => void] {
  const [attempt, reload] = useReducer((n: number) => n + 1, 0);
  const state = useAsync(load, [...deps, attempt]);
  return [state, reload];
}
