import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending, renderAt, pagina, post } from '@pasteleria/shared/testing';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import Blog from '../exposes/blog';

/** Renders the blog at `url` and lets its lazily loaded detail screen arrive. */
async function renderBlog(url: string) {
  const view = renderAt(url, '/blog/*', <Blog />);
  await act(async () => undefined);
  return view;
}

describe('post detail (/blog/post/:slug)', () => {
  it("shows 'Cargando...' while loading", async () => {
    mockApi({ 'GET /public/blog/post/receta-conchas': pending });
    await renderBlog('/blog/post/receta-conchas');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows the title, the image and the HTML body', async () => {
    mockApi({
      'GET /public/blog/post/receta-conchas': {
        data: post({ descripcion: '<h2>Ingredientes</h2><p>Harina y <strong>mantequilla</strong>.</p>' }),
      },
    });
    await renderBlog('/blog/post/receta-conchas');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo hacemos nuestras conchas' })).toBeInTheDocument();
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/img/post/640w/conchas.webp.webp');
    expect(img.getAttribute('srcset')).toContain('/img/post/320w/conchas.webp.webp 320w');
    expect(img).toHaveAttribute('sizes', IMAGE_SIZES.detail);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    // The page's main picture.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('detail-img');
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredientes' })).toBeInTheDocument();
    expect(screen.getByText('mantequilla').tagName).toBe('STRONG');
    expect(document.title).toBe('Cómo hacemos nuestras conchas | Pastelería La Esperanza');
  });

  it("shows the blog's not-found screen for an unknown slug", async () => {
    mockApi({ 'GET /public/blog/post/no-existe': { status: 404 } });
    await renderBlog('/blog/post/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows a Spanish message when the post cannot be loaded', async () => {
    mockApi({ 'GET /public/blog/post/receta-conchas': { status: 500 } });
    await renderBlog('/blog/post/receta-conchas');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la publicación. Intenta de nuevo más tarde.',
    );
  });
});

describe('page detail (/blog/pagina/:slug)', () => {
  it('shows the title, the top text, a divider and the bottom text; no image when there is none', async () => {
    mockApi({
      'GET /public/blog/pagina/nosotros': {
        data: pagina({ texttop: '<p>Desde <em>1985</em>.</p>', textbottom: '<p>Visítanos pronto.</p>' }),
      },
    });
    await renderBlog('/blog/pagina/nosotros');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nosotros' })).toBeInTheDocument();
    const top = screen.getByText('1985');
    const divider = screen.getByRole('separator');
    const bottom = screen.getByText('Visítanos pronto.');
    expect(top.tagName).toBe('EM');
    expect(top.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the image when the page has one', async () => {
    mockApi({ 'GET /public/blog/pagina/nosotros': { data: pagina({ image: 'equipo.jpg' }) } });
    await renderBlog('/blog/pagina/nosotros');
    const img = await screen.findByRole('img', { name: 'Nosotros' });
    expect(img).toHaveAttribute('src', '/img/pagina/640w/equipo.jpg.webp');
    expect(img.getAttribute('srcset')).toContain('/img/pagina/1280w/equipo.jpg.webp 1280w');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it("shows the blog's not-found screen for an unknown slug", async () => {
    mockApi({});
    await renderBlog('/blog/pagina/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});

describe('HTML from the API', () => {
  it('is sanitised again in the browser before it is rendered', async () => {
    mockApi({
      'GET /public/blog/post/receta-conchas': {
        data: post({
          descripcion: '<p>Hola<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
        }),
      },
      'GET /public/blog/pagina/nosotros': {
        data: pagina({
          texttop: '<a href="javascript:alert(1)">clic</a>',
          textbottom: '<iframe src="https://mal.example"></iframe><p>Fin</p>',
        }),
      },
    });
    const post1 = await renderBlog('/blog/post/receta-conchas');
    await screen.findByText('Hola');
    expect(document.querySelector('.prose script')).toBeNull();
    expect(document.querySelector('.prose img')).not.toHaveAttribute('onerror');
    post1.unmount();

    await renderBlog('/blog/pagina/nosotros');
    expect(await screen.findByText('clic')).not.toHaveAttribute('href');
    expect(screen.getByText('Fin')).toBeInTheDocument();
    expect(document.querySelector('.prose iframe')).toBeNull();
  });
});

describe('a post that failed to load', () => {
  it("loads again with 'Reintentar' once the API is back", async () => {
    let up = false;
    mockApi({ 'GET /public/blog/post/receta-conchas': () => (up ? { data: post() } : { status: 503 }) });
    await renderBlog('/blog/post/receta-conchas');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cómo hacemos nuestras conchas' })).toBeInTheDocument();
  });
});
