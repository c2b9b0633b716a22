import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, type Reply } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';

// antd renders are heavy under jsdom on a shared CI machine.

beforeEach(() => signIn(adminUser));

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

/** The figure card whose heading is `label`. */
function card(label: string) {
  return screen.getByRole('heading', { name: label }).closest('.ant-card') as HTMLElement;
}

describe('/admin home', () => {
  it('keeps the welcome text and shows the counts, each linking to its screen', async () => {
    const products = deferred();
    mockApi({
      'GET /admin/comentarios/pendientes': { data: rows(2) },
      'GET /admin/producto': products.reply,
      'GET /admin/post': { data: rows(3) },
    });
    renderAdminApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido al Panel de Administración', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aquí puedes gestionar los contenidos del sistema.')).toBeInTheDocument();
    expect(within(card('Productos')).getByText('Cargando productos...')).toBeInTheDocument();

    products.resolve({ data: rows(22) });
    await waitFor(() => expect(within(card('Productos')).getByText('22')).toBeInTheDocument());
    await waitFor(() => expect(within(card('Comentarios pendientes')).getByText('2')).toBeInTheDocument());
    expect(within(card('Posts')).getByText('3')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Moderar comentarios pendientes' })).toHaveAttribute(
      'href',
      '/admin/comentario',
    );
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/admin/producto');
    expect(screen.getByRole('link', { name: 'Ver posts' })).toHaveAttribute('href', '/admin/post');
    // The menu shows the same pending count.
    expect(screen.getByRole('link', { name: 'Comentarios (2 pendientes)' })).toHaveAttribute(
      'href',
      '/admin/comentario',
    );
  });

  it('shows 0 when nothing waits, and no count on the menu', async () => {
    mockApi({
      'GET /admin/comentarios/pendientes': { data: [] },
      'GET /admin/producto': { data: rows(1) },
      'GET /admin/post': { data: [] },
    });
    renderAdminApp('/admin');
    await waitFor(() => expect(within(card('Comentarios pendientes')).getByText('0')).toBeInTheDocument());
    await waitFor(() => expect(within(card('Posts')).getByText('0')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Comentarios' })).toBeInTheDocument();
  });

  it('says which count failed to load, and retries it', async () => {
    let posts: Reply = { status: 500 };
    mockApi({
      'GET /admin/comentarios/pendientes': { data: rows(1) },
      'GET /admin/producto': { data: rows(4) },
      'GET /admin/post': () => posts,
    });
    renderAdminApp('/admin');
    const failed = await within(card('Posts')).findByText(/No se pudo cargar/, {}, { timeout: 5000 });
    expect(within(card('Productos')).getByText('4')).toBeInTheDocument();

    posts = { data: rows(5) };
    await userEvent.setup({ delay: null }).click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(card('Posts')).getByText('5')).toBeInTheDocument());
  });
});
