import { Link } from 'react-router-dom';
import { PageTitle } from '@pasteleria/shared';

/** The host's not-found screen (the `*` route). */
export function NotFoundPage() {
  return (
    <section className="container remote-status" aria-labelledby="not-found-title">
      <PageTitle text="Página no encontrada" />
      <p className="badge">Error 404</p>
      <h1 id="not-found-title" className="page-title">
        Página no encontrada
      </h1>
      <p className="muted">La página que buscas no existe o cambió de dirección.</p>
      <div className="cluster" style={{ justifyContent: 'center' }}>
        <Link className="btn btn-primary" to="/">
          Ir al inicio
        </Link>
        <Link className="btn btn-outline" to="/categorias">
          Ver productos
        </Link>
      </div>
    </section>
  );
}
