import {
  blogHead,
  categoryHead,
  categoryListHead,
  categoryPath,
  homeHead,
  notFoundHead,
  pageHead,
  pageTitle,
  postHead,
  productHead,
  SITE_DESCRIPTION,
  type PageHead,
} from '@pasteleria/shared/seo';
import {
  ADMIN_SCREEN_CHUNKS,
  adminScreenAt,
  matchSitePath,
  SITE_PAGES,
  sitePage,
  sitePath,
  type RemoteName,
} from '@pasteleria/shared/federation';
import type { ImageSizesKey } from '@pasteleria/shared/images/responsive';
import { adminFirstReads, HOME_BRANCH_COUNT } from '@pasteleria/shared/entities';
import type { Config } from '../config.js';
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
} from '../public/reads.js';
import { article, bakery, breadcrumbs, itemList, product, withContext, type JsonLd, type Urls } from './json-ld.js';

/**
 * The server's table of public pages, in the manner of Next.js's `generateMetadata`: for each
 * route, one small function that reads the same cached data the route shows and says what the
 * page's HTML carries around the remote that renders it: status, head, JSON-LD, the API answers of
 * its first view (inline), and its LCP picture (preloaded). The body is the remote's: its first
 * view drawn on the server when it can be (./server-render/), else in the browser.
 */

/** Which `sizes` the LCP picture's `<img>` uses (its IMAGE_SIZES key). */
type PictureUse = ImageSizesKey;

export interface PageModel {
  status: 200 | 404;
  head: PageHead;
  /** Admin and login: never in a search index. */
  noindex?: boolean;
  /**
   * Drawn in the browser alone, never on the server: /login, whose first render reads what only the
   * tab knows (its session, and what a redirect told it: the page to go back to, a refusal to explain).
   */
  browserOnly?: true;
  /**
   * The remote module that renders the page: its entry and first-view chunks are preloaded, and
   * those of `route`, the lazy screen the page opens on ('route-post-detail'), when it has one.
   */
  remote?: { name: RemoteName; expose: string; route?: string };
  /** API answers of the first view, keyed by their path under the API base. */
  answers?: Record<string, unknown>;
  /** Paths among `answers` whose GET is still sent (a post's counts a visit). */
  alsoRequest?: string[];
  /** Drawn with one administrator's data (`answers` read with their session): kept by no cache. */
  private?: true;
  jsonLd?: JsonLd[];
  /** The first picture of the first view: preloaded with fetchpriority=high. */
  lcp?: { entity: string; name: string; use: PictureUse } | undefined;
  /** Extra Open Graph properties (a product's price). */
  og?: Array<[property: string, content: string]>;
}

/** What a page is read from: the shop's settings and the cached public reads. */
export interface PageSource extends PublicReadSource {
  config: Pick<Config, 'site'>;
}

interface PageInput {
  ctx: PageSource;
  params: Record<string, string>;
  query: URLSearchParams;
  urls: Urls;
  path: string;
  /**
   * The admin API's answers to GETs of `paths` (under the API base), read with the session the
   * request's ADMIN_SESSION_COOKIE names; null without one, or when any read is refused or fails.
   */
  readAsAdmin: (paths: string[]) => Promise<Record<string, unknown> | null>;
}

export interface PageRoute {
  /** fastify route path(s). */
  paths: string[];
  build(input: PageInput): Promise<PageModel>;
}

const site = (ctx: PageSource) => ctx.config.site;
const picture = (entity: string, name: unknown, use: PictureUse) =>
  typeof name === 'string' && name ? { entity, name, use } : undefined;
/** A crumb of a page without parameters: its title and path, as the site's table of pages declares them. */
const crumb = (path: string): [string, string] => [sitePage(path).title, sitePath(path)];
const HOME = crumb('/');
const CATALOGUE = crumb('/categorias');
const BLOG = crumb('/blog');

/** An unknown route or slug: a real 404, with the site's not-found screen still rendered by the host. */
export function notFoundPage(ctx: PageSource, path: string): PageModel {
  return { status: 404, head: notFoundHead(site(ctx), path), noindex: true };
}

