import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comentario } from '@pasteleria/shared';
import { deferred, mockApi, type Reply } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';

// antd renders are heavy under jsdom on a shared CI machine.

const fernanda: Comentario = {
  id: 5,
  nombre: 'Fernanda Castillo',
  email: 'fer.castillo@example.com',
  comentario: 'El flan napolitano está buenísimo.',
  rating: 4,
  created_at: '2025-01-10T10:00:00Z',
};
const ricardo: Comentario = {
  id: 6,
  nombre: 'Ricardo Gómez',
  email: 'ricardo.gomez@example.net',
  comentario: 'Ya no había pan de muerto.',
  rating: 2,
  created_at: '2025-01-11T10:00:00Z',
};

beforeEach(() => {
  signIn(adminUser);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });

/** The pending list answers `list` until an action changes it. */
function serve(list: Comentario[], actions: Record<string, () => Reply> = {}) {
  let current = list;
  const api = mockApi({
    'GET /admin/comentarios/pendientes': () => ({ data: current }),
    ...actions,
  });
  return { api, set: (next: Comentario[]) => (current = next) };
}

function card(name: string) {
  return screen.getByRole('heading', { name }).closest('.ant-card') as HTMLElement;
}

describe('/admin/comentario', () => {
  it('shows a loading state, then one card per pending comment', async () => {
    const list = deferred();
    mockApi({ 'GET /admin/comentarios/pendientes': list.reply });
    renderAdminApp('/admin/comentario');
    expect(await screen.findByRole('heading', { name: 'Comentarios Pendientes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Cargando comentarios...')).toBeInTheDocument();

    list.resolve({ data: [fernanda, ricardo] });
    const first = await screen.findByRole('heading', { name: 'Fernanda Castillo' });
    const fer = within(first.closest('.ant-card') as HTMLElement);
    expect(fer.getByRole('img', { name: 'Calificación: 4 de 5' })).toBeInTheDocument();
    expect(fer.getByText('fer.castillo@example.com')).toBeInTheDocument();
    expect(fer.getByText('El flan napolitano está buenísimo.')).toBeInTheDocument();
    expect(fer.getByRole('button', { name: /Aprobar/ })).toBeInTheDocument();
    expect(fer.getByRole('button', { name: /Eliminar/ })).toBeInTheDocument();
    expect(within(card('Ricardo Gómez')).getByRole('img', { name: 'Calificación: 2 de 5' })).toBeInTheDocument();
  });

  it("reaches every page: 'Cargar más comentarios' follows the answer's Link; the menu counts them all", async () => {
    const lucia: Comentario = { ...ricardo, id: 7, nombre: 'Lucía Pérez', comentario: 'Las conchas, perfectas.' };
    const paged = (next: string | null) => ({
      'x-total-count': '3',
      link: [
        '</api/v1/admin/comentarios/pendientes?pagina=1&limite=2>; rel="first"',
        ...(next ? [`</api/v1/admin/comentarios/pendientes${next}>; rel="next"`] : []),
        '</api/v1/admin/comentarios/pendientes?pagina=2&limite=2>; rel="last"',
      ].join(', '),
    });
    const second = deferred();
    const api = mockApi({
      'GET /admin/comentarios/pendientes': { data: [fernanda, ricardo], headers: paged('?pagina=2&limite=2') },
      'GET /admin/comentarios/pendientes?pagina=2&limite=2': second.reply,
    });
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Ricardo Gómez' });
    expect(screen.getByText('Mostrando 2 de 3.')).toBeInTheDocument();
    // The menu and the first page agree on the total, not on the page's length.
    expect(screen.getByRole('link', { name: 'Comentarios (3 pendientes)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lucía Pérez' })).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Cargar más comentarios' }));
    second.resolve({ data: [lucia], headers: paged(null) });
    expect(await screen.findByRole('heading', { name: 'Lucía Pérez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fernanda Castillo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más comentarios' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
    expect(api.calls).toEqual(
      expect.arrayContaining([
        'GET /admin/comentarios/pendientes',
        'GET /admin/comentarios/pendientes?pagina=2&limite=2',
      ]),
    );
  });

  it('an API without paging headers answers the whole list: every card, no more to load', async () => {
    serve([fernanda, ricardo]);
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Ricardo Gómez' });
    expect(screen.getByRole('heading', { name: 'Fernanda Castillo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más comentarios' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comentarios (2 pendientes)' })).toBeInTheDocument();
  });

  it("says 'No hay comentarios pendientes.' when there are none", async () => {
    serve([]);
    renderAdminApp('/admin/comentario');
    expect(await screen.findByText('No hay comentarios pendientes.')).toBeInTheDocument();
  });

  it('says in Spanish when the list cannot be loaded, and retries', async () => {
    let reply: Reply = { status: 500 };
    mockApi({ 'GET /admin/comentarios/pendientes': () => reply });
    renderAdminApp('/admin/comentario');
    expect(
      await screen.findByText('No se pudieron cargar los comentarios pendientes.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    reply = { data: [ricardo] };
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Ricardo Gómez' })).toBeInTheDocument();
  });

  it("'Aprobar' approves the comment, says so, and reloads the list (and the menu count)", async () => {
    const site = serve([fernanda, ricardo], {
      'PUT /admin/comentarios/5/aprobar': () => {
        site.set([ricardo]);
        return { data: { success: true } };
      },
    });
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Fernanda Castillo' });
    expect(screen.getByRole('link', { name: 'Comentarios (2 pendientes)' })).toBeInTheDocument();

    await user().click(within(card('Fernanda Castillo')).getByRole('button', { name: /Aprobar/ }));
    expect(await screen.findByText('Comentario aprobado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Fernanda Castillo' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Ricardo Gómez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comentarios (1 pendiente)' })).toBeInTheDocument();
    expect(site.api.calls.filter((c) => c === 'GET /admin/comentarios/pendientes').length).toBeGreaterThanOrEqual(2);
  });

  it("'Eliminar' asks first, then deletes, says so and reloads the list", async () => {
    const site = serve([fernanda, ricardo], {
      'DELETE /admin/comentarios/6': () => {
        site.set([fernanda]);
        return { data: { success: true } };
      },
    });
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Ricardo Gómez' });

    await user().click(within(card('Ricardo Gómez')).getByRole('button', { name: /Eliminar/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('¿Eliminar este comentario?')).toBeInTheDocument();
    expect(site.api.calls).not.toContain('DELETE /admin/comentarios/6');

    await user().click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Comentario eliminado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ricardo Gómez' })).not.toBeInTheDocument());
    expect(site.api.calls).toContain('DELETE /admin/comentarios/6');
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const site = serve([ricardo]);
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Ricardo Gómez' });
    await user().click(screen.getByRole('button', { name: /Eliminar/ }));
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancelar' }));
    expect(site.api.calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Ricardo Gómez' })).toBeInTheDocument();
  });

  it('tells the admin when an approval fails, and reloads the list', async () => {
    const site = serve([fernanda], { 'PUT /admin/comentarios/5/aprobar': () => ({ status: 500 }) });
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Fernanda Castillo' });
    const before = site.api.calls.length;

    await user().click(screen.getByRole('button', { name: /Aprobar/ }));
    expect(await screen.findByText('No se pudo aprobar el comentario. Intenta de nuevo.')).toBeInTheDocument();
    await waitFor(() => expect(site.api.calls.slice(before)).toContain('GET /admin/comentarios/pendientes'));
    expect(await screen.findByRole('heading', { name: 'Fernanda Castillo' })).toBeInTheDocument();
  });

  it('tells the admin when a deletion fails', async () => {
    serve([ricardo], { 'DELETE /admin/comentarios/6': () => ({ status: 500 }) });
    renderAdminApp('/admin/comentario');
    await screen.findByRole('heading', { name: 'Ricardo Gómez' });
    await user().click(screen.getByRole('button', { name: /Eliminar/ }));
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el comentario. Intenta de nuevo.')).toBeInTheDocument();
  });
});
