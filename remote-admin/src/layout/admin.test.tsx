import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@pasteleria/shared';
import { deferred, mockApi } from '@pasteleria/shared/testing';
import { adminUser, plainUser, renderAdminApp, signIn, signOut } from '../test/render';

// antd renders are heavy under jsdom on a shared CI machine.

beforeEach(signOut);

const SECTIONS: Array<[string, string]> = [
  ['Resumen', '/admin'],
  ['Usuarios', '/admin/user'],
  ['Categorías', '/admin/categoria'],
  ['Productos', '/admin/producto'],
  ['Sucursales', '/admin/empresa'],
  ['Slides', '/admin/slide'],
  ['Posts', '/admin/post'],
  ['Páginas', '/admin/pagina'],
  ['Comentarios', '/admin/comentario'],
  ['Versiones', '/admin/versiones'],
  ['Actividad', '/admin/actividad'],
];

describe('admin guard', () => {
  it('sends a visitor without a token to /login', () => {
    mockApi({});
    renderAdminApp('/admin');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('shows the screen, asking for its data, while it asks who a stored token belongs to', async () => {
    const me = deferred();
    const api = mockApi({ 'GET /auth/me': me.reply, 'GET /admin/categoria': { data: [] } });
    signIn(null);
    renderAdminApp('/admin/categoria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
    expect(await screen.findByText('No hay categorías.')).toBeInTheDocument();
    expect(api.calls).toEqual(expect.arrayContaining(['GET /auth/me', 'GET /admin/categoria']));
    expect(screen.getByRole('button', { name: 'Tu cuenta:' })).toBeInTheDocument();

    me.resolve({ data: adminUser });
    expect(await screen.findByRole('button', { name: `Tu cuenta: ${adminUser.name}` })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/categoria');
  });

  it('lets the stored token in once /auth/me says it is an admin', async () => {
    mockApi({ 'GET /auth/me': { data: adminUser } });
    signIn(null);
    renderAdminApp('/admin');
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
  });

  it('sends an expired token (401) to /login', async () => {
    mockApi({ 'GET /auth/me': { status: 401 } });
    signIn(null);
    renderAdminApp('/admin/categoria');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('signs a non-admin session out and explains why on /login', async () => {
    mockApi({ 'POST /auth/logout': { data: { success: true } } });
    signIn(plainUser);
    renderAdminApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu cuenta no tiene acceso al panel de administración.');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('offers a retry when the session cannot be checked', async () => {
    let answer: { status: number; data?: unknown } = { status: 503 };
    mockApi({ 'GET /auth/me': () => answer });
    signIn(null);
    renderAdminApp('/admin');
    expect(await screen.findByText('No se pudo verificar tu sesión')).toBeInTheDocument();

    answer = { status: 200, data: adminUser };
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
  });

  it('goes to /login as soon as the store loses its token (e.g. a 401 elsewhere)', async () => {
    mockApi({});
    signIn(adminUser);
    renderAdminApp('/admin');
    expect(screen.getByText('Bienvenido al Panel de Administración')).toBeInTheDocument();

    act(() => useAuthStore.getState().clearSession());
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('admin layout', () => {
  it('shows the side menu, the user, and the welcome text on /admin', async () => {
    mockApi({});
    signIn(adminUser);
    renderAdminApp('/admin');

    // findBy: antd's Menu re-renders itself once after mounting.
    const nav = await screen.findByRole('navigation', { name: 'Secciones del panel' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
    expect(screen.getByText('Ana Administradora')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienvenido al Panel de Administración' })).toBeInTheDocument();
    expect(screen.getByText('Aquí puedes gestionar los contenidos del sistema.')).toBeInTheDocument();
    expect(document.title).toBe('Panel de Administración | Pastelería La Esperanza');
  });

  it('navigates client-side from the menu and marks the current section', async () => {
    mockApi({});
    signIn(adminUser);
    renderAdminApp('/admin');

    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Categorías' }));
    // The list screen is a lazy chunk: the router moves once it has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/categoria'), {
      timeout: 8000,
    });
    const item = screen.getByRole('link', { name: 'Categorías' }).closest('li');
    expect(item).toHaveClass('ant-menu-item-selected');
  });

  it("shows the admin's not-found inside the layout for unknown paths", async () => {
    mockApi({});
    signIn(adminUser);
    renderAdminApp('/admin/no-existe/para-nada');

    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('navigation', { name: 'Secciones del panel' })).toBeInTheDocument();
  });

  it("'Cerrar sesión' ends the session and goes to /login", async () => {
    const api = mockApi({ 'POST /auth/logout': { data: { success: true } } });
    signIn(adminUser, 'tok-out');
    renderAdminApp('/admin');

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(api.calls).toContain('POST /auth/logout'));
  });
});
