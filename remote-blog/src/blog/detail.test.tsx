import { screen } from '@testing-library/react';
import { mockApi, pending, renderAt, pagina, post } from '@pasteleria/shared/testing';
import Blog from '../exposes/blog';

describe('post detail (/blog/post/:slug)', () => {
  it("shows 'Cargando...' while loading", () => {
    mockApi({ 'GET /public/blog/post/receta-conchas': pending });
    renderAt('/blog/post/receta-conchas', '/blog/*', <Blog />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows the title, the image and the HTML body', async () => {
    mockApi({
      'GET /public/blog/post/receta-conchas': {
        data: post({ descripcion: '<h2>Ingredientes</h2><p>Harina y <strong>mantequilla</strong>.</p>' }),
      },
    });
    renderAt('/blog/post/receta-conchas', '/blog/*', <Blog />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo hacemos nuestras conchas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/img/post/conchas.webp');
    expect(screen.getByRole('img')).toHaveClass('detail-img');
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredientes' })).toBeInTheDocument();
    expect(screen.getByText('mantequilla').tagName).toBe('STRONG');
    expect(document.title).toBe('Cómo hacemos nuestras conchas | Pastelería La Esperanza');
  });

  it("shows the blog's not-found screen for an unknown slug", async () => {
    mockApi({ 'GET /public/blog/post/no-existe': { status: 404 } });
    renderAt('/blog/post/no-existe', '/blog/*', <Blog />);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows a Spanish message when the post cannot be loaded', async () => {
    mockApi({ 'GET /public/blog/post/receta-conchas': { status: 500 } });
    renderAt('/blog/post/receta-conchas', '/blog/*', <Blog />);
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
    renderAt('/blog/pagina/nosotros', '/blog/*', <Blog />);

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
    renderAt('/blog/pagina/nosotros', '/blog/*', <Blog />);
    expect(await screen.findByRole('img', { name: 'Nosotros' })).toHaveAttribute('src', '/img/pagina/equipo.jpg');
  });

  it("shows the blog's not-found screen for an unknown slug", async () => {
    mockApi({});
    renderAt('/blog/pagina/no-existe', '/blog/*', <Blog />);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
