import { useInfiniteQuery } from '@tanstack/react-query';
import { loadApiClient, type Comentario } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';

const PATH = '/admin/comentarios/pendientes';

/** One page of the pending list: its comments, how many are pending in all, and the next page's query. */
export interface PendingPage {
  comments: Comentario[];
  total: number;
  /** `?pagina=2&limite=50`, from the answer's `Link: <…>; rel="next"`; null on the last page. */
  next: string | null;
}

/** The query string of the `rel="next"` link of a `Link` header, or null. */
function nextPageQuery(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match?.[1] !== undefined && /\brel="?next"?/i.test(match[2] ?? '')) {
      const query = match[1].indexOf('?');
      return query >= 0 ? match[1].slice(query) : null;
    }
  }
  return null;
}

/**
 * GET /admin/comentarios/pendientes, the first page without parameters (a server that does not
 * page answers it with its plain array), the others as the server's `Link` says. A server that sends no headers answered every
 * pending comment at once: its array is then the whole list.
 */
async function fetchPendingPage(query: string): Promise<PendingPage> {
  const { data, headers } = await (await loadApiClient()).get<unknown>(`${PATH}${query}`);
  const comments = Array.isArray(data) ? (data as Comentario[]) : [];
  const total = Number(headers['x-total-count']);
  return {
    comments,
    total: Number.isInteger(total) && total >= comments.length ? total : comments.length,
    next: nextPageQuery(headers.link),
  };
}

/**
 * The pending comments, page by page, in one cache entry shared by the comments screen, the menu
 * badge and the home: those two read `total` of the first page. A moderation invalidates it, which
 * reloads every page loaded so far.
 */
export function usePendingComments() {
  return useInfiniteQuery({
    queryKey: queryKeys.pendingComments,
    queryFn: ({ pageParam }) => fetchPendingPage(pageParam),
    initialPageParam: '',
    getNextPageParam: (last: PendingPage) => last.next ?? undefined,
  });
}

/** How many comments are pending in all, once the first page is in. */
export function pendingTotal(data: { pages: PendingPage[] } | undefined): number | undefined {
  return data?.pages[0]?.total;
}

/** Every comment of the pages loaded so far, each once (a comment that arrives between pages shifts them). */
export function loadedComments(data: { pages: PendingPage[] } | undefined): Comentario[] {
  const seen = new Set<number>();
  return (data?.pages ?? [])
    .flatMap((page) => page.comments)
    .filter((comment) => !seen.has(comment.id) && Boolean(seen.add(comment.id)));
}
