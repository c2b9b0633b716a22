import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore, type User } from '@pasteleria/shared';
import Login from '../exposes/login';
import Admin from '../exposes/admin';

/** Shows where the router is, so tests can check navigations. */
function Location() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      <div data-testid="location-search">{location.search}</div>
    </>
  );
}

/** The admin remote's two exposed screens where the host mounts them, starting at `url`. */
export function adminSite(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="/admin/*" element={<Admin />} />
      </Routes>
      <Location />
    </MemoryRouter>
  );
}

/**
 * Renders the admin remote's two exposed screens where the host mounts them, starting at `url`.
 * antd's styles are not written into the test document (StyleProvider mock="server"): jsdom has no
 * layout to apply them to, and with them every accessible-name query ran jsdom's getComputedStyle
 * against thousands of rules (a form test took 40–90 s; 1–2 s without).
 */
export function renderAdminApp(url: string) {
  return render(<StyleProvider mock="server">{adminSite(url)}</StyleProvider>);
}

export const adminUser: User = {
  id: 1,
  name: 'Ana Administradora',
  email: 'ana@pasteleria.mx',
  roles: [{ name: 'admin' }],
};
export const plainUser: User = { id: 2, name: 'Beto Cliente', email: 'beto@correo.mx', roles: [{ name: 'user' }] };

/** Puts a session in the shared store (and session storage, as the store does). */
export function signIn(user: User | null, token = 'tok-admin') {
  sessionStorage.setItem('token', token);
  useAuthStore.setState({ token, user });
}

/** No session at all. */
export function signOut() {
  sessionStorage.clear();
  useAuthStore.setState({ token: null, user: null });
}
