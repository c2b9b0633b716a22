import { loadApiClient } from '@pasteleria/shared';
import type { Comentario } from '../types';

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
export async function fetchPendingPage(query: string): Promise<PendingPage> {
  const { data, headers } = await (await loadApiClient()).get<unknown>(`${PATH}${query}`);
  const comments = Array.isArray(data) ? (data as Comentario[]) : [];
  const total = Number(headers['x-total-count']);
  return {
    comments,
    total: Number.isInteger(total) && total >= comments.length ? total : comments.length,
    next: nextPageQuery(headers.link),
  };
}
