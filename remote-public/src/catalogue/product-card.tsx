import { imageUrl, type Producto } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import '../components/components.css';
import { Link } from 'react-router-dom';
import { OPENED_FROM_LIST } from './use-open-product';

interface ProductCardProps {
  producto: Producto;
  /** The product's own URL (productPath): 'Ver más' links to it, which opens its dialog. */
  href: string;
  moreLinkRef?: (link: HTMLAnchorElement | null) => void;
}

/** A product of the category page: image, name, short description and 'Ver más'. */
export function ProductCard({ producto, href, moreLinkRef }: ProductCardProps) {
  return (
    <article className="card">
      <img
        className="card-img"
        src={imageUrl('producto', producto.image) ?? placeholder}
        alt={producto.name}
        loading="lazy"
      />
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
