import { useState } from 'react';
import {
  getBranches,
  HOME_BRANCH_COUNT,
  searchBranches,
  useReloadableAsync,
  type AsyncState,
  type Empresa,
} from '@pasteleria/shared';

/**
 * The branches for the search box's `text`: the first 5 (GET /public/empresas/5) while the box is
 * empty, else POST /public/empresas/search `{ text }` on every change, with no minimum length.
 * An older answer arriving late is ignored (useAsync drops stale runs). While a new answer is on
 * its way the last list stays on screen (`searching`), so the cards do not blink at each key.
 */
export function useBranchSearch(text: string) {
  const [state, reload] = useReloadableAsync(
    () => (text === '' ? getBranches(HOME_BRANCH_COUNT) : searchBranches(text)),
    [text],
  );
  const [last, setLast] = useState<Empresa[] | null>(null);
  if (state.status === 'success' && state.data !== last) setLast(state.data);

  const searching = state.status === 'loading';
  const shown: AsyncState<Empresa[]> = searching && last ? { status: 'success', data: last } : state;
  return { branches: shown, searching, reload };
}
