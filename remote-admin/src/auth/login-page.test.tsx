import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_ERROR_MESSAGES, useAuthStore } from '@pasteleria/shared';
import { mockApi } from '@pasteleria/shared/testing';
import { adminUser, plainUser, renderAdminApp, signIn, signOut } from '../test/render';

// antd renders are heavy under jsdom on a shared CI machine.

beforeEach(signOut);

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('login (/login)', () => {
  it('signs an admin in: token in the shared store, then lands on /admin', async () => {
    const api = mockApi({
      'POST /auth/login': { data: { success: true, token: 'tok-123', user: adminUser } },
    });
    renderAdminApp('/login');
    expect(document.title).toBe('Iniciar sesión | Pastelería La Esperanza');

    await fillAndSubmit('ana@pasteleria.mx', 'secreto123');

    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(useAuthStore.getState().token).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(api.bodies[0]).toEqual({ email: 'ana@pasteleria.mx', password: 'secreto123' });
  });

  it('shows the Spanish error for wrong credentials and stays on /login', async () => {
    mockApi({ 'POST /auth/login': { status: 401, data: { message: 'Credenciales inválidas' } } });
    renderAdminApp('/login');

    await fillAndSubmit('ana@pasteleria.mx', 'equivocada');

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERROR_MESSAGES.credentials);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('refuses an account without the admin role and signs it out again', async () => {
    const api = mockApi({
      'POST /auth/login': { data: { success: true, token: 'tok-user', user: plainUser } },
      'POST /auth/logout': { data: { success: true } },
    });
    renderAdminApp('/login');

    await fillAndSubmit('beto@correo.mx', 'secreto123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Tu cuenta no tiene acceso al panel de administración.');
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(api.calls).toContain('POST /auth/logout');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('asks for both fields in Spanish before calling the API', async () => {
    const api = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderAdminApp('/login');

    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends someone already signed in as admin straight to /admin', async () => {
    mockApi({});
    signIn(adminUser);
    renderAdminApp('/login');
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
  });

  it('recognises an admin session kept from an earlier visit (token only)', async () => {
    const api = mockApi({ 'GET /auth/me': { data: adminUser } });
    signIn(null);
    renderAdminApp('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(api.calls).toContain('GET /auth/me');
  });
});
