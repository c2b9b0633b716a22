import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { categorias, productos, slides } from '../test/rows';
import { LOAD_FAILED } from './resource-list';

// antd renders are heavy under jsdom on a shared CI machine.
// The screens are a lazy chunk, and antd's table is slow under jsdom.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => signIn(adminUser));

const user = () => userEvent.setup({ delay: null });
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('generic list', () => {
  it("shows the declaration's loading text while the list loads", async () => {
    mockApi({ 'GET /admin/categoria': pending });
    renderAdminApp('/admin/categoria');
    expect(await screen.findByText('Cargando categorías...')).toBeInTheDocument();
    expect(document.title).toMatch(/^Categorías \|/);
  });

  it('shows the declared columns, thumbnails, the placeholder, an add button and per-row actions', async () => {
    mockApi({ 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/categoria');
    expect(await screen.findByText('Pasteles')).toBeInTheDocument();

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Mover', 'Orden', 'Imagen', 'Nombre', 'Acción']);
    expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Agregar categoría/ })).toHaveAttribute('href', '/admin/categoria/create');
    expect(screen.getByRole('img', { name: 'Pasteles' })).toHaveAttribute('src', '/img/categoria/pasteles.webp');
    expect(screen.getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Galletas' })).toHaveAttribute('href', '/admin/categoria/edit/2');
    expect(screen.getAllByRole('button', { name: /^Eliminar/ })).toHaveLength(3);
  });

  it("shows a product's price with $ and its category, or 'Sin categoría'", async () => {
    mockApi({ 'GET /admin/producto': { data: productos } });
    renderAdminApp('/admin/producto');
    const row = (await screen.findByText('Pastel tres leches')).closest('tr')!;
    expect(within(row).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(row).getByText('Pasteles')).toBeInTheDocument();
    expect(within(screen.getByText('Concha').closest('tr')!).getByText('Sin categoría')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Mover',
      'Orden',
      'Imagen',
      'Nombre',
      'Precio',
      'Categoría',
      'Acción',
    ]);
  });

  it("shows a slide's link and 'Acciones'", async () => {
    mockApi({ 'GET /admin/slide': { data: slides } });
    renderAdminApp('/admin/slide');
    expect(await screen.findByRole('link', { name: 'https://pasteleria.mx/fiestas' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ 'GET /admin/slide': { data: [] } });
    renderAdminApp('/admin/slide');
    expect(await screen.findByText('No hay slides.')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let reply: { status: number; data?: unknown } = { status: 503 };
    mockApi({ 'GET /admin/categoria': () => reply });
    renderAdminApp('/admin/categoria');
    expect(await screen.findByText(LOAD_FAILED, {}, { timeout: 5000 })).toBeInTheDocument();
    reply = { status: 200, data: categorias };
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pasteles')).toBeInTheDocument();
  });

  it('searches, keeping the search in the URL, and hides reordering meanwhile', async () => {
    mockApi({ 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/categoria');
    await screen.findByText('Pasteles');
    await user().type(screen.getByRole('searchbox', { name: 'Buscar en Categorías' }), 'galle');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?q=galle');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Galletas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir Galletas' })).not.toBeInTheDocument();
    expect(screen.getByText('Para cambiar el orden, quita la búsqueda y el orden por columna.')).toBeInTheDocument();
  });

  it('reads search and sort from the URL, and the edit link carries the list place', async () => {
    mockApi({ 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/categoria?sort=nombre&dir=desc');
    await screen.findByText('Pasteles');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Pasteles',
      'Pan dulce',
      'Galletas',
    ]);
    await user().click(screen.getByRole('link', { name: 'Editar Galletas' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/categoria/edit/2'));
  });

  it("deletes after the resource's confirmation question, and says it worked", async () => {
    let rows = categorias;
    const api = mockApi({
      'GET /admin/categoria': () => ({ data: rows }),
      'DELETE /admin/categoria/2': () => {
        rows = categorias.filter((c) => c.id !== 2);
        return { data: { message: 'ok' } };
      },
    });
    renderAdminApp('/admin/categoria');
    await screen.findByText('Galletas');
    await user().click(screen.getByRole('button', { name: 'Eliminar Galletas' }));
    expect(await screen.findByText('¿Borrar categoría?')).toBeInTheDocument();
    // The question takes focus on its safe answer.
    await waitFor(() =>
      expect(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );

    await user().click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Categoría eliminada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Galletas')).not.toBeInTheDocument());
    // Focus moves on to the next row's delete button, not to the page's body.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Eliminar (Pasteles|Pan dulce)$/));
    expect(api.calls.filter((c) => c.startsWith('GET /admin/categoria'))).toHaveLength(2);
  });

  it('Escape closes the delete question and gives focus back to its button', async () => {
    mockApi({ 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/categoria');
    const remove = await screen.findByRole('button', { name: 'Eliminar Galletas' });
    await user().click(remove);
    expect(await screen.findByText('¿Borrar categoría?')).toBeInTheDocument();
    await user().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
  });

  it("tells the admin when a delete failed (the slide's alert)", async () => {
    mockApi({ 'GET /admin/slide': { data: slides }, 'DELETE /admin/slide/4': { status: 500 } });
    renderAdminApp('/admin/slide');
    await user().click(await screen.findByRole('button', { name: 'Eliminar Pasteles para tu fiesta' }));
    await user().click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el slide.')).toBeInTheDocument();
  });

  it('moves a row down with the keyboard alternative, saving the new order through the update calls', async () => {
    const api = mockApi({
      'GET /admin/slide': { data: slides },
      'POST /admin/slide/4?_method=PUT': { data: {} },
      'POST /admin/slide/5?_method=PUT': { data: {} },
    });
    renderAdminApp('/admin/slide');
    await user().click(await screen.findByRole('button', { name: 'Bajar Pasteles para tu fiesta' }));
    expect(await screen.findByText('Orden guardado.')).toBeInTheDocument();
    const saves = api.calls.map((call, i) => [call, api.bodies[i]]).filter(([call]) => String(call).startsWith('POST'));
    expect(saves).toEqual([
      ['POST /admin/slide/5?_method=PUT', { frase: 'Pan recién horneado', link: null, posicion: 1 }],
      [
        'POST /admin/slide/4?_method=PUT',
        { frase: 'Pasteles para tu fiesta', link: 'https://pasteleria.mx/fiestas', posicion: 2 },
      ],
    ]);
  });
});
