import { Outlet } from 'react-router-dom';
import { MAIN_ID } from './main-id';

/**
 * /login and /admin/*: no public navbar, footer, cookie banner or WhatsApp button. The admin remote
 * draws its own Ant Design layout; the host only gives it a <main> and, if it fails, the error
 * boundary's message with a way back to the public site.
 */
export function AdminLayout() {
  return (
    <main id={MAIN_ID} className="admin-main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
