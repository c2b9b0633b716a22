import { REMOTE_MODULES, REMOTE_NAMES } from './site-apps';
import { remoteMounts, SITE_PAGES, sitePage } from './site-pages';

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
});
