import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending, renderAt, pagina, post } from '@pasteleria/shared/testing';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import Blog from '../exposes/blog';

describe('blog index (/blog)', () => {
  it('shows a card per post and page with a 100-character excerpt and its link', async () => {
    const long = post();
    const api = mockApi({
      'GET /public/blog/posts': { data: { data: [long] } },
      'GET /public/blog/paginas': {
        data: [pagina(), pagina({ id: 4, slug: 'sin-titulo', title: '', image: 'x.webp' })],
      },
    });
    renderAt('/blog', '/blog/*', <Blog />);

    expect(screen.getByRole('heading', { level: 1, name: 'Blog y Contenidos' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);

    const [postCard, pageCard, untitled] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(postCard).getByRole('heading', { name: long.title })).toBeInTheDocument();
    expect(within(postCard).getByText(`${long.description.slice(0, 100)}…`)).toBeInTheDocument();
    expect(long.description.length).toBeGreaterThan(100);
    // Its WebP variants, for a card of the three-column grid; the first card's picture loads at once.
    const postImg = postCard.querySelector('img');
    expect(postImg).toHaveAttribute('src', '/img/post/640w/conchas.webp.webp');
    expect(postImg?.getAttribute('srcset')).toContain('/img/post/960w/conchas.webp.webp 960w');
    expect(postImg).toHaveAttribute('sizes', IMAGE_SIZES.blogCard);
    expect(postImg).toHaveAttribute('fetchpriority', 'high');
    expect(within(postCard).getByRole('link', { name: /Leer más/ })).toHaveAttribute(
      'href',
      '/blog/post/receta-conchas',
    );

    expect(within(pageCard).getByRole('heading', { name: 'Nosotros' })).toBeInTheDocument();
    expect(within(pageCard).getByText('Somos una pastelería familiar.')).toBeInTheDocument();
    expect(pageCard.querySelector('img')).toBeNull();
    expect(within(pageCard).getByRole('link', { name: /Leer más/ })).toHaveAttribute('href', '/blog/pagina/nosotros');

    expect(within(untitled).getByRole('heading', { name: 'Sin título' })).toBeInTheDocument();
    expect(untitled.querySelector('img')).toHaveAttribute('src', '/img/pagina/640w/x.webp.webp');
    expect(untitled.querySelector('img')).toHaveAttribute('loading', 'lazy');

    expect(api.calls.sort()).toEqual(['GET /public/blog/paginas', 'GET /public/blog/posts']);
    expect(document.title).toBe('Blog y Contenidos | Pastelería La Esperanza');
  });

  it('shows a loading text, then a Spanish message when the lists cannot be loaded', async () => {
    mockApi({ 'GET /public/blog/posts': pending, 'GET /public/blog/paginas': pending });
    const first = renderAt('/blog', '/blog/*', <Blog />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando publicaciones...');
    first.unmount();

    mockApi({ 'GET /public/blog/posts': { status: 500 }, 'GET /public/blog/paginas': { data: [] } });
    renderAt('/blog', '/blog/*', <Blog />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las publicaciones. Intenta de nuevo más tarde.',
    );
  });

  it('says so when there is nothing published yet', async () => {
    mockApi({ 'GET /public/blog/posts': { data: { data: [] } }, 'GET /public/blog/paginas': { data: [] } });
    renderAt('/blog', '/blog/*', <Blog />);
    expect(await screen.findByText('Aún no hay publicaciones.')).toBeInTheDocument();
  });

  it('shows its own not-found screen for unknown paths under /blog', () => {
    mockApi({});
    renderAt('/blog/archivo/2024', '/blog/*', <Blog />);
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/blog');
  });
});

describe('blog index recovery', () => {
  it("loads again with 'Reintentar' once the API is back", async () => {
    let up = false;
    mockApi({
      'GET /public/blog/posts': () => (up ? { data: { data: [post()] } } : { status: 503 }),
      'GET /public/blog/paginas': { data: [] },
    });
    renderAt('/blog', '/blog/*', <Blog />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Cómo hacemos nuestras conchas' })).toBeInTheDocument();
  });
});
