import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from './federation/remote-route';
// Its own subpath: the start-up bundle takes the table of pages alone, not the whole federation module.
import { remoteMounts, type RemoteMount } from '@pasteleria/shared';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';

/** Where the host mounts each remote module, from the site's one table of pages (relative paths below). */
const REMOTE_PAGES = remoteMounts();

/** A remote module's place in the host: its mount point (e.g. '/categorias/*'), its title and layout. */
export type RemotePage = RemoteMount;

/** The remote page a URL opens, and the part of its path the remote routes itself ('pasteles'). */
export function remotePageAt(pathname: string): { page: RemotePage; subPath: string } | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  for (const page of REMOTE_PAGES) {
    const prefix = page.path.replace(/^\//, '').replace(/\/?\*$/, '');
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
  return REMOTE_PAGES.filter((page) => page.layout === layout).map(({ path, remote, expose, title }) => {
    const element = <RemoteRoute remote={remote} module={expose} title={title} />;
    return path === '/' ? (
      <Route key="index" index element={element} />
    ) : (
      <Route key={path} path={path.slice(1)} element={element} />
    );
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
