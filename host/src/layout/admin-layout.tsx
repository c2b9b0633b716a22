import { Outlet } from 'react-router-dom';
import { MAIN_ID } from './main-id';
import { PreviewSlot } from '../preview/preview-slot';

/**
 * /login and /admin/*: no public navbar, footer, cookie banner or WhatsApp button. The admin remote
 * draws its own Ant Design layout; the host only gives it a <main> (after the preview banner, while
 * previewing) and, if it fails, the error boundary's message with a way back to the public site.
 */
export function AdminLayout() {
  return (
    <>
      <PreviewSlot />
      <main id={MAIN_ID} className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
