import type { REMOTE_MODULES, RemoteName } from './site-apps.ts';

type ExposeOf<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

/** A page of the site that a remote renders. */
export type SitePage = {
  [R in RemoteName]: {
    /** Its URL pattern, as fastify and React Router write it: '/', '/categorias/:slug', '/admin/*'. */
    path: string;
    remote: R;
    /** The remote's module that renders it. */
    expose: ExposeOf<R>;
    /**
     * The lazy screen the page opens on, by the chunk name the remote gives it (its
     * webpackChunkName, 'route-post-detail'): the server preloads its files with the page.
     */
    routeChunk?: string;
    /** The tab's title while the remote loads (the page's own head says more once its data is known). */
    title: string;
    /** 'public': the navbar, footer, cookie banner and WhatsApp button; 'admin': the admin draws its own frame. */
    layout: 'public' | 'admin';
  };
}[RemoteName];

/**
 * Every page a remote renders, declared once: the host mounts the remotes from it, the server
 * composes and preloads each page from it, and the bundle budget measures its pages. Within the
 * path where the host mounts it, a remote routes its own screens.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', remote: 'remote_public', expose: './Home', title: 'Inicio', layout: 'public' },
  {
    path: '/categorias',
    remote: 'remote_public',
    expose: './Catalogue',
    title: 'Línea de productos',
    layout: 'public',
  },
  {
    path: '/categorias/:slug',
    remote: 'remote_public',
    expose: './Catalogue',
    routeChunk: 'route-category-detail',
    title: 'Línea de productos',
    layout: 'public',
  },
  { path: '/blog', remote: 'remote_blog', expose: './Blog', title: 'Blog y Contenidos', layout: 'public' },
  {
    path: '/blog/post/:slug',
    remote: 'remote_blog',
    expose: './Blog',
    routeChunk: 'route-post-detail',
    title: 'Blog y Contenidos',
    layout: 'public',
  },
  {
    path: '/blog/pagina/:slug',
    remote: 'remote_blog',
    expose: './Blog',
    routeChunk: 'route-page-detail',
    title: 'Blog y Contenidos',
    layout: 'public',
  },
  { path: '/login', remote: 'remote_admin', expose: './Login', title: 'Iniciar sesión', layout: 'admin' },
  { path: '/admin/*', remote: 'remote_admin', expose: './Admin', title: 'Panel de administración', layout: 'admin' },
];

/** The page declared at `path` (a pattern of SITE_PAGES); throws for one that is not declared. */
export function sitePage(path: string): SitePage {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page is declared at ${path}`);
  return page;
}

/** The search parameter by which a category's page opens a product's dialog: /categorias/pasteles?producto=12. */
export const PRODUCT_PARAM = 'producto';

/**
 * The cookie 'Acepto' sets on the cookie notice: the host writes it, and the server reads it so
 * that a page it draws hides the notice from the first paint for whoever already accepted.
 */
export const CONSENT_COOKIE = 'mi_consentimiento_cookie';
/** How long the consent cookie lasts. */
export const CONSENT_DAYS = 150;
/**
 * Where the cookie notice's 'Acepto' posts its form when the page runs no script: the server sets
 * the cookie and sends the visitor back to the page. With scripts, the host stores it itself.
 */
export const CONSENT_FORM_PATH = '/aceptar-cookies';

/**
 * The cookie that tells the server, as a tab asks for a back-office page, the session that tab
 * signed in with: the server then draws the screen with its data (an entity's list, the row an
 * edit form opens with) instead of waiting for it. The auth store writes it beside the tab's
 * stored token and clears it on sign-out. It goes only with the back office's pages (path
 * /admin), never with a request from another site (SameSite=Strict), and the API never reads a
 * session from it: a call still needs its Authorization header.
 */
export const ADMIN_SESSION_COOKIE = 'pasteleria_sesion';

/** A page's parameters by name: { slug: 'pan-dulce' } for '/categorias/:slug'. */
export type PageParams = Record<string, string>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The path of the page declared at `pattern`, its parameters filled in and encoded:
 * sitePath('/categorias/:slug', { slug: 'pan dulce' }) is '/categorias/pan%20dulce'.
 */
export function sitePath(pattern: string, params: PageParams = {}): string {
  const segments = segmentsOf(sitePage(pattern).path).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined) throw new Error(`${pattern} needs ${segment}`);
    return encodeURIComponent(value);
  });
  return `/${segments.join('/')}`;
}

/** A URL's segment decoded; undefined when its percent-encoding does not decode. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The page a pathname opens, with its parameters decoded: '/categorias/pan%20dulce' is the page
 * '/categorias/:slug' with { slug: 'pan dulce' }; '/admin/post' is '/admin/*'. Undefined for a
 * path no page declares (the host's not-found screen). A trailing slash changes nothing.
 */
export function matchSitePath(pathname: string): { page: SitePage; params: PageParams } | undefined {
  const actual = segmentsOf(pathname);
  for (const page of SITE_PAGES) {
    const expected = segmentsOf(page.path);
    const rest = expected.at(-1) === '*';
    if (rest) expected.pop();
    if (rest ? actual.length < expected.length : actual.length !== expected.length) continue;
    const params: PageParams = {};
    const fits = expected.every((segment, i) => {
      const value = actual[i] ?? '';
      if (!segment.startsWith(':')) return segment === value;
      const param = decoded(value);
      if (param !== undefined) params[segment.slice(1)] = param;
      return param !== undefined;
    });
    if (fits) return { page, params };
  }
  return undefined;
}

// The paths of the pages with a slug; a product's own URL opens its dialog on its category's page.
export const categoryPath = (slug: string) => sitePath('/categorias/:slug', { slug });
export const productPath = (categorySlug: string, productId: number | string) =>
  `${categoryPath(categorySlug)}?${PRODUCT_PARAM}=${encodeURIComponent(String(productId))}`;
export const postPath = (slug: string) => sitePath('/blog/post/:slug', { slug });
export const pagePath = (slug: string) => sitePath('/blog/pagina/:slug', { slug });

/** Where the host mounts one remote module: its shortest page's path, with '/*' when it has pages below it. */
export type RemoteMount = Omit<SitePage, 'path' | 'routeChunk'> & { path: string };

/**
 * The host's mount points, one per remote module, in the order of SITE_PAGES: '/' for the home,
 * '/categorias/*' for the catalogue (its pages '/categorias' and '/categorias/:slug'), '/login',
 * '/admin/*'. The mount's title and layout are those of its shortest page.
 */
export function remoteMounts(pages: readonly SitePage[] = SITE_PAGES): RemoteMount[] {
  const mounts: RemoteMount[] = [];
  for (const page of pages) {
    if (mounts.some((mount) => mount.remote === page.remote && mount.expose === page.expose)) continue;
    const same = pages.filter((other) => other.remote === page.remote && other.expose === page.expose);
    const base = page.path.replace(/\/\*$/, '') || '/';
    const below = page.path.endsWith('/*') || same.some((other) => other.path.startsWith(`${base}/`));
    const { routeChunk: _routeChunk, ...mount } = page;
    mounts.push({ ...mount, path: below ? `${base}/*` : base });
  }
  return mounts;
}
