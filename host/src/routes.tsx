import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from './federation/remote-route';
import type { RemoteName } from './federation/remotes';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';

/** A page a remote renders: where the host mounts it, and in which layout. */
export interface RemotePage {
  /** Relative to the site's root: '' is /, 'blog/*' leaves everything below /blog to the remote. */
  path: string;
  remote: RemoteName;
  /** Exposed module, e.g. './Home'. */
  module: string;
  title: string;
  /**
   * Public pages get the navbar, footer, cookie banner and WhatsApp button; /login and /admin/* do
   * not: the admin remote draws its own Ant Design layout.
   */
  layout: 'public' | 'admin';
}

/** The remotes' pages. Inside its prefix each remote owns its sub-routes (e.g. /blog/post/:slug). */
const REMOTE_PAGES: readonly RemotePage[] = [
  { path: '', remote: 'remote_public', module: './Home', title: 'Inicio', layout: 'public' },
  {
    path: 'categorias/*',
    remote: 'remote_public',
    module: './Catalogue',
    title: 'Línea de productos',
    layout: 'public',
  },
  { path: 'blog/*', remote: 'remote_blog', module: './Blog', title: 'Blog y Contenidos', layout: 'public' },
  { path: 'login', remote: 'remote_admin', module: './Login', title: 'Iniciar sesión', layout: 'admin' },
  { path: 'admin/*', remote: 'remote_admin', module: './Admin', title: 'Panel de administración', layout: 'admin' },
];

/** The remote page a URL opens, and the part of its path the remote routes itself ('pasteles'). */
export function remotePageAt(pathname: string): { page: RemotePage; subPath: string } | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  for (const page of REMOTE_PAGES) {
    const prefix = page.path.replace(/\/?\*$/, '');
    if (path === prefix) return { page, subPath: '' };
    if (page.path.endsWith('*') && path.startsWith(`${prefix}/`))
      return { page, subPath: path.slice(prefix.length + 1) };
  }
  return null;
}

/** A host page no other route needs: its own small chunk, fetched when first shown. */
function hostPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
const cookiePolicy = hostPage(() => import('./pages/cookie-policy').then((m) => m.CookiePolicyPage));
const notFound = hostPage(() => import('./pages/not-found').then((m) => m.NotFoundPage));

function remoteRoutes(layout: RemotePage['layout']) {
  return REMOTE_PAGES.filter((page) => page.layout === layout).map(({ path, remote, module, title }) => {
    const element = <RemoteRoute remote={remote} module={module} title={title} />;
    return path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />;
  });
}

/** The host's route table: the remotes' pages in their layouts, the cookie policy and not-found. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {remoteRoutes('public')}
        <Route path="politica-cookies" element={cookiePolicy} />
        <Route path="*" element={notFound} />
      </Route>
      <Route element={<AdminLayout />}>{remoteRoutes('admin')}</Route>
    </Routes>
  );
}
