import { thenAnswer } from './answered';
import { apiGet } from './client';
import { asList } from './body';
import type { Pagina, Post } from '../types';

/**
 * GET /public/blog/posts. The shop's own API and `api/` answer a bare array; an earlier `api/`
 * answered `{ data: [...] }`. Both give the array, so the site runs against either.
 */
export function getPosts(): Promise<Post[]> {
  return thenAnswer(apiGet<unknown>('/public/blog/posts'), (data) =>
    asList<Post>(Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data),
  );
}

/** GET /public/blog/paginas */
export function getPaginas(): Promise<Pagina[]> {
  return thenAnswer(apiGet<unknown>('/public/blog/paginas'), asList<Pagina>);
}

/** GET /public/blog/post/{slug} */
export function getPost(slug: string): Promise<Post> {
  return apiGet<Post>(`/public/blog/post/${encodeURIComponent(slug)}`);
}

/** GET /public/blog/pagina/{slug} */
export function getPagina(slug: string): Promise<Pagina> {
  return apiGet<Pagina>(`/public/blog/pagina/${encodeURIComponent(slug)}`);
}
