import { sql, type Kysely } from 'kysely';
import { categoryPath, pagePath, postPath } from '@pasteleria/shared/seo';
import type { PublicCache } from '../cache/public-cache.js';
import type { Database } from '../db/database.js';
import type { PageKind } from '../db/schema.js';

/** What a beacon is checked against: the products that exist and the page each public path names. */
export interface SiteIndex {
  productIds: ReadonlySet<number>;
  /** By path, as the pages are addressed (`/categorias/pasteles`, `/blog/post/…`, `/blog/pagina/…`). */
  pages: ReadonlyMap<string, { kind: PageKind; id: number }>;
}

/** Each page kind's path, as the site's pages and links write it. */
const PAGE_PATHS: Record<PageKind, (slug: string) => string> = {
  categoria: categoryPath,
  post: postPath,
  pagina: pagePath,
};

async function loadIndex(db: Kysely<Database>): Promise<SiteIndex> {
  const { rows } = await sql<{ kind: PageKind | 'producto'; id: number; slug: string }>`
    SELECT 'categoria' AS kind, id, slug FROM categorias
    UNION ALL SELECT 'post', id, slug FROM posts
    UNION ALL SELECT 'pagina', id, slug FROM paginas
    UNION ALL SELECT 'producto', id, slug FROM productos`.execute(db);
  const productIds = new Set<number>();
  const pages = new Map<string, { kind: PageKind; id: number }>();
  for (const { kind, id, slug } of rows) {
    if (kind === 'producto') productIds.add(id);
    else pages.set(PAGE_PATHS[kind](slug), { kind, id });
  }
  return { productIds, pages };
}

/**
 * The index, from the cache of public reads: one query after a write to any of those entities
 * (here or, through the change feed, on another instance), none per beacon.
 */
export const readSiteIndex = (cache: PublicCache, db: Kysely<Database>): Promise<SiteIndex> =>
  cache.get('estadisticas:sitio', ['categoria', 'producto', 'post', 'pagina'], () => loadIndex(db));
