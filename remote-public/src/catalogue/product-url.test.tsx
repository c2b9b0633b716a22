import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { mockApi } from '@pasteleria/shared/testing';
import Catalogue from '../exposes/catalogue';
import { categoria, producto } from '../test/fixtures';

function stubCategory() {
  return mockApi({
    'GET /public/categorias/pasteles': {
      data: {
        categoria: categoria(),
        productos: [producto(), producto({ id: 11, name: 'Pastel de bodas', code: 'PB-02', image: null })],
      },
    },
  });
}

/**
 * The catalogue the way the host mounts it, in a router whose history starts with `entries` (the
 * last one shown). `url()` is where the router is (path and query); `back()` is the browser's Back.
 */
function renderWithHistory(...entries: string[]) {
  let navigate: NavigateFunction | undefined;
  function Probe() {
    const location = useLocation();
    navigate = useNavigate();
    return <div data-testid="url">{location.pathname + location.search}</div>;
  }
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/categorias" element={<p>Línea de productos</p>} />
        <Route path="/categorias/*" element={<Catalogue />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  return {
    url: () => screen.getByTestId('url').textContent,
    back: () => act(async () => navigate!(-1)),
  };
}

describe('a product has its own URL (/categorias/:slug?producto=<id>)', () => {
  it("'Ver más' is a link to the product URL that opens its dialog; Back closes it", async () => {
    const user = userEvent.setup();
    stubCategory();
    const { url, back } = renderWithHistory('/categorias', '/categorias/pasteles');

    const more = await screen.findByRole('link', { name: 'Ver más de Pastel de bodas' });
    expect(more).toHaveAttribute('href', '/categorias/pasteles?producto=11');
    expect(more).toHaveTextContent('Ver más');
    await user.click(more);

    expect(url()).toBe('/categorias/pasteles?producto=11');
    expect(screen.getByRole('dialog', { name: 'Pastel de bodas' })).toBeInTheDocument();

    await back();
    expect(url()).toBe('/categorias/pasteles');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it("'Regresar' after 'Ver más' goes back one entry, so Back then leaves the category", async () => {
    const user = userEvent.setup();
    stubCategory();
    const { url, back } = renderWithHistory('/categorias', '/categorias/pasteles');

    const more = await screen.findByRole('link', { name: 'Ver más de Pastel de tres leches' });
    await user.click(more);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regresar' }));

    expect(url()).toBe('/categorias/pasteles');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    await back();
    expect(url()).toBe('/categorias');
  });

  it('opens the dialog on the product when the page is opened on its URL, and Regresar replaces the URL', async () => {
    const user = userEvent.setup();
    stubCategory();
    const { url, back } = renderWithHistory('/categorias', '/categorias/pasteles?producto=10');

    const dialog = await screen.findByRole('dialog', { name: 'Pastel de tres leches' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByText('Codigo').nextSibling).toHaveTextContent('PTL-01');

    await user.click(within(dialog).getByRole('button', { name: 'Regresar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/categorias/pasteles');
    expect(screen.getByRole('link', { name: 'Ver más de Pastel de tres leches' })).toHaveFocus();

    // The product URL was replaced, not left under the category page: Back leaves the category.
    await back();
    expect(url()).toBe('/categorias');
  });

  it('closes a directly opened dialog with Escape and the backdrop too, replacing the URL', async () => {
    const user = userEvent.setup();
    stubCategory();
    const { url } = renderWithHistory('/categorias/pasteles?producto=11');

    await screen.findByRole('dialog', { name: 'Pastel de bodas' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/categorias/pasteles');

    await user.click(screen.getByRole('link', { name: 'Ver más de Pastel de bodas' }));
    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/categorias/pasteles');
  });

  it('goes back only once when the dialog is closed twice before the navigation lands', async () => {
    const user = userEvent.setup();
    stubCategory();
    const { url } = renderWithHistory('/categorias', '/categorias/pasteles');

    await user.click(await screen.findByRole('link', { name: 'Ver más de Pastel de bodas' }));
    const dialog = screen.getByRole('dialog');
    const regresar = within(dialog).getByRole('button', { name: 'Regresar' });
    act(() => {
      regresar.click();
      regresar.click();
    });
    expect(url()).toBe('/categorias/pasteles');
  });

  it('shows no dialog for an id that is not in the category and drops it from the URL', async () => {
    stubCategory();
    const { url, back } = renderWithHistory('/categorias', '/categorias/pasteles?producto=999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos por categoría: Pasteles' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(url()).toBe('/categorias/pasteles'));
    expect(screen.getAllByRole('link', { name: /^Ver más de / })).toHaveLength(2);
    await back();
    expect(url()).toBe('/categorias');
  });

  it("keeps the product in the URL while the category loads, and 'Pedir por WhatsApp' carries it", async () => {
    stubCategory();
    const { url } = renderWithHistory('/categorias/pasteles?producto=11');
    expect(url()).toBe('/categorias/pasteles?producto=11');

    const dialog = await screen.findByRole('dialog', { name: 'Pastel de bodas' });
    const order = within(dialog).getByRole('link', { name: 'Pedir por WhatsApp' });
    const text = new URL(order.getAttribute('href')!).searchParams.get('text')!;
    expect(text.startsWith('Hola! Necesito Información, me gustaría hacer un pedido')).toBe(true);
    expect(text).toContain(`Pastel de bodas (código PB-02) ${window.location.origin}/categorias/pasteles?producto=11`);
    expect(order.getAttribute('href')).toContain(
      encodeURIComponent(`${window.location.origin}/categorias/pasteles?producto=11`),
    );
  });
});
