import { Link } from 'react-router-dom';
import { PageTitle } from '@pasteleria/shared';

/** Unknown path under /blog, or a post or page that does not exist. */
export function NotFound() {
  return (
    <section className="container">
      <PageTitle text="Página no encontrada" />
      <h1 className="page-title">Página no encontrada</h1>
      <p className="page-lead">La publicación que buscas no existe o fue retirada.</p>
      <p className="cluster">
        <Link className="btn btn-primary" to="/blog">
          Volver al blog
        </Link>
        <Link className="btn btn-outline" to="/">
          Ir al inicio
        </Link>
      </p>
    </section>
  );
}
