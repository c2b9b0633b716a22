import { CHART_SERIES, type ChartDay } from './chart-series';
import { CHART_HEIGHT, TICK_GAP, type ChartLayout } from './chart-layout';
import { formatCount, formatDay, formatShortDay } from './format';

/** 'del lun 9 de mar al mar 10 de mar', or 'el lun 9 de mar' for one day. */
function periodOf(dias: ChartDay[]) {
  const first = dias[0]?.fecha ?? '';
  const last = dias[dias.length - 1]?.fecha ?? '';
  return first === last ? `el ${formatDay(first)}` : `del ${formatDay(first)} al ${formatDay(last)}`;
}

/**
 * The chart as an SVG picture `width` pixels wide: round counts on the y axis with their grid, the
 * labelled days on the x axis (with their years when the period has two), one line per series
 * (dots on each day when there is room), and the `active` day marked. One image for screen
 * readers, named by what it shows and where its figures are.
 */
export function ChartPicture({
  dias,
  width,
  layout,
  active,
}: {
  dias: ChartDay[];
  width: number;
  layout: ChartLayout;
  active: number | null;
}) {
  const { ticks, left, top, plotWidth, plotHeight, labels, dots, x, y } = layout;
  const marked = active === null ? undefined : dias[active];
  const markedX = x(active ?? 0);
  return (
    <svg
      className="admin-summary-chart__picture"
      role="img"
      aria-label={`Gráfico de líneas de visitantes, vistas y pedidos por WhatsApp por día, ${periodOf(dias)}; sus datos están en «Ver los datos del gráfico».`}
      viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
      width={width}
      height={CHART_HEIGHT}
    >
      <g className="admin-summary-chart__axis">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} className="admin-summary-chart__grid" />
            <text x={left - TICK_GAP} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {labels.map(({ day, fecha, year }) => (
          <g key={day}>
            <text x={x(day)} y={top + plotHeight + 22} textAnchor="middle">
              {formatShortDay(fecha)}
            </text>
            {year && (
              <text x={x(day)} y={top + plotHeight + 38} textAnchor="middle">
                {year}
              </text>
            )}
          </g>
        ))}
      </g>
      {marked && (
        <line x1={markedX} x2={markedX} y1={top} y2={top + plotHeight} className="admin-summary-chart__guide" />
      )}
      {CHART_SERIES.map(({ key, color, dash }) => (
        <g key={key} stroke={color} fill={color}>
          <path
            d={dias.map((dia, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(dia[key]).toFixed(1)}`).join('')}
            fill="none"
            strokeWidth="2"
            strokeDasharray={dash}
            strokeLinejoin="round"
          />
          {dots && dias.map((dia, i) => <circle key={dia.fecha} cx={x(i)} cy={y(dia[key])} r="3" stroke="none" />)}
          {marked && <circle cx={markedX} cy={y(marked[key])} r="5" stroke="#fff" strokeWidth="2" />}
        </g>
      ))}
    </svg>
  );
}
