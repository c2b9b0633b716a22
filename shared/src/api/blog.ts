import { apiGet } from './client';
import { asList } from './body';
import type { Pagina, Post } from '../types';

/**
 * GET /public/blog/posts. The shop's own API and `api/` answer a bare array; `api/` answered
 * `{ data: [...] }` until issue 6. Both give the array, so the site runs against either.
 */
export async function getPosts(): Promise<Post[]> {
  const data = await apiGet<unknown>('/public/blog/posts');
  return asList<Post>(Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data);
}

/** GET /public/blog/paginas */
export async function getPaginas(): Promise<Pagina[]> {
  const data = await apiGet<unknown>('/public/blog/paginas');
  return asList<Pagina>(data);
}

/** GET /public/blog/post/{slug} */
export async function getPost(slug: string): Promise<Post> {
  const data = await apiGet<Post>(`/public/blog/post/${encodeURIComponent(slug)}`);
  return data;
}

/** GET /public/blog/pagina/{slug} */
export async function getPagina(slug: string): Promise<Pagina> {
  const data = await apiGet<Pagina>(`/public/blog/pagina/${encodeURIComponent(slug)}`);
  return data;
}
