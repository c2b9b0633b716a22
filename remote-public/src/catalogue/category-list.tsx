import { getCategorias, useAsync, PageTitle, Empty, LoadError, Loading } from '@pasteleria/shared';
import { CategoryGrid } from '../components/category-grid';

const TITLE = 'Línea de productos';

/** /categorias: one card per category. */
export function CategoryList() {
  const categorias = useAsync(getCategorias, []);

  return (
    <section className="container">
      <PageTitle text={TITLE} />
      <h1 className="page-title">{TITLE}</h1>
      {categorias.status === 'loading' && <Loading>Cargando categorías...</Loading>}
      {categorias.status === 'error' && (
        <LoadError>No se pudieron cargar las categorías. Intenta de nuevo más tarde.</LoadError>
      )}
      {categorias.status === 'success' &&
        (categorias.data.length === 0 ? (
          <Empty>Aún no hay categorías publicadas.</Empty>
        ) : (
          <CategoryGrid categorias={categorias.data} />
        ))}
    </section>
  );
}
