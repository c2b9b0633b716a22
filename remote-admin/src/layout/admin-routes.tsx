import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { AdminNotFound } from '../components/not-found';
import { Welcome } from '../welcome/welcome';
import { RESOURCES } from '../resources';

// The entity screens (and @dnd-kit) are a chunk of their own: /admin itself does not download them.
const pages = () => import('../pages/resource-pages');
const ResourceListPage = lazy(() => pages().then((m) => ({ default: m.ResourceListPage })));
const ResourceCreatePage = lazy(() => pages().then((m) => ({ default: m.ResourceCreatePage })));
const ResourceEditPage = lazy(() => pages().then((m) => ({ default: m.ResourceEditPage })));

/**
 * Routes relative to where the host mounts the back office (/admin/*). Each resource of the
 * registry gets `{name}`, `{name}/create` and `{name}/edit/:id`.
 */
export function AdminRoutes() {
  return (
    <Suspense fallback={<Spin size="large" className="admin-centered" />}>
      <Routes>
        <Route index element={<Welcome />} />
        {RESOURCES.map((resource) => (
          <Route key={resource.name} path={resource.name}>
            <Route index element={<ResourceListPage resource={resource} />} />
            <Route path="create" element={<ResourceCreatePage resource={resource} />} />
            <Route path="edit/:id" element={<ResourceEditPage resource={resource} />} />
          </Route>
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </Suspense>
  );
}
