import { bothAnswers } from './answered';
import { getPaginas, getPosts } from './blog';
import type { Pagina, Post } from '../types';

export type ContentKind = 'post' | 'pagina';

/** A post or a page, tagged with its kind. */
export type ContentEntry = { kind: 'post'; entry: Post } | { kind: 'pagina'; entry: Pagina };

/** Posts first, then pages, each tagged with its kind: the order of the home section and the blog index. */
export function toContentEntries(posts: Post[], paginas: Pagina[]): ContentEntry[] {
  return [
    ...posts.map((entry): ContentEntry => ({ kind: 'post', entry })),
    ...paginas.map((entry): ContentEntry => ({ kind: 'pagina', entry })),
  ];
}

/** GET /public/blog/posts and /public/blog/paginas at once, as `toContentEntries` orders them. */
export function getContentEntries(): Promise<ContentEntry[]> {
  return bothAnswers(getPosts(), getPaginas(), toContentEntries);
}
