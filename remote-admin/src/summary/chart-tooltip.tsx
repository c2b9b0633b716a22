import { CHART_SERIES, type ChartDay } from './chart-series';
import { SeriesSwatch } from './chart-legend';
import { formatCount, formatDay } from './format';

/** The tooltip's width in pixels, so that it is placed inside the chart however narrow. */
export const TOOLTIP_WIDTH = 240;

/** What a day's tooltip says, as a screen reader hears it: 'lun 9 de mar: Visitantes 50, …'. */
export const daySpoken = (dia: ChartDay) =>
  `${formatDay(dia.fecha)}: ${CHART_SERIES.map(({ key, label }) => `${label} ${formatCount(dia[key])}`).join(', ')}`;

/**
 * A day's three figures beside its mark, `left` pixels from the chart's left edge. It shows what
 * the chart's day slider already says (`daySpoken`), so screen readers skip it.
 */
export function ChartTooltip({ dia, left, top }: { dia: ChartDay; left: number; top: number }) {
  return (
    <div
      className="admin-summary-chart__tooltip"
      role="tooltip"
      aria-hidden="true"
      style={{ left, top, width: TOOLTIP_WIDTH }}
    >
      <time dateTime={dia.fecha}>{formatDay(dia.fecha)}</time>
      <dl>
        {CHART_SERIES.map(({ key, label, color, dash }) => (
          <div key={key}>
            <dt>
              <SeriesSwatch color={color} dash={dash} />
              {label}
            </dt>
            <dd>{formatCount(dia[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
