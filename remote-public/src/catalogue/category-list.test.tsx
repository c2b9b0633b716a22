import { screen, within } from '@testing-library/react';
import { mockApi, pending, renderAt } from '@pasteleria/shared/testing';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import Catalogue from '../exposes/catalogue';
import { categoria } from '../test/fixtures';

describe('category list (/categorias)', () => {
  it('shows one card per category, with its image and a button to its page', async () => {
    const api = mockApi({
      'GET /public/categorias': {
        data: [categoria(), categoria({ id: 2, slug: 'galletas', nombre: 'Galletas', urlfoto: null })],
      },
    });
    renderAt('/categorias', '/categorias/*', <Catalogue />);

    expect(screen.getByRole('heading', { level: 1, name: 'Línea de productos' })).toBeInTheDocument();
    const pasteles = await screen.findByRole('link', { name: 'Pasteles' });
    expect(pasteles).toHaveAttribute('href', '/categorias/pasteles');
    expect(screen.getByRole('link', { name: 'Galletas' })).toHaveAttribute('href', '/categorias/galletas');
    // The first card's picture is the page's main one.
    const photo = screen.getByRole('img', { name: 'Foto de Pasteles' });
    expect(photo).toHaveAttribute('src', '/img/categoria/640w/pasteles.webp.webp');
    expect(photo.getAttribute('srcset')).toContain('/img/categoria/480w/pasteles.webp.webp 480w');
    expect(photo).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    // A category without a photo gets the remote's placeholder image (stubbed under jest).
    expect(screen.getByRole('img', { name: 'Foto de Galletas' })).toHaveAttribute('src', 'test-file-stub');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls).toEqual(['GET /public/categorias']);
    expect(document.title).toBe('Línea de productos | Pastelería La Esperanza');
  });

  it('shows a loading text while the list is on its way', () => {
    mockApi({ 'GET /public/categorias': pending });
    renderAt('/categorias', '/categorias/*', <Catalogue />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando categorías...');
  });

  it('says so in Spanish when the list cannot be loaded', async () => {
    mockApi({ 'GET /public/categorias': { status: 500, data: { message: 'boom' } } });
    renderAt('/categorias', '/categorias/*', <Catalogue />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las categorías. Intenta de nuevo más tarde.',
    );
  });

  it('shows its own not-found screen for unknown paths under /categorias', () => {
    mockApi({});
    renderAt('/categorias/pasteles/extra', '/categorias/*', <Catalogue />);
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Página no encontrada | Pastelería La Esperanza');
  });
});
