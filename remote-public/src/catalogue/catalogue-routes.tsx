import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import { CategoryList } from './category-list';
import { CategoryDetailRoute } from './category-detail';

/** Routes relative to where the host mounts the catalogue (/categorias/*). */
export function CatalogueRoutes() {
  return (
    <Routes>
      <Route index element={<CategoryList />} />
      <Route path=":slug" element={<CategoryDetailRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
