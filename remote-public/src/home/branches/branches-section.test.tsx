import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, pending } from '@pasteleria/shared/testing';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';
import { empresa } from '../../test/fixtures';
import { BranchesSection } from './branches-section';

const COYOACAN = empresa();
const ROMA = empresa({
  id: 2,
  nombre: 'La Esperanza Roma Norte',
  urlfoto: null,
  email: '',
  website: '',
  facebook: '',
  youtube: 'https://youtube.com/@pasteleria',
  latitud: null,
});

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe("home 'Contacto'", () => {
  it('shows a loading line, then the first 5 branches', async () => {
    const api = mockApi({ 'GET /public/empresas/5': { data: [COYOACAN, ROMA] } });
    render(<BranchesSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ingrese Sucursal:')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sucursales...');
    await screen.findByRole('heading', { name: COYOACAN.nombre });
    expect(names()).toEqual([COYOACAN.nombre, ROMA.nombre]);
    expect(api.calls).toEqual(['GET /public/empresas/5']);
  });

  it('shows every detail a branch has, and only those', async () => {
    mockApi({ 'GET /public/empresas/5': { data: [COYOACAN, ROMA] } });
    render(<BranchesSection />);
    const [full, partial] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];

    const photo = within(full).getByRole('img', { name: /Coyoacán/ });
    expect(photo).toHaveAttribute('src', '/img/empresa/640w/coyoacan.webp.webp');
    expect(photo).toHaveAttribute('sizes', IMAGE_SIZES.branch);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(within(full).getByText(COYOACAN.direccion)).toBeInTheDocument();
    expect(within(full).getByText(COYOACAN.descripcion)).toBeInTheDocument();
    expect(within(full).getByRole('link', { name: '55 5554 2187' })).toHaveAttribute('href', 'tel:5555542187');
    expect(within(full).getByRole('link', { name: COYOACAN.email })).toHaveAttribute(
      'href',
      `mailto:${COYOACAN.email}`,
    );
    expect(within(full).getByRole('link', { name: /Sitio web/ })).toHaveAttribute('href', COYOACAN.website);
    expect(within(full).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', COYOACAN.facebook);
    expect(within(full).queryByRole('link', { name: /YouTube|TikTok/ })).not.toBeInTheDocument();
    const map = within(full).getByTitle(`Mapa de ${COYOACAN.nombre}`);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=19\.3478,-99\.1672/,
    );
    expect(
      within(full)
        .getByRole('link', { name: /Cómo llegar/ })
        .getAttribute('href'),
    ).toContain('19.3478,-99.1672');

    expect(within(partial).queryByRole('img')).not.toBeInTheDocument();
    expect(within(partial).getByText('Sin foto')).toBeInTheDocument();
    expect(within(partial).queryByRole('link', { name: /@|Sitio web|Facebook|TikTok/ })).not.toBeInTheDocument();
    expect(within(partial).getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', ROMA.youtube);
    expect(within(partial).queryByTitle(/Mapa/)).not.toBeInTheDocument();
    expect(within(partial).queryByRole('link', { name: /Cómo llegar/ })).not.toBeInTheDocument();
  });

  it('searches on every change, with no minimum length, and shows the first 5 again when emptied', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /public/empresas/5': { data: [COYOACAN, ROMA] },
      'POST /public/empresas/search': { data: [ROMA] },
    });
    render(<BranchesSection />);
    await screen.findByRole('heading', { name: COYOACAN.nombre });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar sucursal' }), 'Ro');
    expect(api.bodies.slice(1)).toEqual([{ text: 'R' }, { text: 'Ro' }]);
    await screen.findByText(ROMA.nombre);
    expect(names()).toEqual([ROMA.nombre]);
    expect(screen.getByText('1 sucursal encontrada')).toHaveAttribute('aria-live', 'polite');

    await user.clear(screen.getByRole('searchbox'));
    await screen.findByRole('heading', { name: COYOACAN.nombre });
    expect(names()).toEqual([COYOACAN.nombre, ROMA.nombre]);
    expect(api.calls).toEqual([
      'GET /public/empresas/5',
      'POST /public/empresas/search',
      'POST /public/empresas/search',
      'GET /public/empresas/5',
    ]);
  });

  it('never lets an older answer that arrives late replace a newer one', async () => {
    const user = userEvent.setup();
    const answers = [deferred(), deferred()];
    let next = 0;
    mockApi({
      'GET /public/empresas/5': { data: [COYOACAN, ROMA] },
      'POST /public/empresas/search': () => answers[next++]!.reply(),
    });
    render(<BranchesSection />);
    await screen.findByRole('heading', { name: COYOACAN.nombre });

    await user.type(screen.getByRole('searchbox'), 'Co');
    answers[1]!.resolve({ data: [COYOACAN] }); // 'Co', the newer search
    await waitFor(() => expect(names()).toEqual([COYOACAN.nombre]));

    answers[0]!.resolve({ data: [ROMA] }); // 'C', older, arrives last
    await new Promise((r) => setTimeout(r, 20));
    expect(names()).toEqual([COYOACAN.nombre]);
  });

  it('says so when the search finds nothing', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /public/empresas/5': { data: [COYOACAN] }, 'POST /public/empresas/search': { data: [] } });
    render(<BranchesSection />);
    await screen.findByRole('heading', { name: COYOACAN.nombre });
    await user.type(screen.getByRole('searchbox'), 'Xalapa');
    expect(await screen.findByText('No encontramos sucursales para «Xalapa».')).toBeInTheDocument();
  });

  it("says so in Spanish when the branches cannot be loaded, and recovers with 'Reintentar'", async () => {
    let up = false;
    mockApi({ 'GET /public/empresas/5': () => (up ? { data: [COYOACAN] } : { status: 503 }) });
    render(<BranchesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las sucursales. Intenta de nuevo más tarde.',
    );
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: COYOACAN.nombre })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no branches yet', async () => {
    mockApi({ 'GET /public/empresas/5': { data: [] } });
    render(<BranchesSection />);
    expect(await screen.findByText('Aún no hay sucursales.')).toBeInTheDocument();
  });

  it('keeps the last list on screen while a search is on its way', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /public/empresas/5': { data: [COYOACAN] }, 'POST /public/empresas/search': pending });
    render(<BranchesSection />);
    await screen.findByRole('heading', { name: COYOACAN.nombre });
    await user.type(screen.getByRole('searchbox'), 'R');
    expect(names()).toEqual([COYOACAN.nombre]);
    expect(screen.getByRole('heading', { name: COYOACAN.nombre }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
