import { startTransition, useOptimistic } from 'react';

/** What ?q= holds for a typed text: nothing for blanks (list-params.ts drops them). */
const stored = (text: string) => (text.trim() ? text : '');

/**
 * The list's search box over the URL's ?q=. The router applies a navigation as a transition, so a
 * box bound to the URL alone shows a key only once the list has re-rendered, and under load the
 * next key lands on the old text and is lost. The box shows what was typed at once (as ?q= will
 * hold it) while the URL catches up, then the URL's q again.
 */
export function useSearchBox(q: string, setQ: (q: string) => void): [string, (text: string) => void] {
  const [shown, show] = useOptimistic(q);
  const type = (typed: string) =>
    startTransition(() => {
      show(stored(typed));
      setQ(stored(typed));
    });
  return [shown, type];
}