/**
 * A page of the site's table of pages (@pasteleria/shared/federation): served at its declared path;
 * when found, it preloads the remote module that renders it and the lazy screen it opens on.
 */
function remotePage(path: string, build: PageRoute['build']): PageRoute {
  const page = sitePage(path);
  const remote = { name: page.remote, expose: page.expose, ...(page.routeChunk ? { route: page.routeChunk } : {}) };
  return {
    paths: [page.path],
    async build(input) {
      const model = await build(input);
      return model.status === 200 ? { remote, ...model } : model;
    },
  };
}

/** The back office's pages, '/admin' itself included: the table declares '/login' and '/admin/*'. */
const ADMIN_PATHS = SITE_PAGES.filter((page) => page.layout === 'admin').flatMap((page) =>
  page.path.endsWith('/*') ? [page.path.slice(0, -2), page.path] : [page.path],
);

export const pageRoutes: PageRoute[] = [
  remotePage('/', async ({ ctx, urls }) => {
    const [slides, featured, branches, firstBranches] = await Promise.all([
      readSlides(ctx),
      readHomeCategories(ctx),
      readPublishedBranches(ctx),
      readFirstBranches(ctx, HOME_BRANCH_COUNT),
    ]);
    const head = homeHead(site(ctx));
    const first = slides.find((slide) => slide.imagen);
    return {
      status: 200,
      head,
      // 'Contacto' is in the first view of a tall window (a desktop's): its branches come with the
      // page too, so that view needs neither the API nor the API client's download.
      answers: {
        '/public/slides': slides,
        '/public/categorias-home': featured,
        [`/public/empresas/${HOME_BRANCH_COUNT}`]: firstBranches,
      },
      jsonLd: [bakery(site(ctx), branches, urls.picture('slide', first?.imagen), urls, SITE_DESCRIPTION)],
      lcp: picture('slide', first?.imagen, 'slide'),
    };
  }),
  remotePage('/categorias', async ({ ctx, urls }) => {
    const categorias = await readCategories(ctx);
    return {
      status: 200,
      head: categoryListHead(site(ctx)),
      answers: { '/public/categorias': categorias },
      jsonLd: [breadcrumbs([HOME, CATALOGUE], urls)],
      lcp: picture('categoria', categorias[0]?.urlfoto, 'card'),
    };
  }),
  remotePage('/categorias/:slug', async ({ ctx, params, query, urls, path }) => {
    const slug = params.slug ?? '';
    const found = await readCategoryWithProducts(ctx, slug);
    if (!found) return notFoundPage(ctx, path);
    const categoria = found.categoria as Row & Parameters<typeof categoryHead>[1];
    const productos = found.productos as Array<Row & Parameters<typeof productHead>[2]>;
    const trail: Array<[string, string]> = [HOME, CATALOGUE, [String(categoria.nombre), categoryPath(categoria.slug)]];
    const base = {
      status: 200 as const,
      answers: { [`/public/categorias/${encodeURIComponent(slug)}`]: found },
    };
    const chosen = productos.find((row) => String(row.id) === query.get('producto'));
    if (chosen) {
      const head = productHead(site(ctx), categoria.slug, chosen);
      const price = Number(chosen.price);
      return {
        ...base,
        head,
        jsonLd: [
          withContext(product(chosen, head.path, urls)),
          breadcrumbs([...trail, [String(chosen.name), head.path]], urls),
        ],
        lcp: picture('producto', chosen.image, 'detail'),
        og:
          price > 0
            ? [
                ['product:price:amount', price.toFixed(2)],
                ['product:price:currency', 'MXN'],
              ]
            : [],
      };
    }
    const head = categoryHead(site(ctx), categoria);
    return {
      ...base,
      head,
      jsonLd: [
        itemList(
          `Productos por categoría: ${categoria.nombre}`,
          productos.map((row) => product(row, productHead(site(ctx), categoria.slug, row).path, urls)),
        ),
        breadcrumbs(trail, urls),
      ],
      lcp: picture('producto', productos[0]?.image, 'card'),
    };
  }),
  remotePage('/blog', async ({ ctx, urls }) => {
    const [posts, paginas] = await Promise.all([readPosts(ctx), readPaginas(ctx)]);
    const first = [
      ...posts.map((row) => ['post', row.image] as const),
      ...paginas.map((row) => ['pagina', row.image] as const),
    ][0];
    return {
      status: 200,
      head: blogHead(site(ctx)),
      answers: { '/public/blog/posts': posts, '/public/blog/paginas': paginas },
      jsonLd: [breadcrumbs([HOME, BLOG], urls)],
      lcp: first ? picture(first[0], first[1], 'blogCard') : undefined,
    };
  }),
  remotePage('/blog/post/:slug', async ({ ctx, params, urls, path }) => {
    const row = await readPost(ctx, params.slug ?? '');
    if (!row) return notFoundPage(ctx, path);
    const head = postHead(site(ctx), row as Row & Parameters<typeof postHead>[1]);
    const answerPath = `/public/blog/post/${encodeURIComponent(params.slug ?? '')}`;
    return {
      status: 200,
      head,
      // The browser still sends the GET: it counts the visit (reading the head never does).
      answers: { [answerPath]: row },
      alsoRequest: [answerPath],
      jsonLd: [
        article('BlogPosting', row, head, urls.picture('post', row.image), urls, site(ctx).name),
        breadcrumbs([HOME, BLOG, [String(row.title || row.name), head.path]], urls),
      ],
      lcp: picture('post', row.image, 'detail'),
    };
  }),
  remotePage('/blog/pagina/:slug', async ({ ctx, params, urls, path }) => {
    const row = await readPagina(ctx, params.slug ?? '');
    if (!row) return notFoundPage(ctx, path);
    const head = pageHead(site(ctx), row as Row & Parameters<typeof pageHead>[1]);
    return {
      status: 200,
      head,
      answers: { [`/public/blog/pagina/${encodeURIComponent(params.slug ?? '')}`]: row },
      jsonLd: [
        article('WebPage', row, head, urls.picture('pagina', row.image), urls, site(ctx).name),
        breadcrumbs([HOME, BLOG, [String(row.title || row.name), head.path]], urls),
      ],
      lcp: picture('pagina', row.image, 'detail'),
    };
  }),
  {
    // The host's own page.
    paths: ['/politica-cookies'],
    async build({ ctx }) {
      return {
        status: 200,
        head: {
          title: pageTitle(site(ctx), 'Política de cookies'),
          description: `Cómo usa cookies el sitio de ${site(ctx).name}.`,
          path: '/politica-cookies',
          type: 'website',
          image: null,
        },
      };
    },
  },
  {
    // The back office: never indexed. Its remote's entry and module are preloaded (/login's form, or
    // the back office itself and the screen the URL opens on), so an administrator's phone fetches
    // them beside the host's scripts, not one after the other. The back office is drawn on the
    // server as a tab shows it before it has read its session: the frame and the screen waiting
    // for its data, or, when the tab's session cookie names an administrator's session, an
    // entity's list or form with its data, read with that session (a page of theirs alone).
    // /login is drawn in the browser.
    paths: ADMIN_PATHS,
    async build({ ctx, path, readAsAdmin }) {
      const page = matchSitePath(path)?.page ?? sitePage('/admin/*');
      const below = page.path === '/admin/*' ? path.replace(/^\/admin\/?/, '') : null;
      const reads = below === null ? [] : adminFirstReads(below);
      const answers = reads.length ? await readAsAdmin(reads) : null;
      return {
        ...(answers ? { answers, private: true as const } : {}),
        status: 200,
        head: { title: pageTitle(site(ctx), page.title), description: '', path, type: 'website', image: null },
        remote: {
          name: page.remote,
          expose: page.expose,
          ...(below === null ? {} : { route: ADMIN_SCREEN_CHUNKS[adminScreenAt(below)] }),
        },
        noindex: true,
        ...(page.path === '/login' ? { browserOnly: true as const } : {}),
      };
    },
  },
];
