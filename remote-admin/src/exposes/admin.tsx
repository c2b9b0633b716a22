import { AdminProviders } from '../providers/admin-providers';
import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';
import { AdminRoutes } from '../layout/admin-routes';

/** Exposed as `remote_admin/admin`: the host mounts it at /admin/*; admins only. */
export default function Admin() {
  return (
    <AdminProviders>
      <RequireAdmin>
        <AdminLayout>
          <AdminRoutes />
        </AdminLayout>
      </RequireAdmin>
    </AdminProviders>
  );
}
