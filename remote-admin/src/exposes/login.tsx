import { LoginPage } from '../auth/login-page';

/**
 * Exposed as `remote_admin/login`: the host's /login route. A plain form: it loads none of antd and
 * none of the back office, which come with `remote_admin/admin` once signed in.
 */
export default function Login() {
  return <LoginPage />;
}
