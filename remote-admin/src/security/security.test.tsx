import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey, SignedInSession, TwoStepStatus } from '@pasteleria/shared/security';
import { mockApi, type Reply, type Routes } from '@pasteleria/shared/testing';
import { axeViolations } from '../test/axe';
import { adminUser, renderAdminApp, signIn } from '../test/render';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), startRegistration: jest.fn() }));
const madePasskey = startRegistration as jest.MockedFunction<typeof startRegistration>;

beforeEach(() => {
  signIn(adminUser);
  (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
  madePasskey.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hjkm`);

const off: TwoStepStatus = {
  enabled: false,
  totp: false,
  passkeys: 0,
  recoveryCodesLeft: 0,
  required: false,
  sessionTwoStep: false,
};
const here: SignedInSession = {
  id: 11,
  device: 'Chrome en Linux',
  address: '10.0.0.5',
  createdAt: '2026-03-08T09:00:00Z',
  lastUsedAt: '2026-03-08T10:00:00Z',
  twoStep: false,
  current: true,
};
const phone: SignedInSession = { ...here, id: 12, device: 'Safari en iPhone', address: '10.0.0.9', current: false };
const laptopKey: Passkey = { id: 4, name: 'Mac de Ana', createdAt: '2026-03-01T09:00:00Z', lastUsedAt: null };

/** The API of the account: its state as given, which the actions in `changes` may change. */
function serve(
  state: { status?: TwoStepStatus; passkeys?: Passkey[]; sessions?: SignedInSession[] },
  changes: Routes = {},
) {
  const now = { status: off, passkeys: [] as Passkey[], sessions: [here, phone], policy: false, ...state };
  const api = mockApi({
    'GET /auth/two-step': () => ({ data: now.status }),
    'GET /auth/passkeys': () => ({ data: now.passkeys }),
    'GET /auth/sessions': () => ({ data: now.sessions }),
    'GET /admin/security': () => ({ data: { requireTwoStep: now.policy } }),
    'GET /admin/comentarios/pendientes': { data: [] },
    ...changes,
  });
  return { api, now };
}

async function section(name: RegExp | string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return within(heading.closest('section') as HTMLElement);
}

describe("/admin/seguridad: 'Seguridad'", () => {
  it('says where two-step stands, lists the sessions, and is reached from the user menu', async () => {
    serve({});
    renderAdminApp('/admin');
    await user().click(await screen.findByRole('button', { name: 'Tu cuenta: Ana Administradora' }));
    await user().click(await screen.findByRole('link', { name: 'Seguridad' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguridad' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seguridad');

    expect(await section(/^Verificación en dos pasos/)).toBeTruthy();
    expect(screen.getByText('Desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Códigos de recuperación' })).not.toBeInTheDocument();
    const sessions = await section('Sesiones');
    const items = await sessions.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome en Linux Esta sesiónDesde 10\.0\.0\.5 · Usada por última vez el .*2026/),
      expect.stringMatching(/^Safari en iPhone Desde 10\.0\.0\.9.*Cerrar sesión$/),
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('sets the app up with its QR code and secret; a wrong first code stays, a right one shows the 10 codes once', async () => {
    let confirm: Reply = {
      status: 422,
      data: { message: 'El código no es correcto. Escribe el que muestra tu app ahora mismo.' },
    };
    const site = serve(
      {},
      {
        'POST /auth/two-step/totp': {
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/Pasteler%C3%ADa:ana@pasteleria.mx?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          },
        },
        'POST /auth/two-step/totp/confirm': () => confirm,
      },
    );
    renderAdminApp('/admin/seguridad');
    const app = await section(/^App de autenticación/);
    await user().click(app.getByRole('button', { name: 'Configurar la app' }));
    expect(await app.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(app.getByText('Escanea este código QR con la app:')).toBeInTheDocument();
    expect(app.getByRole('img', { name: 'Escanea este código QR con la app:' })).toBeInTheDocument();

    const code = app.getByLabelText('Código de 6 cifras que muestra la app');
    await user().type(code, '12345');
    await user().click(app.getByRole('button', { name: 'Activar' }));
    expect(await app.findByText('El código tiene 6 cifras.')).toBeInTheDocument();
    await user().type(code, '6');
    await user().click(app.getByRole('button', { name: 'Activar' }));
    expect(
      await app.findByText('El código no es correcto. Escribe el que muestra tu app ahora mismo.'),
    ).toBeInTheDocument();

    confirm = { data: { recoveryCodes: CODES } };
    site.now.status = { ...off, enabled: true, totp: true, recoveryCodesLeft: 10, sessionTwoStep: true };
    await user().click(app.getByRole('button', { name: 'Activar' }));
    const shown = await screen.findByRole('heading', { level: 3, name: 'Tus códigos de recuperación' });
    await waitFor(() => expect(shown).toHaveFocus());
    const codes = within(shown.closest('section') as HTMLElement);
    expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(codes.getByText('Guárdalos ahora: no se volverán a mostrar.')).toBeInTheDocument();
    expect(await screen.findByText('Te quedan 10 códigos sin usar.')).toBeInTheDocument();
    expect(await screen.findAllByText('Activada')).toHaveLength(2);
    await user().click(codes.getByRole('button', { name: 'Ya los guardé' }));
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('adds a named passkey through the browser; the first one turns two-step on and shows the codes', async () => {
    madePasskey.mockResolvedValue({ id: 'new-cred' } as never);
    const site = serve(
      {},
      {
        'POST /auth/passkeys/registration/options': { data: { challenge: '3.xyz', options: { challenge: 'c' } } },
        'POST /auth/passkeys/registration': () => {
          site.now.passkeys = [{ ...laptopKey, name: 'Llave del mostrador' }];
          site.now.status = { ...off, enabled: true, passkeys: 1, recoveryCodesLeft: 10, sessionTwoStep: true };
          return { status: 201, data: { passkey: site.now.passkeys[0], recoveryCodes: CODES } };
        },
      },
    );
    renderAdminApp('/admin/seguridad');
    const keys = await section('Llaves de acceso');
    const name = keys.getByLabelText('Nombre de la llave');
    await user().clear(name);
    await user().click(keys.getByRole('button', { name: 'Agregar llave de acceso' }));
    expect(
      await keys.findByText('Ponle un nombre a la llave de acceso (por ejemplo, «iPhone de Ana»).'),
    ).toBeInTheDocument();
    await user().type(name, 'Llave del mostrador');
    await user().click(keys.getByRole('button', { name: 'Agregar llave de acceso' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Tus códigos de recuperación' })).toBeInTheDocument();
    expect(madePasskey).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c' } });
    expect(site.api.bodies[site.api.calls.indexOf('POST /auth/passkeys/registration')]).toEqual({
      challenge: '3.xyz',
      name: 'Llave del mostrador',
      response: { id: 'new-cred' },
    });
    expect(await keys.findByText('Llave del mostrador')).toBeInTheDocument();
  });

  it('a passkey the browser refuses says why, and nothing is saved', async () => {
    madePasskey.mockRejectedValue(Object.assign(new Error('dup'), { name: 'InvalidStateError' }));
    const site = serve(
      {},
      {
        'POST /auth/passkeys/registration/options': { data: { challenge: '3.xyz', options: {} } },
      },
    );
    renderAdminApp('/admin/seguridad');
    const keys = await section('Llaves de acceso');
    await user().click(keys.getByRole('button', { name: 'Agregar llave de acceso' }));
    expect(await keys.findByText('Esta llave de acceso ya está guardada en tu cuenta.')).toBeInTheDocument();
    expect(site.api.calls).not.toContain('POST /auth/passkeys/registration');
  });

  it('removes a passkey after asking, warning when it is the only second step', async () => {
    const site = serve(
      {
        status: { ...off, enabled: true, passkeys: 1, recoveryCodesLeft: 8, sessionTwoStep: true },
        passkeys: [laptopKey],
      },
      { 'DELETE /auth/passkeys/4': () => ({ status: 204 }) },
    );
    renderAdminApp('/admin/seguridad');
    const keys = await section('Llaves de acceso');
    await user().click(await keys.findByRole('button', { name: 'Eliminar la llave «Mac de Ana»' }));
    const question = await screen.findByRole('tooltip');
    expect(within(question).getByText(/Es tu único segundo paso/)).toBeInTheDocument();
    site.now.passkeys = [];
    site.now.status = off;
    await user().click(within(question).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(site.api.calls).toContain('DELETE /auth/passkeys/4'));
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
  });

  it('signs out another session, then all the others', async () => {
    const site = serve(
      {},
      {
        'DELETE /auth/sessions/12': () => ({ status: 204 }),
        'DELETE /auth/sessions': () => ({ data: { signedOut: 2 } }),
      },
    );
    renderAdminApp('/admin/seguridad');
    const sessions = await section('Sesiones');
    await user().click(
      await sessions.findByRole('button', { name: 'Cerrar sesión de Safari en iPhone desde 10.0.0.9' }),
    );
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(site.api.calls).toContain('DELETE /auth/sessions/12'));

    site.now.sessions = [here, phone];
    await user().click(sessions.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    const question = (await screen.findAllByRole('tooltip')).at(-1) as HTMLElement;
    await user().click(within(question).getByRole('button', { name: 'Cerrar sesiones' }));
    expect(await screen.findByText('Se cerraron 2 sesiones.')).toBeInTheDocument();
  });

  it("'Exigir verificación en dos pasos' waits for a session signed in with two steps", async () => {
    serve({});
    renderAdminApp('/admin/seguridad');
    const rule = await section('Para toda la tienda');
    const toggle = await rule.findByRole('switch', { name: 'Exigir verificación en dos pasos' });
    expect(toggle).toBeDisabled();
    expect(rule.getByText('Para cambiar esta regla, entra con tu verificación en dos pasos.')).toBeInTheDocument();
  });

  it("'Exigir verificación en dos pasos' from such a session sends the choice", async () => {
    const site = serve(
      { status: { ...off, enabled: true, totp: true, recoveryCodesLeft: 10, sessionTwoStep: true } },
      { 'PUT /admin/security': () => ({ data: { requireTwoStep: true } }) },
    );
    renderAdminApp('/admin/seguridad');
    const toggle = await (
      await section('Para toda la tienda')
    ).findByRole('switch', {
      name: 'Exigir verificación en dos pasos',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user().click(toggle);
    expect(
      await screen.findByText('Ahora todos los administradores deben usar la verificación en dos pasos.'),
    ).toBeInTheDocument();
    expect(site.api.bodies[site.api.calls.indexOf('PUT /admin/security')]).toEqual({ requireTwoStep: true });
  });

  it('once the shop requires it, an admin without two-step is taken to Seguridad from any screen, and told why', async () => {
    signIn({ ...adminUser, twoStep: { enabled: false, required: true, session: false } });
    serve({ status: { ...off, required: true } });
    renderAdminApp('/admin/categoria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguridad' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/seguridad');
    expect(screen.getByText('Esta tienda exige la verificación en dos pasos.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Para toda la tienda' })).not.toBeInTheDocument();
  });
});
