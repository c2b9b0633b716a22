import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 10;

/** A list's search, sort and page, kept in the URL (refine's syncWithLocation). */
export interface ListParams {
  q: string;
  /** A column (its `show`), or none: the API's order (the order field, then id). */
  sort?: string;
  desc: boolean;
  page: number;
  size: number;
}

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads and writes ?q=&sort=&dir=desc&page=&size= of the current URL. */
export function useListParams(): [ListParams, (patch: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const size = positive(search.get('size'), DEFAULT_SIZE);
  const params: ListParams = {
    q: search.get('q') ?? '',
    sort: search.get('sort') || undefined,
    desc: search.get('dir') === 'desc',
    page: positive(search.get('page'), 1),
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_SIZE,
  };

  const update = useCallback(
    (patch: Partial<ListParams>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
          if ('q' in patch) set('q', patch.q?.trim() ? patch.q : undefined);
          if ('sort' in patch) set('sort', patch.sort);
          if ('desc' in patch) set('dir', patch.desc ? 'desc' : undefined);
          if ('page' in patch) set('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
          if ('size' in patch) set('size', patch.size && patch.size !== DEFAULT_SIZE ? String(patch.size) : undefined);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return [params, update];
}
