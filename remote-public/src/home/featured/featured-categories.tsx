import { AsyncView, getCategoriasHome, useReloadableAsync } from '@pasteleria/shared';
import { CategoryGrid } from '../../components/category-grid';

/** Home: the categories marked for the front page, each linking to its category page. */
export function FeaturedCategories() {
  const [categorias, reload] = useReloadableAsync(getCategoriasHome, []);
  // Nothing featured: no empty heading on the home page.
  if (categorias.status === 'success' && categorias.data.length === 0) return null;

  return (
    <section className="pub-home-section" aria-labelledby="pub-featured-title">
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
