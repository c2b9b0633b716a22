import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pasteleria/shared';
import { deferred, mockApi, type Reply } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';

// antd renders are heavy under jsdom on a shared CI machine.

const eva: User = { id: 3, name: 'Eva Editora', email: 'eva@pasteleria.mx', roles: [{ name: 'user' }] };
const LAST_ADMIN = 'No se puede quitar el rol de administrador al último administrador.';

beforeEach(() => {
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });

/** Picks `option` in the antd Select labelled `label`. */
async function choose(label: string, option: string) {
  await user().click(screen.getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user().click(options[options.length - 1]!);
}

/** The messages shown under the form field labelled `label`. */
function fieldErrors(label: string): string {
  const item = screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

describe('/admin/user', () => {
  it('shows a loading state, then the users with name, e-mail and role, each with an edit link', async () => {
    const list = deferred();
    mockApi({ 'GET /admin/user': list.reply });
    renderAdminApp('/admin/user');
    expect(await screen.findByRole('heading', { name: 'Usuarios', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Cargando usuarios...')).toBeInTheDocument();

    list.resolve({ data: [adminUser, eva] });
    const row = (await screen.findByText('Eva Editora')).closest('tr') as HTMLElement;
    expect(within(row).getByText('eva@pasteleria.mx')).toBeInTheDocument();
    expect(within(row).getByText('Usuario')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar a Eva Editora' })).toHaveAttribute(
      'href',
      '/admin/user/edit/3',
    );
    const adminRow = screen.getByText('ana@pasteleria.mx').closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar usuario' })).toHaveAttribute('href', '/admin/user/create');
  });

  it('says so when there are no users', async () => {
    mockApi({ 'GET /admin/user': { data: [] } });
    renderAdminApp('/admin/user');
    expect(await screen.findByText('No hay usuarios.')).toBeInTheDocument();
  });

  it('says in Spanish when the users cannot be loaded, and retries', async () => {
    let reply: Reply = { status: 500 };
    mockApi({ 'GET /admin/user': () => reply });
    renderAdminApp('/admin/user');
    expect(await screen.findByText('No se pudieron cargar los usuarios.', {}, { timeout: 5000 })).toBeInTheDocument();
    reply = { data: [eva] };
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Eva Editora')).toBeInTheDocument();
  });
});

describe('/admin/user/create', () => {
  it('requires a password, then creates the user and goes back to the list', async () => {
    let users = [adminUser];
    const api = mockApi({
      'GET /admin/user': () => ({ data: users }),
      'POST /admin/user': () => {
        users = [adminUser, { ...eva, id: 9, name: 'Nuevo Cajero', email: 'cajero@pasteleria.mx' }];
        return { status: 201, data: users[1] };
      },
    });
    renderAdminApp('/admin/user/create');
    expect(await screen.findByRole('heading', { name: 'Agregar usuario', level: 1 })).toBeInTheDocument();

    await user().type(screen.getByLabelText('Nombre'), 'Nuevo Cajero');
    await user().type(screen.getByLabelText('Email'), 'cajero@pasteleria.mx');
    await user().click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(fieldErrors('Contraseña')).toBe('El campo contraseña es obligatorio.'));
    expect(api.calls).not.toContain('POST /admin/user');

    await user().type(screen.getByLabelText('Contraseña'), 'corta');
    await user().click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() =>
      expect(fieldErrors('Contraseña')).toBe('El campo contraseña debe tener al menos 8 caracteres.'),
    );

    await user().type(screen.getByLabelText('Contraseña'), '-pero-suficiente');
    await user().click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Usuario creado exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/user$/));
    expect(api.bodies[api.calls.indexOf('POST /admin/user')]).toEqual({
      name: 'Nuevo Cajero',
      email: 'cajero@pasteleria.mx',
      role: 'user',
      password: 'corta-pero-suficiente',
    });
    expect(await screen.findByText('Nuevo Cajero')).toBeInTheDocument();
  });

  it('shows an e-mail already taken under its field', async () => {
    mockApi({
      'POST /admin/user': {
        status: 422,
        data: { message: 'Datos inválidos', errors: { email: ['Ya existe un usuario con ese email.'] } },
      },
    });
    renderAdminApp('/admin/user/create');
    await user().type(await screen.findByLabelText('Nombre'), 'Otra Ana');
    await user().type(screen.getByLabelText('Email'), 'ana@pasteleria.mx');
    await user().type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user().click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(fieldErrors('Email')).toBe('Ya existe un usuario con ese email.'));
    expect(screen.getByText('No se pudo guardar el usuario: revisa los campos marcados.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/user/create');
  });

  it('says so in Spanish when the server cannot be reached', async () => {
    mockApi({ 'POST /admin/user': { status: 503 } });
    renderAdminApp('/admin/user/create');
    await user().type(await screen.findByLabelText('Nombre'), 'Otra Ana');
    await user().type(screen.getByLabelText('Email'), 'otra@pasteleria.mx');
    await user().type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user().click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Error al crear el usuario, revise los datos o la conexión.')).toBeInTheDocument();
  });
});

describe('/admin/user/edit/:id', () => {
  it('loads the user, keeps the password when left empty, saves and goes back to the list', async () => {
    const answer = deferred();
    const api = mockApi({
      'GET /admin/user/3': answer.reply,
      'PUT /admin/user/3': { data: { ...eva, name: 'Eva Encargada', roles: [{ name: 'admin' }] } },
      'GET /admin/user': { data: [adminUser, eva] },
    });
    renderAdminApp('/admin/user/edit/3');
    expect(await screen.findByText('Cargando datos del usuario...')).toBeInTheDocument();
    answer.resolve({ data: eva });
    const name = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveValue('Eva Editora'));
    expect(screen.getByLabelText('Email')).toHaveValue('eva@pasteleria.mx');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
    expect(screen.getByText('Déjala vacía para conservar la contraseña actual.')).toBeInTheDocument();

    await user().clear(name);
    await user().type(name, 'Eva Encargada');
    await choose('Rol', 'Administrador');
    await user().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Usuario actualizado correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/user$/));
    expect(api.bodies[api.calls.indexOf('PUT /admin/user/3')]).toEqual({
      name: 'Eva Encargada',
      email: 'eva@pasteleria.mx',
      role: 'admin',
    });
  });

  it('refuses to demote the last administrator: the message shows under Rol', async () => {
    mockApi({
      'GET /admin/user/1': { data: adminUser },
      'PUT /admin/user/1': {
        status: 422,
        data: { message: 'Datos inválidos', errors: { role: [LAST_ADMIN, 'otro'] } },
      },
    });
    renderAdminApp('/admin/user/edit/1');
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Administradora'));
    await choose('Rol', 'Usuario');
    await user().click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(fieldErrors('Rol')).toBe(LAST_ADMIN));
    expect(screen.getByText('No se pudo guardar el usuario. Revisa los campos marcados.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo guardar el usuario: revisa los campos marcados.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/user/edit/1');
  });

  it('editing yourself updates the name in the header', async () => {
    mockApi({
      'GET /admin/user/1': { data: adminUser },
      'PUT /admin/user/1': { data: { ...adminUser, name: 'Ana María' } },
      'GET /admin/user': { data: [{ ...adminUser, name: 'Ana María' }] },
    });
    renderAdminApp('/admin/user/edit/1');
    const name = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveValue('Ana Administradora'));
    await user().clear(name);
    await user().type(name, 'Ana María');
    await user().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/user$/));
    expect(document.querySelector('.admin-header__user')).toHaveTextContent('Ana María');
  });

  it('checks the fields as the API does before sending', async () => {
    const api = mockApi({ 'GET /admin/user/3': { data: eva } });
    renderAdminApp('/admin/user/edit/3');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('eva@pasteleria.mx'));
    await user().clear(screen.getByLabelText('Nombre'));
    await user().clear(email);
    await user().type(email, 'no-es-correo');
    await user().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(fieldErrors('Nombre')).toBe('El campo nombre es obligatorio.'));
    await waitFor(() => expect(fieldErrors('Email')).toBe('El campo email debe ser un correo electrónico válido.'));
    expect(api.calls.some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('says when the user does not exist, or cannot be loaded', async () => {
    mockApi({ 'GET /admin/user/77': { status: 404, data: { message: 'No se encontró el usuario.' } } });
    const { unmount } = renderAdminApp('/admin/user/edit/77');
    expect(await screen.findByText('No se encontró el usuario.', {}, { timeout: 5000 })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /admin/user/3': { status: 500 } });
    renderAdminApp('/admin/user/edit/3');
    expect(
      await screen.findByText('No se pudieron cargar los datos del usuario.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("'Volver' goes back to where the admin came from", async () => {
    mockApi({ 'GET /admin/user': { data: [adminUser, eva] }, 'GET /admin/user/3': { data: eva } });
    renderAdminApp('/admin/user');
    await user().click(await screen.findByRole('link', { name: 'Editar a Eva Editora' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Eva Editora'), { timeout: 5000 });
    await user().click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/user$/));
  });
});
