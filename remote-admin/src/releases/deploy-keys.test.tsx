import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeployKey } from '@pasteleria/shared/federation';
import { deferred, mockApi, type Reply } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { ciKey, shopKey } from '../test/releases';

beforeEach(() => {
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The API: the keys answer `current` until an action changes it; no releases. */
function serve(first: DeployKey[], actions: Record<string, () => Reply> = {}) {
  let current = first;
  const api = mockApi({
    'GET /admin/deploy-keys': () => ({ data: current }),
    'GET /admin/releases': { data: { remotes: [], history: [] } },
    ...actions,
  });
  return { api, set: (next: DeployKey[]) => (current = next) };
}

/** The 'Claves de publicación' section. */
async function keysSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Claves de publicación' });
  return within(heading.closest('section') as HTMLElement);
}

const created = {
  id: 5,
  remote: 'remote_admin',
  name: 'CI del panel',
  key: 'pdk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
  createdAt: '2026-03-08T09:00:00Z',
};

describe('deploy keys on /admin/versiones', () => {
  it('says it is loading, then lists the keys: name, remote, created, by, expiry, last use, each with Revocar', async () => {
    const list = deferred();
    mockApi({ 'GET /admin/releases': { data: { remotes: [], history: [] } }, 'GET /admin/deploy-keys': list.reply });
    renderAdminApp('/admin/versiones');
    expect(await screen.findByText('Cargando claves...')).toBeInTheDocument();

    list.resolve({ data: [ciKey, shopKey] });
    const keys = await keysSection();
    const table = await keys.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(rows[0]).toEqual(['Nombre', 'Remoto', 'Creada', 'Creada por', 'Caduca', 'Último uso', 'Acción']);
    expect(rows[1]).toEqual([
      'CI del blog',
      'Blog (remote_blog)',
      expect.stringMatching(/2026/),
      'Ana Administradora',
      expect.stringMatching(/2099/),
      expect.stringMatching(/2026.* desde 203\.0\.113\.7$/),
      'Revocar',
    ]);
    // A key listed by a server from before keys expired.
    expect(rows[2]).toEqual([
      'Equipo tienda',
      'Catálogo y portada (remote_public)',
      expect.stringMatching(/2026/),
      'Beto',
      'Sin fecha',
      'Nunca',
      'Revocar',
    ]);
    expect(keys.getByRole('button', { name: 'Revocar la clave «Equipo tienda»' })).toBeInTheDocument();
    // The secrets are never listed.
    expect(screen.queryByText(/pdk_/)).not.toBeInTheDocument();
  });

  it('marks a key that expired, and one that expires within 14 days', async () => {
    const day = 86_400_000;
    serve([
      { ...ciKey, expiresAt: new Date(Date.now() - day).toISOString() },
      { ...shopKey, expiresAt: new Date(Date.now() + 3 * day).toISOString(), lastUsedAt: null, lastUsedFrom: null },
    ]);
    renderAdminApp('/admin/versiones');
    const rows = within(await (await keysSection()).findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Caducada')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Caduca pronto')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Nunca')).toBeInTheDocument();
  });

  it("says 'No hay claves de publicación.' when there are none", async () => {
    serve([]);
    renderAdminApp('/admin/versiones');
    expect(await (await keysSection()).findByText('No hay claves de publicación.')).toBeInTheDocument();
  });

  it('says in Spanish when the keys cannot be loaded, and retries', async () => {
    let reply: Reply = { status: 500 };
    mockApi({ 'GET /admin/releases': { data: { remotes: [], history: [] } }, 'GET /admin/deploy-keys': () => reply });
    renderAdminApp('/admin/versiones');
    const keys = await keysSection();
    expect(
      await keys.findByText('No se pudieron cargar las claves de publicación.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    reply = { data: [ciKey] };
    await userEvent.setup({ delay: null }).click(keys.getByRole('button', { name: 'Reintentar' }));
    expect(await keys.findByText('CI del blog')).toBeInTheDocument();
  });

  it('asks for the remote and a name before creating a key', async () => {
    const site = serve([]);
    renderAdminApp('/admin/versiones');
    const keys = await keysSection();
    await userEvent.setup({ delay: null }).click(keys.getByRole('button', { name: 'Crear clave' }));
    expect(await keys.findByText('Elige el remoto que podrá publicar.')).toBeInTheDocument();
    expect(keys.getByText('Escribe quién usará la clave (p. ej. «CI del blog»).')).toBeInTheDocument();
    expect(site.api.calls).not.toContain('POST /admin/deploy-keys');
  });

  it('creates a key, shows it once with the warning and a copy button, and lists it', async () => {
    const user = userEvent.setup({ delay: null });
    const site = serve([ciKey], {
      'POST /admin/deploy-keys': () => {
        site.set([ciKey, { ...created, createdBy: 'Ana Administradora' } as DeployKey]);
        return { status: 201, data: created };
      },
    });
    renderAdminApp('/admin/versiones');
    const keys = await keysSection();
    await user.click(keys.getByRole('combobox', { name: 'Remoto' }));
    const options = await screen.findAllByText('Administración (remote_admin)', {
      selector: '.ant-select-item-option-content',
    });
    await user.click(options[options.length - 1]!);
    await user.type(keys.getByRole('textbox', { name: 'Nombre' }), '  CI del panel ');
    await user.click(keys.getByRole('button', { name: 'Crear clave' }));

    const heading = await keys.findByRole('heading', { level: 3, name: 'Clave «CI del panel» de Administración' });
    expect(site.api.bodies[site.api.calls.indexOf('POST /admin/deploy-keys')]).toEqual({
      remote: 'remote_admin',
      name: 'CI del panel',
      days: 90,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const shown = within(heading.closest('section') as HTMLElement);
    expect(shown.getByText(created.key)).toBeInTheDocument();
    expect(shown.getByText('Cópiala ahora: no se volverá a mostrar.')).toBeInTheDocument();

    // userEvent stands in for the clipboard.
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(shown.getByRole('button', { name: 'Copiar clave' }));
    expect(await screen.findByText('Clave copiada.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(created.key);
    write.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(shown.getByRole('button', { name: 'Copiar clave' }));
    expect(await screen.findByText('No se pudo copiar: selecciona la clave y cópiala a mano.')).toBeInTheDocument();

    expect(await keys.findByRole('button', { name: 'Revocar la clave «CI del panel»' })).toBeInTheDocument();
    expect(keys.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');

    await user.click(shown.getByRole('button', { name: 'Ya la guardé' }));
    expect(screen.queryByText(created.key)).not.toBeInTheDocument();
    expect(keys.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it("a refused key says why in the API's words", async () => {
    const user = userEvent.setup({ delay: null });
    serve([], {
      'POST /admin/deploy-keys': () => ({ status: 422, data: { message: 'El nombre es demasiado largo.' } }),
    });
    renderAdminApp('/admin/versiones');
    const keys = await keysSection();
    await user.click(keys.getByRole('combobox', { name: 'Remoto' }));
    const options = await screen.findAllByText('Blog (remote_blog)', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]!);
    await user.type(keys.getByRole('textbox', { name: 'Nombre' }), 'CI');
    await user.click(keys.getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByText('El nombre es demasiado largo.')).toBeInTheDocument();
    expect(screen.queryByText('Cópiala ahora: no se volverá a mostrar.')).not.toBeInTheDocument();
  });

  it("'Revocar' asks first, then revokes, says so, reloads the list and moves focus to the next key", async () => {
    const user = userEvent.setup({ delay: null });
    const site = serve([ciKey, shopKey], {
      'DELETE /admin/deploy-keys/3': () => {
        site.set([shopKey]);
        return { status: 204 };
      },
    });
    renderAdminApp('/admin/versiones');
    const keys = await keysSection();
    await user.click(await keys.findByRole('button', { name: 'Revocar la clave «CI del blog»' }));
    const question = await screen.findByRole('tooltip');
    expect(within(question).getByText('¿Revocar la clave «CI del blog»?')).toBeInTheDocument();
    expect(site.api.calls).not.toContain('DELETE /admin/deploy-keys/3');

    await user.click(within(question).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Clave «CI del blog» revocada.')).toBeInTheDocument();
    await waitFor(() => expect(keys.queryByText('CI del blog')).not.toBeInTheDocument());
    await waitFor(() => expect(keys.getByRole('button', { name: 'Revocar la clave «Equipo tienda»' })).toHaveFocus());
  });

  it('a revocation that fails says so, and the key stays', async () => {
    const user = userEvent.setup({ delay: null });
    serve([ciKey], { 'DELETE /admin/deploy-keys/3': () => ({ status: 500 }) });
    renderAdminApp('/admin/versiones');
    const keys = await keysSection();
    await user.click(await keys.findByRole('button', { name: 'Revocar la clave «CI del blog»' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('No se pudo revocar la clave «CI del blog». Intenta de nuevo.')).toBeInTheDocument();
    expect(keys.getByText('CI del blog')).toBeInTheDocument();
  });
});
