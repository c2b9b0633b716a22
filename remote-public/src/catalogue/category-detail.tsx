import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  AsyncView,
  Empty,
  formatPrice,
  getCategoria,
  PageTitle,
  productPath,
  useReloadableAsync,
} from '@pasteleria/shared';
import { SafeHtml } from '@pasteleria/shared/safe-html';
import { ProductCard } from './product-card';
import { ProductModal } from './product-modal';
import { useOpenProduct } from './use-open-product';
import './catalogue.css';

/** /categorias/:slug: a fresh screen per slug, so an open modal never outlives its category. */
export function CategoryDetailRoute() {
  const { slug = '' } = useParams();
  return <CategoryDetail key={slug} slug={slug} />;
}

/**
 * The products of one category; an unknown category (null answer) sends the visitor to /.
 * The open product dialog is the URL's (`?producto=<id>`, see useOpenProduct).
 */
function CategoryDetail({ slug }: { slug: string }) {
  const [answer, reload] = useReloadableAsync(() => getCategoria(slug), [slug]);
  const { open, close } = useOpenProduct(answer.status === 'success' ? (answer.data?.productos ?? null) : null);
  const moreLinks = useRef(new Map<number, HTMLAnchorElement>());

  // Once the dialog closes (Regresar, Escape, backdrop or Back), focus goes to its product's
  // 'Ver más', also when the page was opened on the product URL and nothing had focus before.
  const openId = open?.id ?? null;
  const lastOpenId = useRef<number | null>(null);
  useEffect(() => {
    if (openId !== null) lastOpenId.current = openId;
    else if (lastOpenId.current !== null) {
      moreLinks.current.get(lastOpenId.current)?.focus();
      lastOpenId.current = null;
    }
  }, [openId]);

  if (answer.status !== 'success') {
    return (
      <section className="container pub-route-loading">
        <PageTitle text="Productos" />
        <AsyncView
          state={answer}
          loading="Cargando productos..."
          error="No se pudieron cargar los productos. Intenta de nuevo más tarde."
          onRetry={reload}
        >
          {() => null}
        </AsyncView>
      </section>
    );
  }
  if (answer.data === null) return <Navigate to="/" replace />;

  const { categoria, productos } = answer.data;
  const title = `Productos por categoría: ${categoria.nombre}`;

  return (
    <section className="container">
      <PageTitle text={title} />
      <h1 className="page-title">{title}</h1>
      {categoria.descripcion && <SafeHtml className="prose page-lead" html={categoria.descripcion} />}
      {productos.length === 0 ? (
        <Empty>Esta categoría aún no tiene productos.</Empty>
      ) : (
        <ul className="grid card-list">
          {productos.map((producto, i) => (
            <li key={producto.id}>
              <ProductCard
                producto={producto}
                priority={i === 0}
                href={productPath(categoria.slug, producto.id)}
                moreLinkRef={(link) => {
                  if (link) moreLinks.current.set(producto.id, link);
                  else moreLinks.current.delete(producto.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="pub-price-note">
        <strong>Nota:</strong> un precio de {formatPrice(0)} significa que el producto tiene varios precios según su
        tamaño o presentación. Consulta la tabla de precios o pregunta a nuestro equipo.
      </p>
      {open && <ProductModal producto={open} categorySlug={categoria.slug} onClose={close} />}
    </section>
  );
}
