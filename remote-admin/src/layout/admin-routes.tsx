import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { AdminNotFound } from '../components/not-found';
import { RESOURCES } from '../resources';
import { screens } from './admin-screens';

// Every screen is a chunk of its own (./admin-screens.ts): a screen downloads none of the others.
const Welcome = lazy(() => screens.home().then((m) => ({ default: m.Welcome })));
const ResourceListPage = lazy(() => screens.list().then((m) => ({ default: m.ResourceListPage })));
const ResourceCreatePage = lazy(() => screens.form().then((m) => ({ default: m.ResourceCreatePage })));
const ResourceEditPage = lazy(() => screens.form().then((m) => ({ default: m.ResourceEditPage })));
const PendingCommentsPage = lazy(() => screens.comments().then((m) => ({ default: m.PendingCommentsPage })));
const UserListPage = lazy(() => screens.users().then((m) => ({ default: m.UserListPage })));
const UserCreatePage = lazy(() => screens.users().then((m) => ({ default: m.UserCreatePage })));
const UserEditPage = lazy(() => screens.users().then((m) => ({ default: m.UserEditPage })));
const ReleasesPage = lazy(() => screens.releases().then((m) => ({ default: m.ReleasesPage })));
const SecurityPage = lazy(() => screens.security().then((m) => ({ default: m.SecurityPage })));
const ActivityPage = lazy(() => screens.activity().then((m) => ({ default: m.ActivityPage })));

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
        <Route path="seguridad" element={<SecurityPage />} />
        <Route path="actividad" element={<ActivityPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </Suspense>
  );
}
