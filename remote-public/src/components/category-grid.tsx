import { Link } from 'react-router-dom';
import { imageUrl, type Categoria } from '@pasteleria/shared';
import placeholder from '@pasteleria/shared/images/placeholder.svg';
import './components.css';

/** One category: its photo (or the placeholder) and a button bearing its name, to its page. */
function CategoryCard({ categoria }: { categoria: Categoria }) {
  return (
    <article className="card">
      <img
        className="card-img"
        src={imageUrl('categoria', categoria.urlfoto) ?? placeholder}
        alt={categoria.nombre}
        loading="lazy"
      />
      <div className="card-body">
        <Link className="btn btn-primary pub-card-action" to={`/categorias/${categoria.slug}`}>
          {categoria.nombre}
        </Link>
      </div>
    </article>
  );
}

/** The category cards of /categorias and of the home page. */
export function CategoryGrid({ categorias }: { categorias: Categoria[] }) {
  return (
    <ul className="grid card-list">
      {categorias.map((categoria) => (
        <li key={categoria.id}>
          <CategoryCard categoria={categoria} />
        </li>
      ))}
    </ul>
  );
}
