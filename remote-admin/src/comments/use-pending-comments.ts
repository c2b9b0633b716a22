import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Comentario } from '@pasteleria/shared';
import { fetchPendingPage, type PendingPage } from '@pasteleria/shared/admin';
import { queryKeys } from '../query-keys';

/**
 * The pending comments, page by page, in one cache entry shared by the comments screen, the menu
 * badge and the home: those two read `total` of the first page. A moderation invalidates it, which
 * reloads every page loaded so far.
 */
export function usePendingComments() {
  return useInfiniteQuery(pendingCommentsQuery);
}

/** GET /admin/comentarios/pendientes, page after page. */
export const pendingCommentsQuery = infiniteQueryOptions({
  queryKey: queryKeys.pendingComments,
  queryFn: ({ pageParam }) => fetchPendingPage(pageParam),
  initialPageParam: '',
  getNextPageParam: (last: PendingPage) => last.next ?? undefined,
});

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
