import { useAuthStore } from '@pasteleria/shared';
import { AdminProviders } from '../providers/admin-providers';
import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';
import { AdminRoutes } from '../layout/admin-routes';
import { RouteWarmup } from '../layout/route-warmup';

/**
 * Exposed as `remote_admin/admin`: the host mounts it at /admin/*; admins only. With a session, the
 * frame (menu, header) shows at once, while the session is checked and the screen's chunk and data
 * load side by side (RouteWarmup); the screen shows once the session is an admin's. Without one, the
 * guard sends the visitor to /login before anything of the back office shows.
 */
export default function Admin() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  return (
    <AdminProviders>
      {signedIn ? (
        <>
          <RouteWarmup />
          <AdminLayout>
            <RequireAdmin>
              <AdminRoutes />
            </RequireAdmin>
          </AdminLayout>
        </>
      ) : (
        <RequireAdmin />
      )}
    </AdminProviders>
  );
}
