import { AsyncView, getCategoriasHome, useReloadableAsync } from '@pasteleria/shared';
import { CategoryGrid } from '../../components/category-grid';

/** Home: the categories marked for the front page, each linking to its category page. */
export function FeaturedCategories() {
  const [categorias, reload] = useReloadableAsync(getCategoriasHome, []);
  // Nothing featured: no empty heading on the home page.
  if (categorias.status === 'success' && categorias.data.length === 0) return null;

  return (
    // Until the cards arrive the section keeps about one row of their height, so the sections
    // below are not pushed down (nor fetched early, being off screen).
    <section
      className={categorias.status === 'success' ? 'pub-home-section' : 'pub-home-section pub-featured-pending'}
      aria-labelledby="pub-featured-title"
    >
      <h2 id="pub-featured-title" className="section-title">
        Nuestros productos
      </h2>
      <AsyncView
        state={categorias}
        loading="Cargando categorías..."
        error="No se pudieron cargar las categorías. Intenta de nuevo más tarde."
        onRetry={reload}
      >
        {(data) => <CategoryGrid categorias={data} />}
      </AsyncView>
    </section>
  );
}
