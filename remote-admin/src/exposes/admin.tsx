import { PART_ATTRIBUTE, useAuthStore } from '@pasteleria/shared';
import { AdminProviders } from '../providers/admin-providers';
import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';
import { AdminRoutes, BACK_OFFICE_PART } from '../layout/admin-routes';
import { RouteWarmup, useDrawnPageData } from '../layout/route-warmup';
import { useInBrowser } from '../components/in-browser';

export { preloadRoute } from '../layout/admin-routes';

/**
 * Exposed as `remote_admin/admin`: the host mounts it at /admin/*; admins only. With a session, the
 * frame (menu, header) and the URL's screen show at once, while the session is checked and the
 * screen's chunk and data load side by side (RouteWarmup). Without one, the guard sends the visitor
 * to /login. The server draws what a signed-in tab shows first: the frame and the screen waiting
 * for its data, or with it when the page carries it (useDrawnPageData), hydrated as they are.
 */
export default function Admin() {
  return (
    <AdminProviders>
      <BackOffice />
    </AdminProviders>
  );
}

function BackOffice() {
  useDrawnPageData();
  const inBrowser = useInBrowser();
  const signedIn = useAuthStore((s) => Boolean(s.token));
  return signedIn || !inBrowser ? (
    <div {...{ [PART_ATTRIBUTE]: BACK_OFFICE_PART }} className="admin-part">
      <RouteWarmup />
      <AdminLayout>
        <RequireAdmin>
          <AdminRoutes />
        </RequireAdmin>
      </AdminLayout>
    </div>
  ) : (
    <RequireAdmin />
  );
}
