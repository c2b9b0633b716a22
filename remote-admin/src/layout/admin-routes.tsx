import { Route, Routes } from 'react-router-dom';
import { AdminNotFound } from '../components/not-found';
import { PendingCommentsPage } from '../comments';
import { UserCreatePage, UserEditPage, UserListPage } from '../users';
import { Welcome } from '../welcome/welcome';

/**
 * Routes relative to where the host mounts the back office (/admin/*).
 * The entity screens (categoria, producto, …) arrive with the next issues; until then their
 * menu links land on the admin's not-found screen.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Welcome />} />
      <Route path="comentario" element={<PendingCommentsPage />} />
      <Route path="user" element={<UserListPage />} />
      <Route path="user/create" element={<UserCreatePage />} />
      <Route path="user/edit/:id" element={<UserEditPage />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
