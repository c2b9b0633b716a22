import { AsyncView, getCategorias, PageTitle, useReloadableAsync } from '@pasteleria/shared';
import { CategoryGrid } from '../components/category-grid';
import '../components/components.css';

const TITLE = 'Línea de productos';

/** /categorias: one card per category. */
export function CategoryList() {
  const [categorias, reload] = useReloadableAsync(getCategorias, []);

  return (
    <section className={categorias.status === 'success' ? 'container' : 'container pub-screen-pending'}>
      <PageTitle text={TITLE} />
      <h1 className="page-title">{TITLE}</h1>
      <AsyncView
        state={categorias}
        loading="Cargando categorías..."
        error="No se pudieron cargar las categorías. Intenta de nuevo más tarde."
        onRetry={reload}
        empty="Aún no hay categorías publicadas."
      >
        {(data) => <CategoryGrid categorias={data} priorityFirst />}
      </AsyncView>
    </section>
  );
}
