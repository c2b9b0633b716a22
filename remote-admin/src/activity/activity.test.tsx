import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry } from '@pasteleria/shared/security';
import { mockApi } from '@pasteleria/shared/testing';
import { axeViolations } from '../test/axe';
import { adminUser, plainUser, renderAdminApp, signIn } from '../test/render';

beforeEach(() => {
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });

const created: ActivityEntry = {
  id: 30,
  at: '2026-03-08T15:20:00Z',
  actor: { type: 'user', id: 1, name: 'Ana Administradora' },
  action: 'record-created',
  target: { type: 'categoria', id: '7', name: 'Pays' },
  address: '203.0.113.7',
  description: 'Creó la categoría «Pays».',
};
const aborted: ActivityEntry = {
  id: 29,
  at: '2026-03-08T15:00:00Z',
  actor: { type: 'automatic', id: null, name: 'Automático' },
  action: 'rollout-aborted',
  target: { type: 'version', id: '12', name: 'remote_blog 1.3.0' },
  address: '',
  description: 'remote_blog 1.3.0: detenido; todos vuelven a 1.2.0.',
};

function serve(entries: ActivityEntry[] = [created, aborted], total = entries.length) {
  return mockApi({
    'GET /admin/user': { data: [adminUser, plainUser] },
    'GET /admin/comentarios/pendientes': { data: [] },
    [`GET /admin/activity?pagina=1&limite=50`]: { data: { entries, total, page: 1, pageSize: 50 } },
    [`GET /admin/activity?accion=sign-in-failed&pagina=1&limite=50`]: {
      data: { entries: [], total: 0, page: 1, pageSize: 50 },
    },
    [`GET /admin/activity?pagina=2&limite=50`]: { data: { entries: [aborted], total, page: 2, pageSize: 50 } },
    [`GET /admin/activity?usuario=1&pagina=1&limite=50`]: {
      data: { entries: [created], total: 1, page: 1, pageSize: 50 },
    },
  });
}

describe("/admin/actividad: 'Actividad'", () => {
  it('lists who did what, on which record, from where, newest first', async () => {
    serve();
    renderAdminApp('/admin/actividad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Actividad' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await within(table).findByText('Creó la categoría «Pays».');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows[0]).toEqual(['Fecha', 'Quién', 'Acción', 'Registro', 'Dirección', 'Qué pasó']);
    expect(rows[1]).toEqual([
      expect.stringMatching(/2026/),
      'Ana Administradora',
      'Contenido creado',
      'Categoría «Pays»',
      '203.0.113.7',
      'Creó la categoría «Pays».',
    ]);
    expect(rows[2]?.slice(1, 5)).toEqual([
      'AutomáticoAutomático',
      'Despliegue gradual detenido',
      'Versión «remote_blog 1.3.0»',
      '—',
    ]);
    expect(screen.getByText('2 entradas')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by action and by who, in the URL; says when nothing matches', async () => {
    const api = serve();
    renderAdminApp('/admin/actividad');
    await screen.findByText('Creó la categoría «Pays».');
    await user().click(screen.getByRole('combobox', { name: 'Acción' }));
    await user().click((await screen.findAllByText('Inicio de sesión fallido')).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?accion=sign-in-failed'));
    expect(await screen.findByText('No hay actividad con estos filtros.')).toBeInTheDocument();
    expect(api.calls).toContain('GET /admin/activity?accion=sign-in-failed&pagina=1&limite=50');
  });

  it('pages: the next page in the URL, its entries asked for', async () => {
    const api = serve([created], 51);
    renderAdminApp('/admin/actividad');
    await screen.findByText('Creó la categoría «Pays».');
    await user().click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?pagina=2'));
    expect(await screen.findByText('remote_blog 1.3.0: detenido; todos vuelven a 1.2.0.')).toBeInTheDocument();
    expect(api.calls).toContain('GET /admin/activity?pagina=2&limite=50');
  });

  it('opens on the filters of its URL', async () => {
    const api = serve([created], 51);
    renderAdminApp('/admin/actividad?usuario=1');
    expect(await screen.findByText('Creó la categoría «Pays».')).toBeInTheDocument();
    expect(api.calls).toContain('GET /admin/activity?usuario=1&pagina=1&limite=50');
    expect(screen.getByRole('combobox', { name: 'Quién' }).closest('.ant-select')).toHaveTextContent(
      'Ana Administradora',
    );
  });

  it('says so in Spanish when the log cannot be loaded', async () => {
    mockApi({ 'GET /admin/user': { data: [] }, 'GET /admin/comentarios/pendientes': { data: [] } });
    renderAdminApp('/admin/actividad');
    expect(await screen.findByText('No se pudo cargar la actividad.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
