import { screen, within } from '@testing-library/react';
import { mockApi, pending, post, renderAt } from '@pasteleria/shared/testing';
import Home from '../exposes/home';
import { categoria, comentario, empresa, slide } from '../test/fixtures';

const seeded = {
  'GET /public/slides': { data: [slide()] },
  'GET /public/categorias-home': { data: [categoria()] },
  'GET /public/empresas/5': { data: [empresa()] },
  'GET /public/blog/posts': { data: { data: [post()] } },
  'GET /public/blog/paginas': { data: [] },
  'GET /public/comentarios': { data: [comentario()] },
};

describe('home (/)', () => {
  it('shows its five sections in order: slides, featured categories, Contacto, Blog y Contenidos, comments', async () => {
    mockApi(seeded);
    renderAt('/', '/', <Home />);

    expect(await screen.findByRole('region', { name: 'Promociones' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Pasteles' });
    await screen.findByRole('heading', { name: empresa().nombre });
    await screen.findByRole('heading', { name: post().title });
    await screen.findByRole('link', { name: comentario().nombre });
    expect(screen.getByRole('form', { name: 'Déjanos tu comentario' })).toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Nuestros productos',
      'Contacto',
      'Blog y Contenidos',
      'Déjanos tu comentario',
      'Comentarios de Clientes',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pastelería La Esperanza');
    expect(document.title).toBe('Inicio | Pastelería La Esperanza');
  });

  it('keeps each section independent: loading in one, a Spanish error in another', async () => {
    mockApi({
      ...seeded,
      'GET /public/categorias-home': { status: 500 },
      'GET /public/blog/posts': pending,
    });
    renderAt('/', '/', <Home />);

    expect(
      await within(await screen.findByRole('region', { name: 'Blog y Contenidos' })).findByRole('status'),
    ).toHaveTextContent('Cargando contenidos...');
    expect(
      await within(screen.getByRole('region', { name: 'Nuestros productos' })).findByRole('alert'),
    ).toHaveTextContent('No se pudieron cargar las categorías. Intenta de nuevo más tarde.');
    expect(await screen.findByRole('heading', { name: empresa().nombre })).toBeInTheDocument();
  });
});
