import { StoredImage, type Producto } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import '../components/components.css';
import { Link } from 'react-router-dom';
import { OPENED_FROM_LIST } from './use-open-product';

interface ProductCardProps {
  producto: Producto;
  /** The product's own URL (productPath): 'Ver más' links to it, which opens its dialog. */
  href: string;
  moreLinkRef?: (link: HTMLAnchorElement | null) => void;
  /** The first card of the page: its picture is the page's main one. */
  priority?: boolean;
}

/** A product of the category page: image, name, short description and 'Ver más'. */
export function ProductCard({ producto, href, moreLinkRef, priority = false }: ProductCardProps) {
  return (
    <article className="card">
      {producto.image ? (
        <StoredImage
          className="card-img"
          entity="producto"
          name={producto.image}
          alt={producto.name}
          sizes={IMAGE_SIZES.card}
          width={800}
          height={600}
          priority={priority}
        />
      ) : (
        <img className="card-img" src={placeholder} alt={producto.name} width={800} height={600} loading="lazy" />
      )}
      <div className="card-body">
        <h2 className="card-title">{producto.name}</h2>
        {producto.descripcion && <p className="card-text">{producto.descripcion}</p>}
        <Link
          ref={moreLinkRef}
          to={href}
          state={OPENED_FROM_LIST}
          className="btn btn-primary pub-card-action"
          aria-haspopup="dialog"
          aria-label={`Ver más de ${producto.name}`}
        >
          Ver más
        </Link>
      </div>
    </article>
  );
}
