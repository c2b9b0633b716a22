import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@pasteleria/shared';
import { preloadableLazy } from '@pasteleria/shared/preloadable-lazy';
import { sanitizerReady } from '@pasteleria/shared/safe-html';
import { NotFound } from '../components/not-found';
import { CategoryList } from './category-list';
import '../components/components.css';

// The category page: its own chunks, not downloaded by /categorias. The `route-` name puts them in
// mf-manifest.json, for the server to preload on a category's URL. It renders HTML, so it comes with
// the sanitiser where the browser has none of its own.
const CategoryDetailRoute = preloadableLazy(() =>
  Promise.all([import(/* webpackChunkName: "route-category-detail" */ './category-detail'), sanitizerReady()]).then(
    ([m]) => m.CategoryDetailRoute,
  ),
);

/**
 * Downloads what the route at `subPath` (below /categorias/) shows first. The host calls it before
 * the page's first render, so a category's page opens without a loading state.
 */
export function preloadRoute(subPath: string): Promise<unknown> {
  return /^[^/]+\/?$/.test(subPath) ? CategoryDetailRoute.preload() : Promise.resolve();
}

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
