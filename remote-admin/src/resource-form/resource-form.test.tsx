import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, pending, post } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { categorias, productos, slides } from '../test/rows';
import { NOT_AN_IMAGE } from '../images/prepare-image';
import { IMAGE_REQUIRED } from './resource-form';
import { LEAVE_QUESTION } from './use-leave-guard';

// The editor is its own lazy chunk; here a textarea stands in for it.
jest.mock('../fields/rich-text-editor', () => ({
  __esModule: true,
  default: ({ value, onChange, label }: { value?: string; onChange?: (v: string) => void; label: string }) => (
    <textarea aria-label={label} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));
// jsdom cannot decode pictures: the shrink step hands the file back.
jest.mock('../images/shrink-image', () => ({ shrinkImage: (file: Blob) => Promise.resolve(file) }));

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => signIn(adminUser));

const user = () => userEvent.setup({ delay: null });
const save = () => user().click(screen.getByRole('button', { name: /Guardar/ }));

describe('generic form: create', () => {
  it('starts from the declared defaults and creates a category, then goes back to the list', async () => {
    const api = mockApi({
      'POST /admin/categoria': { status: 201, data: { id: 9 } },
      'GET /admin/categoria': { data: categorias },
    });
    renderAdminApp('/admin/categoria/create');
    expect(await screen.findByRole('heading', { name: 'Nueva categoría' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Portada?' })).toBeChecked();
    await user().type(screen.getByRole('textbox', { name: 'Nombre' }), 'Tartas de Fruta');
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: '<p>Frescas</p>' } });
    await save();

    expect(await screen.findByText('Categoria creado exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/categoria$/));
    const i = api.calls.indexOf('POST /admin/categoria');
    expect(api.bodies[i]).toEqual({
      nombre: 'Tartas de Fruta',
      descripcion: '<p>Frescas</p>',
      menu: true,
      orden: 1,
      slug: 'tartas-de-fruta',
    });
  });

  it("checks the declaration's rules before sending anything", async () => {
    const api = mockApi({ 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/producto/create');
    await screen.findByRole('heading', { name: 'Nuevo producto' });
    await save();
    expect(await screen.findByText('El campo nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El campo título es obligatorio.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("offers the product's categories with an empty option, and price steps of 0.01", async () => {
    const api = mockApi({
      'GET /admin/categoria': { data: categorias },
      'POST /admin/producto': { status: 201, data: { id: 3 } },
      'GET /admin/producto': { data: productos },
    });
    renderAdminApp('/admin/producto/create');
    await screen.findByRole('heading', { name: 'Nuevo producto' });
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveAttribute('step', '0.01');
    expect(screen.getByText('-- Selecciona una categoría --')).toBeInTheDocument();
    await user().click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user().click(await screen.findByTitle('Galletas'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Polvorones' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), { target: { value: 'Polvorones de nuez' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Precio' }), { target: { value: '45.5' } });
    fireEvent.blur(screen.getByRole('spinbutton', { name: 'Precio' }));
    await save();
    expect(await screen.findByText('Producto creado exitosamente.')).toBeInTheDocument();
    const body = api.bodies[api.calls.indexOf('POST /admin/producto')] as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Polvorones',
      title: 'Polvorones de nuez',
      price: 45.5,
      categoria_id: 2,
      visits: 0,
    });
    expect(body).not.toHaveProperty('urlfoto');
  }, 90_000);

  it('shows server field errors under their fields (first message) and the failure message', async () => {
    mockApi({
      'POST /admin/empresa': {
        status: 422,
        data: {
          message: 'Datos inválidos',
          errors: {
            email: ['El campo email debe ser un correo electrónico válido.', 'otro'],
            nombre: ['Ya existe una sucursal con ese nombre.'],
          },
        },
      },
    });
    renderAdminApp('/admin/empresa/create');
    await screen.findByRole('heading', { name: 'Nueva sucursal' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Sitio web' })).toHaveAttribute('type', 'url');
    expect(screen.getByRole('switch', { name: 'Publicado' })).toBeChecked();
    await user().type(screen.getByRole('textbox', { name: 'Nombre' }), 'Centro');
    await save();
    expect(await screen.findByText('Ya existe una sucursal con ese nombre.')).toBeInTheDocument();
    expect(screen.getByText('El campo email debe ser un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.queryByText('otro')).not.toBeInTheDocument();
    expect(screen.getByText('Error al crear la sucursal, revise datos o conexión.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/empresa/create');
  });

  it('tells the admin when a create fails for another reason', async () => {
    mockApi({ 'POST /admin/slide': { status: 500 } });
    renderAdminApp('/admin/slide/create');
    await screen.findByRole('heading', { name: 'Nuevo slide' });
    await user().type(screen.getByRole('textbox', { name: 'Frase' }), 'Hola');
    await save();
    expect(await screen.findByText(IMAGE_REQUIRED)).toBeInTheDocument();

    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Imagen'), file);
    expect(await screen.findByRole('img', { name: 'Vista previa de la imagen elegida' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await save();
    expect(await screen.findByText('Error al crear slide, revise datos o conexión.')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, in Spanish, before sending anything', async () => {
    const api = mockApi({});
    renderAdminApp('/admin/slide/create');
    await screen.findByRole('heading', { name: 'Nuevo slide' });
    const input = screen.getByLabelText('Imagen');
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(NOT_AN_IMAGE)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vista previa de la imagen elegida' })).not.toBeInTheDocument();
    // Nothing was sent (the layout's own reads, such as the menu's pending count, aside).
    expect(api.calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });
});

describe('generic form: edit', () => {
  it("shows 'Cargando datos del post...' while the post loads", async () => {
    mockApi({ 'GET /admin/post/1': pending });
    renderAdminApp('/admin/post/edit/1');
    expect(await screen.findByText('Cargando datos del post...')).toBeInTheDocument();
  });

  it('fills the form from the row, shows the current image, and updates a slide with POST ?_method=PUT', async () => {
    const api = mockApi({
      'GET /admin/slide/4': { data: slides[0] },
      'POST /admin/slide/4?_method=PUT': { data: slides[0] },
      'GET /admin/slide': { data: slides },
    });
    renderAdminApp('/admin/slide/edit/4');
    expect(await screen.findByRole('heading', { name: 'Editar slide' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen actual' })).toHaveAttribute('src', '/img/slide/fiesta.webp');
    const frase = screen.getByRole('textbox', { name: 'Frase' });
    expect(frase).toHaveValue('Pasteles para tu fiesta');
    await user().clear(frase);
    await user().type(frase, 'Pasteles para tu boda');
    await save();
    expect(await screen.findByText('Slide actualizado correctamente')).toBeInTheDocument();
    const body = api.bodies[api.calls.indexOf('POST /admin/slide/4?_method=PUT')];
    // No new file chosen: no image in the body.
    expect(body).toEqual({ frase: 'Pasteles para tu boda', link: 'https://pasteleria.mx/fiestas', posicion: 1 });
  });

  it('sends a post update as a multipart form, and tells the admin when it fails', async () => {
    const answer = deferred();
    const api = mockApi({ 'GET /admin/post/1': { data: post() }, 'POST /admin/post/1?_method=PUT': answer.reply });
    renderAdminApp('/admin/post/edit/1');
    await screen.findByRole('heading', { name: 'Editar post' });
    expect(screen.getByRole('textbox', { name: 'Contenido' })).toHaveValue('<p>Contenido</p>');
    await save();
    answer.resolve({ status: 503 });
    expect(await screen.findByText('Error al actualizar el post, revise datos o conexión.')).toBeInTheDocument();
    const body = api.bodies[api.calls.indexOf('POST /admin/post/1?_method=PUT')] as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('receta-conchas');
    expect(body.get('urlfoto')).toBeNull();
  });

  it('asks before leaving with unsaved changes through Back or the side menu', async () => {
    mockApi({
      'GET /admin/categoria/1': { data: categorias[0] },
      'GET /admin/categoria': { data: categorias },
      'GET /admin/slide': { data: slides },
    });
    renderAdminApp('/admin/categoria/edit/1');
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    await user().type(nombre, ' y más');

    await user().click(screen.getByRole('button', { name: /Volver/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LEAVE_QUESTION)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/categoria/edit/1');

    await user().click(screen.getByRole('link', { name: 'Slides' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/slide'));
  });
});
