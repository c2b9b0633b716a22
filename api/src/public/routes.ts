import type { FastifyInstance, FastifyRequest } from 'fastify';
import { branchSearch, fold, readFields } from '@pasteleria/shared/entities';
import type { Row } from '../content/records.js';
import {
  readCategories,
  readCategoryWithProducts,
  readFirstBranches,
  readHomeCategories,
  readPagina,
  readPaginas,
  readPost,
  readPosts,
  readPublishedBranches,
  readSlides,
  type PublicReadSource,
} from './reads.js';
import { asObject } from '../http/body-object.js';
import { PUBLIC_BODY_LIMIT } from '../plugins/external/body-parsers.js';
import { notFound, throwIfErrors, type FieldErrors } from '../http/errors.js';
import { CATEGORY_MISSING, PAGE_MISSING, POST_MISSING, publicSchemas } from './schemas.js';
import type { VisitCounter } from './visit-counter.js';

/**
 * The visitor's reads (the `/public/*` calls), served from the in-memory cache and made stale by
 * admin writes. A post's detail counts a visit (VisitCounter: concurrent views share one UPDATE)
 * and answers the cached body with the fresh count; a cached answer never needs the database.
 */
type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

/** The cached reads, and the posts' visit counter. */
interface PublicReads extends PublicReadSource {
  visits: VisitCounter;
}

/** The search text as the branchSearch declaration reads it; absent or null is ''. */
function readSearchText(body: unknown): string {
  const errors: FieldErrors = {};
  const values = readFields(branchSearch.fields, asObject(body), 'create', errors);
  throwIfErrors(errors);
  return String(values.text);
}

/** Published branches whose name, address or description contain the text, ignoring case and accents. */
async function searchBranches(ctx: PublicReadSource, text: string): Promise<Row[]> {
  const branches = await readPublishedBranches(ctx);
  const needle = fold(text);
  if (!needle) return branches;
  return branches.filter((branch) =>
    [branch.nombre, branch.direccion, branch.descripcion].some(
      (value) => typeof value === 'string' && fold(value).includes(needle),
    ),
  );
}

async function categoryWithProducts(ctx: PublicReadSource, slug: string) {
  const found = await readCategoryWithProducts(ctx, slug);
  if (!found) throw notFound(CATEGORY_MISSING);
  return found;
}

/**
 * The cached post with its visit counted and the fresh count in the answer; while the count cannot
 * be had (the database is out of reach or slow), the cached count: the visit is counted later.
 */
async function postWithVisit(ctx: PublicReads, slug: string) {
  const cached = await readPost(ctx, slug);
  if (!cached) throw notFound(POST_MISSING);
  const visits = await ctx.visits.count(Number(cached.id));
  if (visits === undefined) throw notFound(POST_MISSING);
  return { ...cached, visits: visits ?? cached.visits };
}

async function paginaBySlug(ctx: PublicReadSource, slug: string) {
  const row = await readPagina(ctx, slug);
  if (!row) throw notFound(PAGE_MISSING);
  return row;
}

export function publicRoutes(ctx: PublicReads) {
  return async (app: FastifyInstance) => {
    app.get('/public/categorias', { schema: publicSchemas.categorias }, () => readCategories(ctx));
    app.get('/public/categorias-home', { schema: publicSchemas.categoriasHome }, () => readHomeCategories(ctx));
    app.get('/public/categorias/:slug', { schema: publicSchemas.categoria }, (request: SlugRequest) =>
      categoryWithProducts(ctx, request.params.slug),
    );
    app.get('/public/slides', { schema: publicSchemas.slides }, () => readSlides(ctx));

    app.get(
      '/public/empresas/:n',
      { schema: publicSchemas.firstBranches },
      (request: FastifyRequest<{ Params: { n: number } }>) => readFirstBranches(ctx, request.params.n),
    );
    app.post(
      '/public/empresas/search',
      { bodyLimit: PUBLIC_BODY_LIMIT, schema: publicSchemas.searchBranches },
      (request) => searchBranches(ctx, readSearchText(request.body)),
    );

    app.get('/public/blog/posts', { schema: publicSchemas.posts }, () => readPosts(ctx));
    app.get('/public/blog/paginas', { schema: publicSchemas.paginas }, () => readPaginas(ctx));
    app.get('/public/blog/post/:slug', { schema: publicSchemas.post }, (request: SlugRequest) =>
      postWithVisit(ctx, request.params.slug),
    );
    app.get('/public/blog/pagina/:slug', { schema: publicSchemas.pagina }, (request: SlugRequest) =>
      paginaBySlug(ctx, request.params.slug),
    );
  };
}
