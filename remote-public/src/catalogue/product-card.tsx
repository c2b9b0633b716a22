import { imageUrl, type Producto } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import '../components/components.css';

interface ProductCardProps {
  producto: Producto;
  onOpen: (producto: Producto) => void;
}

/** A product of the category page: image, name, short description and 'Ver más'. */
export function ProductCard({ producto, onOpen }: ProductCardProps) {
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
        <button
          type="button"
          className="btn btn-primary pub-card-action"
          aria-haspopup="dialog"
          aria-label={`Ver más de ${producto.name}`}
          onClick={() => onOpen(producto)}
        >
          Ver más
        </button>
      </div>
    </article>
  );
}
