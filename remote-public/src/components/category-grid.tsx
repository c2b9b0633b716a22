import { Link } from 'react-router-dom';
import { categoryPath, StoredImage, type Categoria } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import './components.css';

/** One category: its photo (or the placeholder) and a button bearing its name, to its page. */
function CategoryCard({ categoria, priority }: { categoria: Categoria; priority: boolean }) {
  return (
    <article className="card">
      {categoria.urlfoto ? (
        <StoredImage
          className="card-img"
          entity="categoria"
          name={categoria.urlfoto}
          alt={`Foto de ${categoria.nombre}`}
          sizes={IMAGE_SIZES.card}
          width={800}
          height={600}
          priority={priority}
        />
      ) : (
        <img
          className="card-img"
          src={placeholder}
          alt={`Foto de ${categoria.nombre}`}
          width={800}
          height={600}
          loading="lazy"
        />
      )}
      <div className="card-body">
        <Link className="btn btn-primary pub-card-action" to={categoryPath(categoria.slug)}>
          {categoria.nombre}
        </Link>
      </div>
    </article>
  );
}

/**
 * The category cards of /categorias and of the home page. `priorityFirst`: the first card's
 * picture is the page's main one (on /categorias; the home page has its slides).
 */
export function CategoryGrid({
  categorias,
  priorityFirst = false,
}: {
  categorias: Categoria[];
  priorityFirst?: boolean;
}) {
  return (
    <ul className="grid card-list">
      {categorias.map((categoria, i) => (
        <li key={categoria.id}>
          <CategoryCard categoria={categoria} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
