import { screen, within } from '@testing-library/react';
import { mockApi, pending, renderAt, pagina, post } from '@pasteleria/shared/testing';
import Home from '../exposes/home';
import { categoria } from '../test/fixtures';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home (/)', () => {
  it('shows the featured categories, each linking to its page', async () => {
    mockApi({
      'GET /public/categorias-home': { data: [categoria(), categoria({ id: 3, slug: 'pan-dulce', nombre: 'Pan dulce' })] },
      'GET /public/blog/posts': { data: { data: [] } },
      'GET /public/blog/paginas': { data: [] },
    });
    renderAt('/', '/', <Home />);

    expect(await screen.findByRole('link', { name: 'Pan dulce' })).toHaveAttribute('href', '/categorias/pan-dulce');
    expect(within(section('Nuestros productos')).getByRole('link', { name: 'Pasteles' })).toHaveAttribute(
      'href',
      '/categorias/pasteles',
    );
    expect(document.title).toBe('Inicio | Pastelería La Esperanza');
  });

  it("shows 'Blog y Contenidos' cards for posts and pages, cut to 100 characters", async () => {
    const long = post();
    mockApi({
      'GET /public/categorias-home': { data: [] },
      'GET /public/blog/posts': { data: { data: [long] } },
      'GET /public/blog/paginas': { data: [pagina(), pagina({ id: 3, slug: 'sin-titulo', title: '', description: '<p>Texto <b>breve</b></p>' })] },
    });
    renderAt('/', '/', <Home />);

    const links = await within(section('Blog y Contenidos')).findAllByRole('link', { name: /Leer más/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/blog/post/receta-conchas',
      '/blog/pagina/nosotros',
      '/blog/pagina/sin-titulo',
    ]);
    expect(screen.getByRole('heading', { name: 'Cómo hacemos nuestras conchas' })).toBeInTheDocument();
    expect(screen.getByText(`${long.description.slice(0, 100)}…`)).toBeInTheDocument();
    expect(screen.getByText('Somos una pastelería familiar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sin título' })).toBeInTheDocument();
    expect(screen.getByText('Texto breve')).toBeInTheDocument();
  });

  it('keeps each section independent: loading in one, a Spanish error in the other', async () => {
    mockApi({
      'GET /public/categorias-home': { status: 500 },
      'GET /public/blog/posts': pending,
      'GET /public/blog/paginas': { data: [] },
    });
    renderAt('/', '/', <Home />);

    expect(within(section('Blog y Contenidos')).getByRole('status')).toHaveTextContent('Cargando contenidos...');
    expect(await within(section('Nuestros productos')).findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las categorías. Intenta de nuevo más tarde.',
    );
  });
});
