import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from './federation/remote-route';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';

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

/**
 * The host's route table. Inside its prefix each remote owns its sub-routes (e.g. /blog/post/:slug).
 * Public pages get the navbar, footer, cookie banner and WhatsApp button; /login and /admin/* do
 * not: the admin remote draws its own Ant Design layout.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<RemoteRoute remote="remote_public" module="./Home" title="Inicio" />} />
        <Route
          path="categorias/*"
          element={<RemoteRoute remote="remote_public" module="./Catalogue" title="Línea de productos" />}
        />
        <Route path="blog/*" element={<RemoteRoute remote="remote_blog" module="./Blog" title="Blog y Contenidos" />} />
        <Route path="politica-cookies" element={cookiePolicy} />
        <Route path="*" element={notFound} />
      </Route>
      <Route element={<AdminLayout />}>
        <Route path="login" element={<RemoteRoute remote="remote_admin" module="./Login" title="Iniciar sesión" />} />
        <Route
          path="admin/*"
          element={<RemoteRoute remote="remote_admin" module="./Admin" title="Panel de administración" />}
        />
      </Route>
    </Routes>
  );
}
