import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { PublicCache } from '../cache/public-cache.js';
import { categoria, empresa, pagina, post, producto, slide } from '../entities/definitions.js';
import { findRecord, listRecords, type Row } from '../content/records.js';

/**
 * The visitor's reads, from the in-memory cache (made stale by admin writes). The public API
 * answers them (./routes.ts) and the server's pages are composed from the very same entries
 * (../site/), so a page's head and its inline data always agree with what the API answers.
 */
export interface PublicReadSource {
  db: Kysely<Database>;
  cache: PublicCache;
}

export const readCategories = (ctx: PublicReadSource) =>
  ctx.cache.get('categorias', ['categoria'], () => listRecords(ctx.db, categoria));

export const readHomeCategories = (ctx: PublicReadSource) =>
  ctx.cache.get('categorias:home', ['categoria'], () => listRecords(ctx.db, categoria, { menu: true }));

export const readSlides = (ctx: PublicReadSource) =>
  ctx.cache.get('slides', ['slide'], (): Promise<Row[]> => listRecords(ctx.db, slide));

export const readPublishedBranches = (ctx: PublicReadSource) =>
  ctx.cache.get('empresas:publicadas', ['empresa'], () => listRecords(ctx.db, empresa, { publicado: true }));

/** GET /public/empresas/{n}'s answer: the first `n` published branches. */
export const readFirstBranches = async (ctx: PublicReadSource, n: number) =>
  (await readPublishedBranches(ctx)).slice(0, n);

export const readPosts = (ctx: PublicReadSource) => ctx.cache.get('posts', ['post'], () => listRecords(ctx.db, post));

export const readPaginas = (ctx: PublicReadSource) =>
  ctx.cache.get('paginas', ['pagina'], () => listRecords(ctx.db, pagina));

/** GET /public/categorias/{slug}'s answer, or null when there is no such category. */
export const readCategoryWithProducts = (ctx: PublicReadSource, slug: string) =>
  ctx.cache.get(
    `categoria:${slug}`,
    ['categoria', 'producto'],
    async (): Promise<{ categoria: Row; productos: Row[] } | null> => {
      const row = await findRecord(ctx.db, categoria, { slug });
      if (!row) return null;
      return { categoria: row, productos: await listRecords(ctx.db, producto, { categoria_id: row.id }) };
    },
  );

/** A post as cached, with the visit count it had when cached (reading it counts no visit). */
export const readPost = (ctx: PublicReadSource, slug: string): Promise<Row | undefined> =>
  ctx.cache.get(`post:${slug}`, ['post'], () => findRecord(ctx.db, post, { slug }));

export const readPagina = (ctx: PublicReadSource, slug: string): Promise<Row | undefined> =>
  ctx.cache.get(`pagina:${slug}`, ['pagina'], () => findRecord(ctx.db, pagina, { slug }));
