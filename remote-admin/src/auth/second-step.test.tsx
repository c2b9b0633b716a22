import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { LOGIN_ERROR_MESSAGES, loginErrorMessage, TwoStepRequiredError, useAuthStore } from '@pasteleria/shared';
import { mockApi } from '@pasteleria/shared/testing';
import { axeViolations } from '../test/axe';
import { adminUser, renderAdminApp, signOut } from '../test/render';

jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const askedPasskey = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

beforeEach(() => {
  signOut();
  // jsdom has no WebAuthn: the browser is said to have it, and @simplewebauthn/browser answers as it would.
  (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
  askedPasskey.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });
const CHALLENGE = '7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const signedIn = { data: { success: true, token: 'tok-2', user: adminUser } };

async function password() {
  await user().type(screen.getByLabelText('Correo electrónico'), 'ana@pasteleria.mx');
  await user().type(screen.getByLabelText('Contraseña'), 'secreto123');
  await user().click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('/login with two-step sign-in', () => {
  it('asks the code of the app after the password, and signs in with it', async () => {
    const api = mockApi({
      'POST /auth/login': { data: { twoStep: { challenge: CHALLENGE, methods: ['totp', 'recovery'] } } },
      'POST /auth/login/two-step': signedIn,
    });
    renderAdminApp('/login');
    await password();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(document.title).toBe('Verificación en dos pasos | Pastelería La Esperanza');
    const code = screen.getByLabelText('Código de la app');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(useAuthStore.getState().token).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user().type(code, '123 456');
    await user().click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
    expect(api.bodies[api.calls.indexOf('POST /auth/login/two-step')]).toEqual({
      challenge: CHALLENGE,
      code: '123 456',
    });
    expect(useAuthStore.getState().token).toBe('tok-2');
  });

  it("a wrong code says so in the API's words and keeps the step; a recovery code can be used instead", async () => {
    let reply = {
      status: 401,
      data: { message: 'El código no es correcto. Revisa tu app o usa un código de recuperación.' },
    } as const;
    const api = mockApi({
      'POST /auth/login': { data: { twoStep: { challenge: CHALLENGE, methods: ['totp', 'recovery'] } } },
      'POST /auth/login/two-step': () => reply,
    });
    renderAdminApp('/login');
    await password();
    await user().type(await screen.findByLabelText('Código de la app'), '000000');
    await user().click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto.');

    await user().click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    const recovery = screen.getByLabelText('Código de recuperación');
    await waitFor(() => expect(recovery).toHaveFocus());
    reply = signedIn as never;
    await user().type(recovery, 'abcd-efgh-jkmn');
    await user().click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
    expect(api.bodies[api.calls.lastIndexOf('POST /auth/login/two-step')]).toEqual({
      challenge: CHALLENGE,
      code: 'abcd-efgh-jkmn',
    });
  });

  it('an empty code is asked for before anything is sent', async () => {
    const api = mockApi({
      'POST /auth/login': { data: { twoStep: { challenge: CHALLENGE, methods: ['totp'] } } },
    });
    renderAdminApp('/login');
    await password();
    await user().click(await screen.findByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe el código de 6 cifras de tu app.');
    expect(api.calls).not.toContain('POST /auth/login/two-step');
  });

  it('an expired challenge goes back to the password, saying why', async () => {
    mockApi({
      'POST /auth/login': { data: { twoStep: { challenge: CHALLENGE, methods: ['totp'] } } },
      'POST /auth/login/two-step': {
        status: 400,
        data: { message: 'La verificación caducó o ya se usó. Vuelve a iniciar sesión para recibir una nueva.' },
      },
    });
    renderAdminApp('/login');
    await password();
    await user().type(await screen.findByLabelText('Código de la app'), '123456');
    await user().click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('La verificación caducó o ya se usó.');
  });

  it("a passkey as the second step: its options for the password's challenge, the browser's prompt, the token", async () => {
    askedPasskey.mockResolvedValue({ id: 'cred-1' } as never);
    const api = mockApi({
      'POST /auth/login': { data: { twoStep: { challenge: CHALLENGE, methods: ['passkey', 'recovery'] } } },
      'POST /auth/passkeys/authentication/options': { data: { challenge: CHALLENGE, options: { challenge: 'xyz' } } },
      'POST /auth/passkeys/authentication': signedIn,
    });
    renderAdminApp('/login');
    await password();
    // The passkey first; a recovery code behind a link.
    expect(await screen.findByText('Usa la llave de acceso de tu cuenta para terminar de entrar.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código de recuperación')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar un código de recuperación' })).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Usar mi llave de acceso' }));
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
    expect(askedPasskey).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(api.bodies[api.calls.indexOf('POST /auth/passkeys/authentication/options')]).toEqual({
      challenge: CHALLENGE,
    });
    expect(api.bodies[api.calls.indexOf('POST /auth/passkeys/authentication')]).toEqual({
      challenge: CHALLENGE,
      response: { id: 'cred-1' },
    });
  });

  it("'Entrar con una llave de acceso' signs in with a passkey alone; a cancelled prompt says so", async () => {
    askedPasskey.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const api = mockApi({
      'POST /auth/passkeys/authentication/options': { data: { challenge: CHALLENGE, options: { challenge: 'abc' } } },
      'POST /auth/passkeys/authentication': signedIn,
    });
    renderAdminApp('/login');
    await user().click(screen.getByRole('button', { name: 'Entrar con una llave de acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se usó ninguna llave de acceso');
    expect(api.bodies[0]).toBeUndefined();

    askedPasskey.mockResolvedValueOnce({ id: 'cred-9' } as never);
    await user().click(screen.getByRole('button', { name: 'Entrar con una llave de acceso' }));
    expect(await screen.findByText('Bienvenido al Panel de Administración')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('tok-2');
  });

  it('a browser without passkeys offers none', () => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    mockApi({});
    renderAdminApp('/login');
    expect(screen.queryByRole('button', { name: 'Entrar con una llave de acceso' })).not.toBeInTheDocument();
  });

  it('a back office built before two-step gets a Spanish message from the shared store, not a crash', () => {
    expect(loginErrorMessage(new TwoStepRequiredError(CHALLENGE, ['totp']))).toBe(LOGIN_ERROR_MESSAGES.twoStep);
  });
});
