import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { categoria, empresa, pagina, post, producto, slide } from '../entities/definitions.js';
import { branchSearch, readFields } from '../entities/declarations.js';
import { findRecord, listRecords, type Row } from '../entities/records.js';
import { asObject } from '../entities/validate.js';
import { PUBLIC_BODY_LIMIT } from '../plugins/external/body-parsers.js';
import { notFound, throwIfErrors, ValidationError, type FieldErrors } from '../http/errors.js';
import { parseSlug } from '../http/params.js';
import { publicSchemas } from '../schemas/public.js';
import { fold } from '../slugs.js';

/**
 * The visitor's reads (SPEC §7 public calls), served from the in-memory cache and made stale by
 * admin writes. A post's detail counts a visit (VisitCounter: concurrent views share one UPDATE)
 * and answers the cached body with the fresh count.
 */
type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

const MAX_BRANCHES = 100;

function publishedBranches(ctx: AppContext) {
  return ctx.cache.get('empresas:publicadas', ['empresa'], () => listRecords(ctx.db, empresa, { publicado: true }));
}

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
async function searchBranches(ctx: AppContext, text: string): Promise<Row[]> {
  const branches = await publishedBranches(ctx);
  const needle = fold(text);
  if (!needle) return branches;
  return branches.filter((branch) => [branch.nombre, branch.direccion, branch.descripcion].some((value) => fold(String(value ?? '')).includes(needle)));
}

async function categoryWithProducts(ctx: AppContext, slug: string) {
  const found = await ctx.cache.get(`categoria:${slug}`, ['categoria', 'producto'], async () => {
    const row = await findRecord(ctx.db, categoria, { slug });
    if (!row) return null;
    return { categoria: row, productos: await listRecords(ctx.db, producto, { categoria_id: row.id }) };
  });
  if (!found) throw notFound('No se encontró la categoría.');
  return found;
}

/** The cached post with its visit counted and the fresh count in the answer. */
async function postWithVisit(ctx: AppContext, slug: string) {
  const cached = await ctx.cache.get(`post:${slug}`, ['post'], () => findRecord(ctx.db, post, { slug }));
  if (!cached) throw notFound('No se encontró el post.');
  const visits = await ctx.visits.count(Number(cached.id));
  if (visits === undefined) throw notFound('No se encontró el post.');
  return { ...cached, visits };
}

async function paginaBySlug(ctx: AppContext, slug: string) {
  const row = await ctx.cache.get(`pagina:${slug}`, ['pagina'], () => findRecord(ctx.db, pagina, { slug }));
  if (!row) throw notFound('No se encontró la página.');
  return row;
}

export function publicRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/public/categorias', { schema: publicSchemas.categorias }, () => ctx.cache.get('categorias', ['categoria'], () => listRecords(ctx.db, categoria)));
    app.get('/public/categorias-home', { schema: publicSchemas.categoriasHome }, () =>
      ctx.cache.get('categorias:home', ['categoria'], () => listRecords(ctx.db, categoria, { menu: true })),
    );
    app.get('/public/categorias/:slug', { schema: publicSchemas.categoria }, (request: SlugRequest) =>
      categoryWithProducts(ctx, parseSlug(request.params.slug, 'No se encontró la categoría.')),
    );
    app.get('/public/slides', { schema: publicSchemas.slides }, () => ctx.cache.get('slides', ['slide'], () => listRecords(ctx.db, slide)));

    app.get('/public/empresas/:n', { schema: publicSchemas.firstBranches }, async (request: FastifyRequest<{ Params: { n: string } }>) => {
      const n = parseCount(request.params.n);
      return (await publishedBranches(ctx)).slice(0, n);
    });
    app.post('/public/empresas/search', { bodyLimit: PUBLIC_BODY_LIMIT, schema: publicSchemas.searchBranches }, (request) => searchBranches(ctx, readSearchText(request.body)));

    app.get('/public/blog/posts', { schema: publicSchemas.posts }, () => ctx.cache.get('posts', ['post'], () => listRecords(ctx.db, post)));
    app.get('/public/blog/paginas', { schema: publicSchemas.paginas }, () => ctx.cache.get('paginas', ['pagina'], () => listRecords(ctx.db, pagina)));
    app.get('/public/blog/post/:slug', { schema: publicSchemas.post }, (request: SlugRequest) => postWithVisit(ctx, parseSlug(request.params.slug, 'No se encontró el post.')));
    app.get('/public/blog/pagina/:slug', { schema: publicSchemas.pagina }, (request: SlugRequest) => paginaBySlug(ctx, parseSlug(request.params.slug, 'No se encontró la página.')));
  };
}
