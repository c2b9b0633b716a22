import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartDay } from './chart-series';
import { addDays } from './period';
import { VisitsChart } from './visits-chart';

const user = () => userEvent.setup({ delay: null });
afterEach(() => jest.restoreAllMocks());

const week: ChartDay[] = [
  { fecha: '2026-03-09', visitantes: 50, vistas: 40, pedidosWhatsapp: 3 },
  { fecha: '2026-03-10', visitantes: 1062, vistas: 57, pedidosWhatsapp: 5 },
  { fecha: '2026-03-11', visitantes: 12, vistas: 20, pedidosWhatsapp: 0 },
];

/** `count` days up to 2026-03-11, with figures that change from day to day. */
const daysUpToMarch11 = (count: number): ChartDay[] =>
  Array.from({ length: count }, (_, i) => ({
    fecha: addDays('2026-03-11', i - count + 1),
    visitantes: (i * 7) % 40,
    vistas: (i * 11) % 60,
    pedidosWhatsapp: i % 4,
  }));

const picture = () => screen.getByRole('img', { name: /^Gráfico de líneas de visitantes, vistas y pedidos/ });
const slider = () => screen.getByRole('slider', { name: 'Día del gráfico' });
/** The tooltip's lines: the day, then each series' name and figure. */
const tooltip = () => {
  const shown = screen.getByRole('tooltip', { hidden: true });
  return [
    shown.querySelector('time')?.textContent,
    ...Array.from(shown.querySelectorAll('dl > div'), (row) => row.textContent),
  ];
};
/** The day labels under the chart, in order. */
const dayLabels = () => within(picture()).getAllByText(/^\d{1,2} [a-z]{3,4}\.?$/);

