import { AdminProviders } from '../providers/admin-providers';
import { LoginPage } from '../auth/login-page';

/** Exposed as `remote_admin/login`: the host's /login route. */
export default function Login() {
  return (
    <AdminProviders>
      <LoginPage />
    </AdminProviders>
  );
}
