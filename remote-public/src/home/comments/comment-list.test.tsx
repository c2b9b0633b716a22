import { render, screen, waitFor, within } from '@testing-library/react';
import { mockApi, pending } from '@pasteleria/shared/testing';
import { comentario } from '../../test/fixtures';
import { CommentList } from './comment-list';

describe("'Comentarios de Clientes'", () => {
  it('shows a loading line while the comments are on their way', () => {
    mockApi({ 'GET /public/comentarios': pending });
    render(<CommentList />);
    expect(screen.getByRole('heading', { name: 'Comentarios de Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando comentarios...');
  });

  it('shows each comment with its text, its stars and the name linked to its mail', async () => {
    mockApi({
      'GET /public/comentarios': {
        data: [comentario(), comentario({ id: 2, nombre: 'Jorge', mail: '', rating: 0, comentario: 'Buen pan.' })],
      },
    });
    render(<CommentList />);
    const [first, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];

    expect(within(first).getByText('El pastel de tres leches quedó perfecto.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Calificación: 4 de 5' })).toHaveTextContent(/^★★★★☆$/);
    expect(within(first).getByRole('link', { name: 'Mariana López' })).toHaveAttribute(
      'href',
      'mailto:mariana@example.com',
    );

    expect(within(second).getByRole('img', { name: 'Calificación: 0 de 5' })).toHaveTextContent(/^☆☆☆☆☆$/);
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByText(/Jorge/)).toBeInTheDocument();
  });

  it("says 'No hay comentarios aún.' when there are none", async () => {
    mockApi({ 'GET /public/comentarios': { data: [] } });
    render(<CommentList />);
    expect(await screen.findByText('No hay comentarios aún.')).toBeInTheDocument();
  });

  it("logs a failed load as 'Error al obtener comentarios:' and shows nothing", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /public/comentarios': { status: 500 } });
    render(<CommentList />);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error al obtener comentarios:', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
