import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from './federation/remote-route';
import { AdminLayout } from './layout/admin-layout';
import { PublicLayout } from './layout/public-layout';
import { CookiePolicyPage } from './pages/cookie-policy';
import { NotFoundPage } from './pages/not-found';

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
        <Route path="politica-cookies" element={<CookiePolicyPage />} />
        <Route path="*" element={<NotFoundPage />} />
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
