import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, type Producto } from '@pasteleria/shared';
import { categoryHead, postHead, productHead } from '@pasteleria/shared/seo';
import { mockApi, post } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { categorias, productos, slides } from '../test/rows';
import { SEARCH_HEADING } from './search-result';
import { NEW_PICTURE, SHARE_HEADING, SITE_PICTURE } from './share-card';
import { LONG_TITLE, DESCRIPTION_CUT } from './head-notes';
import { NO_CATEGORY, NUMBER_ON_SAVE, RENAME_MOVES } from './page-values';

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

const site = () => ({ name: getRuntimeConfig().site.name });
const search = () => screen.getByRole('region', { name: SEARCH_HEADING });
const share = () => screen.getByRole('region', { name: SHARE_HEADING });
const tresLeches = productos[0] as unknown as Producto;

describe('search and share preview', () => {
  it("follows the product's 'Título' as the owner types, with the server's title and address", async () => {
    mockApi({ 'GET /admin/producto/7': { data: tresLeches }, 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/producto/edit/7');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(
      await within(search()).findByText('http://localhost › categorias › pasteles?producto=7'),
    ).toBeInTheDocument();
    expect(within(search()).getByText(productHead(site(), 'pasteles', tresLeches).title)).toBeInTheDocument();

    await userEvent.setup({ delay: null }).type(title, ' con fresas');
    const typed = { ...tresLeches, title: 'Tres leches con fresas' };
    // The form reports its values to the preview once a burst of keys is over.
    expect(await within(search()).findByText(productHead(site(), 'pasteles', typed).title)).toBeInTheDocument();
    // The card says the same, under the site's domain, with the product's own picture.
    expect(within(share()).getByText(productHead(site(), 'pasteles', typed).title)).toBeInTheDocument();
    expect(within(share()).getByText('LOCALHOST')).toBeInTheDocument();
    expect(within(share()).getByRole('img', { name: 'Imagen de esta página' })).toHaveAttribute(
      'src',
      '/img/producto/tres.webp',
    );

    // Choosing another category moves the address with it.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Categoría' }));
    fireEvent.click(await screen.findByTitle('Galletas'));
    expect(
      await within(search()).findByText('http://localhost › categorias › galletas?producto=7'),
    ).toBeInTheDocument();
  });

  it("shows exactly the head's description of a long HTML description: plain text cut at 160 characters", async () => {
    mockApi({
      'GET /admin/producto/7': { data: { ...tresLeches, descripcion: '' } },
      'GET /admin/categoria': { data: categorias },
    });
    renderAdminApp('/admin/producto/edit/7');
    const editor = await screen.findByRole('textbox', { name: 'Descripción' });
    const long = `<h2>Nuestro pastel</h2><p>${'Bizcocho húmedo &amp; tres leches, crema batida y fresas de temporada. '.repeat(5)}</p>`;
    fireEvent.change(editor, { target: { value: long } });

    const { description } = productHead(site(), 'pasteles', { ...tresLeches, descripcion: '', description: long });
    expect(Array.from(description)).toHaveLength(160);
    expect(description.endsWith('…')).toBe(true);
    expect(await within(search()).findByText(description)).toBeInTheDocument();
    expect(
      within(search()).getByText('«Descripción corta» está en blanco: la descripción se toma de «Descripción».'),
    ).toBeInTheDocument();
    expect(within(search()).getByText(DESCRIPTION_CUT)).toBeInTheDocument();
  });

  it('falls back to the content text when a post has no SEO description, and says so', async () => {
    const row = post({ description: '', descripcion: '<p>Receta de <strong>conchas</strong> de vainilla.</p>' });
    mockApi({ 'GET /admin/post/1': { data: row } });
    renderAdminApp('/admin/post/edit/1');
    await screen.findByRole('heading', { name: 'Editar post' });
    expect(within(search()).getByText('Receta de conchas de vainilla.')).toBeInTheDocument();
    expect(postHead(site(), row).description).toBe('Receta de conchas de vainilla.');
    expect(
      within(search()).getByText('«Descripción» está en blanco: la descripción se toma de «Contenido».'),
    ).toBeInTheDocument();

    // Its own description, once written, takes over.
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Conchas como las de antes.' },
    });
    expect(await within(search()).findByText('Conchas como las de antes.')).toBeInTheDocument();
    expect(within(search()).queryByText(/está en blanco/)).not.toBeInTheDocument();
    expect(within(search()).getByText('http://localhost › blog › post › receta-conchas')).toBeInTheDocument();
  });

  it("shows the home's first slide on a new product's card, and the chosen picture once there is one", async () => {
    mockApi({ 'GET /admin/categoria': { data: categorias }, 'GET /public/slides': { data: slides } });
    renderAdminApp('/admin/producto/create');
    await screen.findByRole('heading', { name: 'Nuevo producto' });
    expect(
      await within(share()).findByRole('img', { name: 'Imagen del sitio (primer slide de la portada)' }),
    ).toHaveAttribute('src', '/img/slide/fiesta.webp');
    expect(within(share()).getByText(SITE_PICTURE)).toBeInTheDocument();
    // No category yet: no address.
    expect(within(search()).getByText('Sin dirección pública')).toBeInTheDocument();
    expect(within(search()).getByText(NO_CATEGORY)).toBeInTheDocument();
    expect(within(search()).getByText(NUMBER_ON_SAVE)).toBeInTheDocument();

    const name = 'Pastel de chocolate amargo con frambuesas y ganache';
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: name } });
    const head = productHead(site(), '', { id: 0, name, title: '', descripcion: '', description: '', image: null });
    expect(await within(search()).findByText(head.title)).toBeInTheDocument();
    expect(
      within(search()).getByText(`El título tiene ${Array.from(head.title).length} caracteres. ${LONG_TITLE}`),
    ).toBeInTheDocument();
    expect(within(search()).getByText('«Título» está en blanco: el título se toma de «Nombre».')).toBeInTheDocument();

    await userEvent
      .setup({ delay: null })
      .upload(screen.getByLabelText('Imagen'), new File(['png'], 'foto.png', { type: 'image/png' }));
    const chosen = await within(share()).findByRole('img', { name: 'Imagen nueva elegida' });
    expect(chosen).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(share()).getByText(NEW_PICTURE)).toBeInTheDocument();
  });

  it("warns that renaming a category moves its address, to the new name's slug", async () => {
    mockApi({ 'GET /admin/categoria/1': { data: categorias[0] }, 'GET /admin/categoria': { data: categorias } });
    renderAdminApp('/admin/categoria/edit/1');
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    expect(within(search()).getByText(categoryHead(site(), categorias[0] as never).description)).toBeInTheDocument();
    expect(within(search()).queryByText(RENAME_MOVES)).not.toBeInTheDocument();
    fireEvent.change(nombre, { target: { value: 'Pasteles de Boda' } });
    expect(await within(search()).findByText('http://localhost › categorias › pasteles-de-boda')).toBeInTheDocument();
    expect(within(search()).getByText(RENAME_MOVES)).toBeInTheDocument();
  });

  it('is not in the forms of entities without a public page of their own', async () => {
    mockApi({});
    renderAdminApp('/admin/empresa/create');
    await screen.findByRole('heading', { name: 'Nueva sucursal' });
    expect(screen.queryByRole('region', { name: SEARCH_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SHARE_HEADING })).not.toBeInTheDocument();
  });
});
