import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending, renderAt, setTestSite } from '@pasteleria/shared/testing';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import { getRuntimeConfig } from '@pasteleria/shared';
import Catalogue from '../exposes/catalogue';
import { categoria, producto } from '../test/fixtures';

function stubCategory() {
  return mockApi({
    'GET /public/categorias/pasteles': {
      data: {
        categoria: categoria(),
        productos: [
          producto(),
          producto({ id: 11, name: 'Pastel de bodas', descripcion: 'Por pisos', price: 0, code: 'PB-02', image: null }),
        ],
      },
    },
  });
}

describe('category detail (/categorias/:slug)', () => {
  it('shows the title, the description and a card per product', async () => {
    const api = stubCategory();
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos por categoría: Pasteles' }),
    ).toBeInTheDocument();
    expect(screen.getByText('toda ocasión').tagName).toBe('STRONG');
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Pastel de tres leches' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Clásico húmedo y esponjoso')).toBeInTheDocument();
    const [first, second] = cards.map((card) => within(card).getByRole('img'));
    expect(first).toHaveAttribute('src', '/img/producto/640w/tres-leches.webp.webp');
    expect(first).toHaveAttribute('sizes', IMAGE_SIZES.card);
    // The first card's picture is the page's main one; the others wait until near the screen.
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(/varios precios/)).toHaveTextContent(
      'Nota: un precio de $0.00 significa que el producto tiene varios precios según su tamaño o presentación.',
    );
    expect(api.calls).toEqual(['GET /public/categorias/pasteles']);
    expect(document.title).toBe('Productos por categoría: Pasteles | Pastelería La Esperanza');
  });

  it("opens the product dialog from 'Ver más' and closes it with 'Regresar'", async () => {
    const user = userEvent.setup();
    stubCategory();
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);

    const open = await screen.findByRole('link', { name: 'Ver más de Pastel de tres leches' });
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Pastel de tres leches' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByText('tres leches').tagName).toBe('EM');
    expect(within(dialog).getByText('Precio').nextSibling).toHaveTextContent('$1,250.00');
    expect(within(dialog).getByText('Codigo').nextSibling).toHaveTextContent('PTL-01');
    expect(within(dialog).getByText('Detalles').nextSibling).toHaveTextContent('Para 20 personas');

    await user.click(within(dialog).getByRole('button', { name: 'Regresar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes the dialog with Escape and keeps Tab inside it', async () => {
    const user = userEvent.setup();
    stubCategory();
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);

    await user.click(await screen.findByRole('link', { name: 'Ver más de Pastel de bodas' }));
    const dialog = screen.getByRole('dialog', { name: 'Pastel de bodas' });
    expect(within(dialog).getByText('Precio').nextSibling).toHaveTextContent('$0.00');

    const order = within(dialog).getByRole('link', { name: 'Pedir por WhatsApp' });
    await user.tab();
    expect(order).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Regresar' })).toHaveFocus();
    await user.tab();
    expect(order).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the visitor to / when the category does not exist', async () => {
    mockApi({ 'GET /public/categorias/no-existe': { status: 404, data: { message: 'No encontrado' } } });
    renderAt('/categorias/no-existe', '/categorias/*', <Catalogue />);
    expect(await screen.findByText('Página de inicio')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends the visitor to / when the answer is null', async () => {
    mockApi({ 'GET /public/categorias/vacia': { data: null } });
    renderAt('/categorias/vacia', '/categorias/*', <Catalogue />);
    expect(await screen.findByText('Página de inicio')).toBeInTheDocument();
  });

  it('shows a loading text, then a Spanish message when the products cannot be loaded', async () => {
    mockApi({ 'GET /public/categorias/pasteles': pending });
    const { unmount } = renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando productos...');
    unmount();

    mockApi({ 'GET /public/categorias/pasteles': { status: 503 } });
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los productos. Intenta de nuevo más tarde.',
    );
  });

  it("offers 'Pedir por WhatsApp' with the shop's number and a message naming the product and its link", async () => {
    const user = userEvent.setup();
    const site = getRuntimeConfig().site;
    setTestSite({ ...site, whatsappPhone: '+52 1 55 0000 1111' });
    stubCategory();
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);
    await user.click(await screen.findByRole('link', { name: 'Ver más de Pastel de tres leches' }));

    const order = within(screen.getByRole('dialog')).getByRole('link', { name: 'Pedir por WhatsApp' });
    const url = new URL(order.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5215500001111');
    expect(url.searchParams.get('text')).toBe(
      `Hola! Necesito Información, me gustaría hacer un pedido: Pastel de tres leches (código PTL-01) ${window.location.origin}/categorias/pasteles?producto=10`,
    );
    expect(order).toHaveAttribute('target', '_blank');
    expect(order).toHaveAttribute('rel', 'noopener');
    setTestSite(site);
  });

  it('sanitises the HTML of the category and the product again before rendering it', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /public/categorias/pasteles': {
        data: {
          categoria: categoria({
            descripcion: '<p>Pasteles<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
          }),
          productos: [
            producto({
              description: '<p><a href="javascript:alert(1)">Receta</a></p><iframe src="https://mal.example"></iframe>',
            }),
          ],
        },
      },
    });
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.prose script')).toBeNull();
    expect(document.querySelector('.prose img')).not.toHaveAttribute('onerror');

    await user.click(screen.getByRole('link', { name: /Ver más/ }));
    expect(within(screen.getByRole('dialog')).getByText('Receta')).not.toHaveAttribute('href');
    expect(document.querySelector('.modal iframe')).toBeNull();
  });

  it("loads again with 'Reintentar' once the API is back", async () => {
    let up = false;
    mockApi({
      'GET /public/categorias/pasteles': () =>
        up ? { data: { categoria: categoria(), productos: [] } } : { status: 503 },
    });
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos por categoría: Pasteles' }),
    ).toBeInTheDocument();
  });
});

describe("the product dialog's picture", () => {
  it("is the WebP variant for the dialog's width, loaded at once", async () => {
    const user = userEvent.setup();
    stubCategory();
    renderAt('/categorias/pasteles', '/categorias/*', <Catalogue />);
    await user.click(await screen.findByRole('link', { name: 'Ver más de Pastel de tres leches' }));
    const img = within(screen.getByRole('dialog')).getByRole('img', { name: 'Pastel de tres leches' });
    expect(img).toHaveAttribute('src', '/img/producto/640w/tres-leches.webp.webp');
    expect(img.getAttribute('srcset')).toContain('/img/producto/320w/tres-leches.webp.webp 320w');
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.detail);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
