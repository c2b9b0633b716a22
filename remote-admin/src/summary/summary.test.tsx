import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Estadisticas } from '@pasteleria/shared';
import { deferred, mockApi, type Reply, type Routes } from '@pasteleria/shared/testing';
import { adminUser, renderAdminApp, signIn } from '../test/render';
import { addDays, today } from './period';

beforeEach(() => signIn(adminUser));
afterEach(() => jest.restoreAllMocks());

const user = () => userEvent.setup({ delay: null });
const last = today();
const path = (desde: string, hasta = last) => `/admin/estadisticas?desde=${desde}&hasta=${hasta}`;
const week = path(addDays(last, -6));

const stats: Estadisticas = {
  desde: addDays(last, -6),
  hasta: last,
  totales: { visitantes: 112, vistas: 97, pedidosWhatsapp: 8, comentarios: 2 },
  anterior: { visitantes: 100, vistas: 100, pedidosWhatsapp: 8, comentarios: 0 },
  dias: [
    { fecha: '2026-03-09', visitantes: 50, vistas: 40, pedidosWhatsapp: 3 },
    { fecha: '2026-03-10', visitantes: 1062, vistas: 57, pedidosWhatsapp: 5 },
  ],
  productos: [
    { id: 12, name: 'Pastel de tres leches', vistas: 20, pedidosWhatsapp: 5 },
    { id: 7, name: 'Concha', vistas: 0, pedidosWhatsapp: 1 },
  ],
  categorias: [{ id: 1, nombre: 'Pasteles', vistas: 30 }],
  posts: [{ id: 3, title: 'Historia del pan de muerto', vistas: 9 }],
  paginas: [{ id: 2, title: 'Nosotros', vistas: 4 }],
  origenes: [
    { origen: 'Directo', visitantes: 80 },
    { origen: 'www.google.com', visitantes: 32 },
  ],
};
const nothing: Estadisticas = {
  ...stats,
  totales: { visitantes: 0, vistas: 0, pedidosWhatsapp: 0, comentarios: 0 },
  dias: [],
  productos: [],
  categorias: [],
  posts: [],
  paginas: [],
  origenes: [],
};

/** The API of the admin's home: the statistics as `routes` say, the counts below them empty. */
function serve(routes: Routes) {
  return mockApi({
    'GET /admin/comentarios/pendientes': { data: [] },
    'GET /admin/producto': { data: [] },
    'GET /admin/post': { data: [] },
    ...routes,
  });
}

/** The figure labelled `label`. */
const figure = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement);

