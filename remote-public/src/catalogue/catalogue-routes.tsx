import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@pasteleria/shared';
import { NotFound } from '../components/not-found';
import { CategoryList } from './category-list';
import '../components/components.css';

// The category page renders HTML (and DOMPurify): its own chunk, not downloaded by /categorias.
const CategoryDetailRoute = lazy(() => import('./category-detail').then((m) => ({ default: m.CategoryDetailRoute })));

/** Routes relative to where the host mounts the catalogue (/categorias/*). */
export function CatalogueRoutes() {
  return (
    <Routes>
      <Route index element={<CategoryList />} />
      <Route
        path=":slug"
        element={
          <Suspense
            fallback={
              <section className="container pub-route-loading">
                <Loading>Cargando productos...</Loading>
              </section>
            }
          >
            <CategoryDetailRoute />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
