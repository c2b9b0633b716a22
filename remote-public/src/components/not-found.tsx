import { Link } from 'react-router-dom';
import { PageTitle } from '@pasteleria/shared';

/** Unknown path under the public remote's prefixes (/categorias/…). */
export function NotFound() {
  return (
    <section className="container">
      <PageTitle text="Página no encontrada" />
      <h1 className="page-title">Página no encontrada</h1>
      <p className="page-lead">La página que buscas no existe o fue movida.</p>
      <p className="cluster">
        <Link className="btn btn-primary" to="/">
          Volver al inicio
        </Link>
        <Link className="btn btn-outline" to="/categorias">
          Ver categorías
        </Link>
      </p>
    </section>
  );
}
