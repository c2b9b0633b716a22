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
import { notFound, throwIfErrors, ValidationError, type FieldErrors } from '../http/errors.js';
import { parseSlug } from '../http/params.js';
import { publicSchemas } from './schemas.js';
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

const MAX_BRANCHES = 100;

function parseCount(raw: string): number {
  const n = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_BRANCHES) {
    throw new ValidationError({ n: [`El número de sucursales debe ser un entero entre 1 y ${MAX_BRANCHES}.`] });
  }
  return n;
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
  if (!found) throw notFound('No se encontró la categoría.');
  return found;
}

/**
 * The cached post with its visit counted and the fresh count in the answer; while the count cannot
 * be had (the database is out of reach or slow), the cached count: the visit is counted later.
 */
async function postWithVisit(ctx: PublicReads, slug: string) {
  const cached = await readPost(ctx, slug);
  if (!cached) throw notFound('No se encontró el post.');
  const visits = await ctx.visits.count(Number(cached.id));
  if (visits === undefined) throw notFound('No se encontró el post.');
  return { ...cached, visits: visits ?? cached.visits };
}

async function paginaBySlug(ctx: PublicReadSource, slug: string) {
  const row = await readPagina(ctx, slug);
  if (!row) throw notFound('No se encontró la página.');
  return row;
}

export function publicRoutes(ctx: PublicReads) {
  return async (app: FastifyInstance) => {
    app.get('/public/categorias', { schema: publicSchemas.categorias }, () => readCategories(ctx));
    app.get('/public/categorias-home', { schema: publicSchemas.categoriasHome }, () => readHomeCategories(ctx));
    app.get('/public/categorias/:slug', { schema: publicSchemas.categoria }, (request: SlugRequest) =>
      categoryWithProducts(ctx, parseSlug(request.params.slug, 'No se encontró la categoría.')),
    );
    app.get('/public/slides', { schema: publicSchemas.slides }, () => readSlides(ctx));

    app.get(
      '/public/empresas/:n',
      { schema: publicSchemas.firstBranches },
      (request: FastifyRequest<{ Params: { n: string } }>) => readFirstBranches(ctx, parseCount(request.params.n)),
    );
    app.post(
      '/public/empresas/search',
      { bodyLimit: PUBLIC_BODY_LIMIT, schema: publicSchemas.searchBranches },
      (request) => searchBranches(ctx, readSearchText(request.body)),
    );

    app.get('/public/blog/posts', { schema: publicSchemas.posts }, () => readPosts(ctx));
    app.get('/public/blog/paginas', { schema: publicSchemas.paginas }, () => readPaginas(ctx));
    app.get('/public/blog/post/:slug', { schema: publicSchemas.post }, (request: SlugRequest) =>
      postWithVisit(ctx, parseSlug(request.params.slug, 'No se encontró el post.')),
    );
    app.get('/public/blog/pagina/:slug', { schema: publicSchemas.pagina }, (request: SlugRequest) =>
      paginaBySlug(ctx, parseSlug(request.params.slug, 'No se encontró la página.')),
    );
  };
}
