import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending, renderAt } from '@pasteleria/shared/testing';
import { categoria } from '../../test/fixtures';
import { FeaturedCategories } from './featured-categories';

describe('home featured categories', () => {
  it('shows a loading line while the categories are on their way', () => {
    mockApi({ 'GET /public/categorias-home': pending });
    renderAt('/', '/', <FeaturedCategories />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando categorías...');
  });

  it('shows each featured category linking to its page; the placeholder when it has no image', async () => {
    mockApi({
      'GET /public/categorias-home': {
        data: [categoria(), categoria({ id: 3, slug: 'pan-dulce', nombre: 'Pan dulce', urlfoto: null })],
      },
    });
    renderAt('/', '/', <FeaturedCategories />);
    expect(await screen.findByRole('link', { name: 'Pan dulce' })).toHaveAttribute('href', '/categorias/pan-dulce');
    expect(screen.getByRole('link', { name: 'Pasteles' })).toHaveAttribute('href', '/categorias/pasteles');
    expect(screen.getByRole('img', { name: 'Foto de Pan dulce' })).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows nothing when no category is featured', async () => {
    mockApi({ 'GET /public/categorias-home': { data: [] } });
    renderAt('/', '/', <FeaturedCategories />);
    await screen.findByTestId('location');
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByRole('heading', { name: 'Nuestros productos' })).not.toBeInTheDocument();
  });

  it("says so in Spanish when they cannot be loaded, and 'Reintentar' recovers", async () => {
    let up = false;
    mockApi({ 'GET /public/categorias-home': () => (up ? { data: [categoria()] } : { status: 500 }) });
    renderAt('/', '/', <FeaturedCategories />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las categorías. Intenta de nuevo más tarde.',
    );
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Pasteles' })).toBeInTheDocument();
  });
});
