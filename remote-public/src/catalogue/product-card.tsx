import { StoredImage, type Producto } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import '../components/components.css';

interface ProductCardProps {
  producto: Producto;
  onOpen: (producto: Producto) => void;
  /** The first card of the page: its picture is the page's main one. */
  priority?: boolean;
}

/** A product of the category page: image, name, short description and 'Ver más'. */
export function ProductCard({ producto, onOpen, priority = false }: ProductCardProps) {
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