/** A table of 'Resumen', by its heading, as rows of cell texts (the header row first). */
function table(heading: string, root: HTMLElement = document.body) {
  const section = within(root).getByRole('heading', { level: 3, name: heading }).closest('section') as HTMLElement;
  return within(section)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

describe("'Resumen' on /admin", () => {
  it('keeps the welcome, says it is loading, then shows the last 7 days', async () => {
    const answer = deferred();
    const api = serve({ [`GET ${week}`]: answer.reply });
    renderAdminApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido al Panel de Administración' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aquí puedes gestionar los contenidos del sistema.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resumen' })).toBeInTheDocument();
    expect(screen.getByText('Cargando estadísticas...')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Visitantes suma los visitantes de cada día: para proteger su privacidad, a una persona no se la sigue de un día a otro.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Últimos 7 días', pressed: true })).toBeInTheDocument();

    answer.resolve({ data: stats });
    expect(await screen.findByText('Visitantes', { selector: 'dt' })).toBeInTheDocument();
    expect(api.calls).toContain(`GET ${week}`);
  });

  it('shows the four figures, each with its change in signs and in words', async () => {
    serve({ [`GET ${week}`]: { data: stats } });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });
    expect(screen.getByText('Cada cifra se compara con los 7 días anteriores.')).toBeInTheDocument();
    const expected = [
      ['Visitantes', '112', '↑ 12 %', '12 % más que los 7 días anteriores'],
      ['Vistas', '97', '↓ 3 %', '3 % menos que los 7 días anteriores'],
      ['Pedidos por WhatsApp', '8', '= 0 %', 'igual que los 7 días anteriores'],
      ['Comentarios', '2', 'sin datos previos', 'sin datos previos para comparar'],
    ];
    for (const [label, value, sign, words] of expected) {
      const shown = figure(label!);
      expect(shown.getByText(value!, { selector: 'dd' })).toBeInTheDocument();
      expect(shown.getByText(sign!)).toHaveAttribute('aria-hidden', 'true');
      expect(shown.getByText(words!)).toHaveClass('visually-hidden');
    }
  });

  it('draws visits per day, and gives the same figures as a table', async () => {
    serve({ [`GET ${week}`]: { data: stats } });
    renderAdminApp('/admin');
    const byDay = within(await screen.findByRole('region', { name: 'Visitas por día' }));
    expect(
      byDay.getByRole('img', {
        name: 'Gráfico de líneas de visitantes, vistas y pedidos por WhatsApp por día, del lun 9 de mar al mar 10 de mar; sus datos están en «Ver los datos del gráfico».',
      }),
    ).toBeInTheDocument();
    expect(byDay.getByRole('list', { name: 'Leyenda del gráfico' })).toHaveTextContent(
      'VisitantesVistasPedidos por WhatsApp',
    );
    expect(byDay.getByRole('slider', { name: 'Día del gráfico' })).toHaveAttribute(
      'aria-valuetext',
      'mar 10 de mar: Visitantes 1,062, Vistas 57, Pedidos por WhatsApp 5',
    );
    expect(byDay.getByText('Ver los datos del gráfico').closest('details')).toBeInTheDocument();
    expect(table('Visitas por día')).toEqual([
      ['Día', 'Visitantes', 'Vistas', 'Pedidos por WhatsApp'],
      ['lun 9 de mar', '50', '40', '3'],
      ['mar 10 de mar', '1,062', '57', '5'],
    ]);
  });

  it('ranks products (each linking to its edit screen), categories, posts, pages and origins', async () => {
    serve({ [`GET ${week}`]: { data: stats } });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });
    expect(table('Productos más pedidos')).toEqual([
      ['Producto', 'Pedidos por WhatsApp', 'Vistas', '% de vistas con pedido'],
      ['Pastel de tres leches', '5', '20', '25 %'],
      ['Concha', '1', '0', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Pastel de tres leches' })).toHaveAttribute(
      'href',
      '/admin/producto/edit/12',
    );
    expect(table('Categorías más vistas')).toEqual([
      ['Categoría', 'Vistas'],
      ['Pasteles', '30'],
    ]);
    expect(table('Posts más leídos')).toEqual([
      ['Post', 'Vistas'],
      ['Historia del pan de muerto', '9'],
    ]);
    expect(table('Páginas más leídas')).toEqual([
      ['Página', 'Vistas'],
      ['Nosotros', '4'],
    ]);
    expect(table('De dónde llegan los visitantes')).toEqual([
      ['Origen', 'Visitantes'],
      ['Directo', '80'],
      ['www.google.com', '32'],
    ]);
  });

  it('says so under a table’s heading when the period has nothing for it', async () => {
    serve({ [`GET ${week}`]: { data: { ...stats, posts: [], origenes: [] } } });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });
    for (const heading of ['Posts más leídos', 'De dónde llegan los visitantes']) {
      const section = within(
        screen.getByRole('heading', { level: 3, name: heading }).closest('section') as HTMLElement,
      );
      expect(section.getByText('Nada en este periodo.')).toBeInTheDocument();
      expect(section.queryByRole('table')).not.toBeInTheDocument();
    }
  });

  it('has one h1 and headings in order', async () => {
    serve({ [`GET ${week}`]: { data: stats } });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('keeps the period in the URL: a preset, or dates of one’s own', async () => {
    const month = path(addDays(last, -29));
    const api = serve({ [`GET ${week}`]: { data: stats }, [`GET ${month}`]: { data: stats } });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });

    await user().click(screen.getByRole('button', { name: 'Últimos 30 días' }));
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent('?periodo=30'));
    await waitFor(() => expect(api.calls).toContain(`GET ${month}`));
    expect(screen.getByRole('button', { name: 'Últimos 30 días', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Últimos 7 días', pressed: false })).toBeInTheDocument();
  });

  it('reads today and dates of one’s own from the URL, in a labelled date range', async () => {
    const january = path('2026-01-01', '2026-01-31');
    const api = serve({ [`GET ${path(last)}`]: { data: stats }, [`GET ${january}`]: { data: stats } });
    const { unmount } = renderAdminApp('/admin?periodo=1');
    expect(screen.getByRole('button', { name: 'Hoy', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('Cada cifra se compara con el día anterior.')).toBeInTheDocument();
    unmount();

    renderAdminApp('/admin?desde=2026-01-01&hasta=2026-01-31');
    await waitFor(() => expect(api.calls).toContain(`GET ${january}`));
    const period = within(screen.getByRole('group', { name: 'Periodo' }));
    expect(period.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(period.getByLabelText('Desde')).toHaveValue('1 ene 2026');
    expect(period.getByLabelText('Hasta')).toHaveValue('31 ene 2026');
  });

  it("says 'Aún no hay visitas en este periodo.' when nothing happened", async () => {
    serve({ [`GET ${week}`]: { data: nothing } });
    renderAdminApp('/admin');
    expect(await screen.findByText('Aún no hay visitas en este periodo.')).toBeInTheDocument();
    expect(screen.queryByText('Visitantes', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visitas por día' })).not.toBeInTheDocument();
  });

  it('says in Spanish when the statistics cannot be loaded, and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let reply: Reply = { status: 500 };
    serve({ [`GET ${week}`]: () => reply });
    renderAdminApp('/admin');
    expect(
      await screen.findByText('No se pudieron cargar las estadísticas.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    reply = { data: stats };
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Visitantes', { selector: 'dt' })).toBeInTheDocument();
  });

  it("'Descargar CSV' downloads the period's file through the API client", async () => {
    const csv = `GET /admin/estadisticas.csv?desde=${addDays(last, -6)}&hasta=${last}`;
    const api = serve({ [`GET ${week}`]: { data: stats }, [csv]: { data: 'fecha,visitantes' } });
    const saved: Array<{ href: string; download: string }> = [];
    URL.createObjectURL = jest.fn(() => 'blob:estadisticas');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href')!, download: this.download });
    });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });

    await user().click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:estadisticas', download: `estadisticas-${addDays(last, -6)}-${last}.csv` }]),
    );
    expect(api.calls).toContain(csv);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says so when the CSV cannot be downloaded', async () => {
    serve({ [`GET ${week}`]: { data: stats } });
    renderAdminApp('/admin');
    await screen.findByText('Visitantes', { selector: 'dt' });
    await user().click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByText('No se pudo descargar el CSV. Intenta de nuevo.')).toBeInTheDocument();
  });
});
