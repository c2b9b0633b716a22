import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from './federation/remote-route';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';
import { REMOTE_PAGES, type RemotePage } from './remote-pages';

export { remotePageAt, type RemotePage } from './remote-pages';

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
