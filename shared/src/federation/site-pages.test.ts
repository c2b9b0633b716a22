import { REMOTE_MODULES, REMOTE_NAMES } from './site-apps';
import { matchSitePath, remoteMounts, SITE_PAGES, sitePage, sitePath } from './site-pages';

describe('the pages of the site', () => {
  test('every module the host loads from a remote renders a page, and every page names one of them', () => {
    const exposes = SITE_PAGES.map((page) => `${page.remote} ${page.expose}`);
    const declared = REMOTE_NAMES.flatMap((remote) => REMOTE_MODULES[remote].map((module) => `${remote} ${module}`));
    expect(new Set(exposes)).toEqual(new Set(declared));
  });

  test('each path is declared once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('the host mounts each module once, where its pages begin', () => {
    expect(remoteMounts().map(({ path, expose, layout }) => [path, expose, layout])).toEqual([
      ['/', './Home', 'public'],
      ['/categorias/*', './Catalogue', 'public'],
      ['/blog/*', './Blog', 'public'],
      ['/login', './Login', 'admin'],
      ['/admin/*', './Admin', 'admin'],
    ]);
    expect(remoteMounts().find((mount) => mount.expose === './Catalogue')?.title).toBe('Línea de productos');
  });

  test('a page is found by its path; an undeclared one is an error that names it', () => {
    expect(sitePage('/blog/post/:slug')).toMatchObject({ remote: 'remote_blog', routeChunk: 'route-post-detail' });
    expect(() => sitePage('/tienda')).toThrow('/tienda');
  });

  test('a path is built from its page, its parameters encoded', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/categorias/:slug', { slug: 'pan dulce/ñ' })).toBe('/categorias/pan%20dulce%2F%C3%B1');
    expect(sitePath('/blog/pagina/:slug', { slug: 'nosotros' })).toBe('/blog/pagina/nosotros');
    expect(() => sitePath('/blog/post/:slug')).toThrow(':slug');
    expect(() => sitePath('/tienda')).toThrow('/tienda');
  });

  test('a pathname is matched to its page, its parameters decoded', () => {
    const match = (pathname: string) => {
      const found = matchSitePath(pathname);
      return found && [found.page.path, found.params];
    };
    expect(match('/')).toEqual(['/', {}]);
    expect(match('/categorias/')).toEqual(['/categorias', {}]);
    expect(match('/categorias/pan%20dulce%2F%C3%B1')).toEqual(['/categorias/:slug', { slug: 'pan dulce/ñ' }]);
    expect(match('/blog/post/historia')).toEqual(['/blog/post/:slug', { slug: 'historia' }]);
    expect(match('/admin')).toEqual(['/admin/*', {}]);
    expect(match('/admin/post/edit/3')).toEqual(['/admin/*', {}]);
    expect(match('/login')).toEqual(['/login', {}]);
    for (const unknown of ['/tienda', '/categorias/a/b', '/blog/post', '/categorias/%E0%A4%A', '/politica-cookies'])
      expect(match(unknown)).toBeUndefined();
  });

  test('what a path builds, it matches', () => {
    for (const page of SITE_PAGES.filter((candidate) => !candidate.path.endsWith('*'))) {
      const params: Record<string, string> = page.path.includes(':slug') ? { slug: 'año nuevo' } : {};
      expect(matchSitePath(sitePath(page.path, params))).toEqual({ page, params });
    }
  });
});
