import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, recordBeacons, type Reply } from '@pasteleria/shared/testing';
import { CommentForm } from './comment-form';

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

const field = (name: RegExp | string) => screen.getByLabelText(name);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nombre'), 'Ana Pérez');
  await user.type(field(/Correo electrónico/), 'ana@example.com');
  await user.type(field('Comentario'), 'Las conchas están buenísimas.');
  await user.selectOptions(field('Calificación'), '4');
}

describe('comment form', () => {
  it("offers a rating from 0 ('Selecciona...') to 5", () => {
    render(<CommentForm />);
    const options = Array.from((field('Calificación') as HTMLSelectElement).options);
    expect(options.map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(options[0]).toHaveTextContent('Selecciona...');
  });

  it('checks the fields before sending, with Spanish messages next to each', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    render(<CommentForm />);
    await user.type(field(/Correo electrónico/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));

    expect(field('Nombre')).toHaveAccessibleDescription('El campo nombre es obligatorio.');
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nombre')).toHaveFocus();
    expect(field(/Correo electrónico/)).toHaveAccessibleDescription(/correo electrónico válido/);
    expect(field('Comentario')).toHaveAccessibleDescription('El campo comentario es obligatorio.');
    expect(api.calls).toEqual([]);
  });

  it('sends the comment, says it awaits approval and clears everything but the rating', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const api = mockApi({ 'POST /public/comentarios': answer.reply });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));

    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    answer.resolve({ status: 201, data: { message: 'ok' } });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gracias por tu comentario. Está pendiente de aprobación.',
    );
    expect(api.bodies).toEqual([
      { nombre: 'Ana Pérez', email: 'ana@example.com', comentario: 'Las conchas están buenísimas.', rating: 4 },
    ]);
    expect(field('Nombre')).toHaveValue('');
    expect(field(/Correo electrónico/)).toHaveValue('');
    expect(field('Comentario')).toHaveValue('');
    expect(field('Calificación')).toHaveValue('4');
  });

  it("counts an accepted comment in the shop's statistics, and not a refused one", async () => {
    const beacons = recordBeacons();
    const user = userEvent.setup();
    let reply: Reply = { status: 422, data: { message: 'Datos inválidos', errors: {} } };
    mockApi({ 'POST /public/comentarios': () => reply });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));
    await screen.findByRole('alert');

    reply = { status: 201, data: { message: 'ok' } };
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));
    await screen.findByRole('status');
    await waitFor(() => expect(beacons.events()).toEqual([{ tipo: 'comentario', ruta: '/' }]));
    expect(beacons.sent[0]?.url).toBe('/api/v1/public/eventos');
    beacons.restore();
  });

  it('keeps the fields, says so and logs the error when sending fails', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /public/comentarios': { status: 500 } });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al enviar el comentario. Intenta de nuevo.');
    expect(field('Nombre')).toHaveValue('Ana Pérez');
    expect(field('Comentario')).toHaveValue('Las conchas están buenísimas.');
    expect(logged).toHaveBeenCalledWith('Error al enviar el comentario:', expect.anything());
  });

  it('says in Spanish when too many comments were sent (429)', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /public/comentarios': { status: 429, data: { message: 'Too many' } } });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar el comentario. Intenta de nuevo. Has enviado demasiados comentarios en poco tiempo. Espera unos minutos e intenta de nuevo.',
    );
  });

  it("says the server's own message when the service is unavailable (503), keeps the fields and counts nothing", async () => {
    const beacons = recordBeacons();
    const user = userEvent.setup();
    mockApi({
      'POST /public/comentarios': {
        status: 503,
        data: { message: 'La tienda está en mantenimiento. Intenta de nuevo en unos minutos.' },
        headers: { 'Retry-After': '10' },
      },
    });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar el comentario. Intenta de nuevo. La tienda está en mantenimiento. Intenta de nuevo en unos minutos.',
    );
    expect(field('Nombre')).toHaveValue('Ana Pérez');
    expect(field(/Correo electrónico/)).toHaveValue('ana@example.com');
    expect(field('Comentario')).toHaveValue('Las conchas están buenísimas.');
    expect(field('Calificación')).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Enviar comentario' })).toBeEnabled();
    expect(beacons.events()).toEqual([]);
    beacons.restore();
  });

  it('says the service is unavailable when a 503 carries no message (a proxy answered)', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /public/comentarios': { status: 503 } });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar el comentario. Intenta de nuevo. El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.',
    );
    expect(field('Comentario')).toHaveValue('Las conchas están buenísimas.');
  });

  it('says which field the API rejected (422)', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /public/comentarios': {
        status: 422,
        data: { message: 'Datos inválidos', errors: { email: ['El correo no es válido.'] } },
      },
    });
    render(<CommentForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enviar comentario' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar el comentario. Intenta de nuevo. Revisa el campo: Correo electrónico.',
    );
    expect(field(/Correo electrónico/)).toHaveAccessibleDescription('El correo no es válido.');
    expect(field(/Correo electrónico/)).toHaveFocus();
    expect(field('Nombre')).toHaveValue('Ana Pérez');
  });
});
