import { Link } from 'react-router-dom';
import { Result } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import './components.css';

/** Unknown path under /admin, shown inside the admin layout. */
export function AdminNotFound() {
  return (
    <>
      <PageTitle text="Página no encontrada" />
      <Result
        status="404"
        title="Página no encontrada"
        subTitle="La sección que buscas no existe en el panel de administración."
        extra={
          <Link className="admin-link-button" to="/admin">
            Volver al panel
          </Link>
        }
      />
    </>
  );
}
