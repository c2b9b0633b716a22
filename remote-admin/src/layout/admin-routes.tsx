import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { AdminNotFound } from '../components/not-found';
import { Welcome } from '../welcome/welcome';
import { RESOURCES } from '../resources';

// Every screen but the home is a chunk of its own (the entity lists with Table and @dnd-kit apart
// from the forms; comments; users; releases): /admin itself downloads none of them.
const ResourceListPage = lazy(() => import('../pages/list-page').then((m) => ({ default: m.ResourceListPage })));
const formPages = () => import('../pages/form-pages');
const ResourceCreatePage = lazy(() => formPages().then((m) => ({ default: m.ResourceCreatePage })));
const ResourceEditPage = lazy(() => formPages().then((m) => ({ default: m.ResourceEditPage })));
const PendingCommentsPage = lazy(() =>
  import('../comments/pending-comments-page').then((m) => ({ default: m.PendingCommentsPage })),
);
const userPages = () => import('../users/user-pages');
const UserListPage = lazy(() => userPages().then((m) => ({ default: m.UserListPage })));
const UserCreatePage = lazy(() => userPages().then((m) => ({ default: m.UserCreatePage })));
const UserEditPage = lazy(() => userPages().then((m) => ({ default: m.UserEditPage })));
const ReleasesPage = lazy(() => import('../releases/releases-page').then((m) => ({ default: m.ReleasesPage })));

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
        <Route path="comentario" element={<PendingCommentsPage />} />
        <Route path="user" element={<UserListPage />} />
        <Route path="user/create" element={<UserCreatePage />} />
        <Route path="user/edit/:id" element={<UserEditPage />} />
        <Route path="versiones" element={<ReleasesPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </Suspense>
  );
}