describe("the chart of 'Visitas por día'", () => {
  it('names its three lines in a legend, each with the colour of its line', () => {
    render(<VisitsChart dias={week} />);
    const legend = screen.getByRole('list', { name: 'Leyenda del gráfico' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Visitantes', 'Vistas', 'Pedidos por WhatsApp']);
    const legendColours = items.map((item) => item.querySelector('line')?.getAttribute('stroke'));
    const lineColours = Array.from(picture().querySelectorAll('path'), (line) =>
      line.closest('g')?.getAttribute('stroke'),
    );
    expect(legendColours).toEqual(['#c2185b', '#1d4ed8', '#237804']);
    expect(lineColours).toEqual(legendColours);
  });

  it('says what it shows and where its figures are, and has round counts on its y axis', () => {
    render(<VisitsChart dias={week} />);
    expect(picture()).toHaveAccessibleName(
      'Gráfico de líneas de visitantes, vistas y pedidos por WhatsApp por día, del lun 9 de mar al mié 11 de mar; sus datos están en «Ver los datos del gráfico».',
    );
    expect(
      within(picture())
        .getAllByText(/^[\d,]+$/)
        .map((tick) => tick.textContent),
    ).toEqual(['0', '500', '1,000', '1,500']);
    expect(dayLabels().map((label) => label.textContent)).toEqual(['9 mar', '10 mar', '11 mar']);
    expect(within(picture()).queryByText(/^20\d\d$/)).not.toBeInTheDocument();
  });

  it('shows a day’s three figures while the pointer is over it, and none once it leaves', async () => {
    const person = user();
    render(<VisitsChart dias={week} />);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    const days = slider();
    // Where the pointer is, across the plot's width: its first day on the left, its last on the right.
    const width = Number.parseFloat(days.style.width);
    await person.pointer({ target: days, coords: { clientX: width / 2 } });
    expect(tooltip()).toEqual(['mar 10 de mar', 'Visitantes1,062', 'Vistas57', 'Pedidos por WhatsApp5']);
    await person.pointer({ target: days, coords: { clientX: 2 } });
    expect(tooltip()).toEqual(['lun 9 de mar', 'Visitantes50', 'Vistas40', 'Pedidos por WhatsApp3']);
    await person.pointer({ target: document.body, coords: { clientX: 2 } });
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('lets a keyboard move along the days, saying each day’s figures, and hide the tooltip with Escape', async () => {
    const person = user();
    render(<VisitsChart dias={week} />);
    await person.tab();
    expect(slider()).toHaveFocus();
    expect(slider()).toHaveAttribute(
      'aria-valuetext',
      'mié 11 de mar: Visitantes 12, Vistas 20, Pedidos por WhatsApp 0',
    );
    expect(tooltip()).toEqual(['mié 11 de mar', 'Visitantes12', 'Vistas20', 'Pedidos por WhatsApp0']);

    await person.keyboard('{ArrowLeft}');
    expect(slider()).toHaveAttribute(
      'aria-valuetext',
      'mar 10 de mar: Visitantes 1,062, Vistas 57, Pedidos por WhatsApp 5',
    );
    expect(slider()).toHaveAttribute('aria-valuenow', '2');
    expect(tooltip()[0]).toBe('mar 10 de mar');

    await person.keyboard('{Home}');
    expect(slider()).toHaveAttribute(
      'aria-valuetext',
      'lun 9 de mar: Visitantes 50, Vistas 40, Pedidos por WhatsApp 3',
    );
    await person.keyboard('{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '1');
    await person.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuenow', '3');

    await person.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await person.keyboard('{ArrowLeft}');
    expect(tooltip()[0]).toBe('mar 10 de mar');
    await person.tab();
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('says so instead of drawing when the period has no days', () => {
    render(<VisitsChart dias={[]} />);
    expect(screen.getByText('No hay días que dibujar en este periodo.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('draws a single day as dots, labelled, with its tooltip', async () => {
    const person = user();
    render(<VisitsChart dias={[{ fecha: '2026-03-11', visitantes: 1, vistas: 2, pedidosWhatsapp: 1 }]} />);
    expect(picture()).toHaveAccessibleName(
      'Gráfico de líneas de visitantes, vistas y pedidos por WhatsApp por día, el mié 11 de mar; sus datos están en «Ver los datos del gráfico».',
    );
    expect(picture().querySelectorAll('circle')).toHaveLength(3);
    expect(dayLabels().map((label) => label.textContent)).toEqual(['11 mar']);
    expect(
      within(picture())
        .getAllByText(/^[\d,]+$/)
        .map((tick) => tick.textContent),
    ).toEqual(['0', '1', '2']);
    await person.tab();
    expect(slider()).toHaveAttribute('aria-valuemax', '1');
    expect(tooltip()).toEqual(['mié 11 de mar', 'Visitantes1', 'Vistas2', 'Pedidos por WhatsApp1']);
  });

  it('draws a period with nothing as flat lines over 0 and 1', () => {
    render(
      <VisitsChart
        dias={daysUpToMarch11(3).map((dia) => ({ ...dia, visitantes: 0, vistas: 0, pedidosWhatsapp: 0 }))}
      />,
    );
    expect(
      within(picture())
        .getAllByText(/^[\d,]+$/)
        .map((tick) => tick.textContent),
    ).toEqual(['0', '1']);
  });

  it('labels a year of days sparsely enough not to overlap, the last day and the years included, and moves by weeks', async () => {
    const person = user();
    render(<VisitsChart dias={daysUpToMarch11(366)} />);
    const labels = dayLabels();
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThan(12);
    expect(labels.at(-1)).toHaveTextContent('11 mar');
    // A year over two calendar years: the first label's year, and the first of the next.
    expect(
      within(picture())
        .getAllByText(/^20\d\d$/)
        .map((year) => year.textContent),
    ).toEqual(['2025', '2026']);
    const centres = labels.map((label) => Number(label.getAttribute('x')));
    centres.slice(1).forEach((centre, i) => expect(centre - centres[i]!).toBeGreaterThanOrEqual(64));
    // Too many days for a dot each: the lines alone.
    expect(picture().querySelectorAll('circle')).toHaveLength(0);

    await person.tab();
    expect(slider()).toHaveAttribute('aria-valuemax', '366');
    await person.keyboard('{PageDown}');
    expect(slider()).toHaveAttribute('aria-valuenow', '359');
    expect(tooltip()[0]).toBe('mié 4 de mar');
  });

  it('fits fewer day labels on a phone’s width', () => {
    const { unmount } = render(<VisitsChart dias={daysUpToMarch11(14)} />);
    const wide = dayLabels().length;
    unmount();
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340);
    render(<VisitsChart dias={daysUpToMarch11(14)} />);
    expect(picture()).toHaveAttribute('viewBox', '0 0 340 280');
    expect(dayLabels().length).toBeLessThan(wide);
    const centres = dayLabels().map((label) => Number(label.getAttribute('x')));
    centres.slice(1).forEach((centre, i) => expect(centre - centres[i]!).toBeGreaterThanOrEqual(64));
  });
});
