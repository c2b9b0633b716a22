import { CHART_SERIES } from './chart-series';

/** A series' stroke as a short line: the legend's and the tooltip's key to the chart's lines. */
export function SeriesSwatch({ color, dash }: { color: string; dash: string | undefined }) {
  return (
    <svg className="admin-summary-chart__swatch" width="24" height="10" viewBox="0 0 24 10" aria-hidden="true">
      <line x1="1" y1="5" x2="23" y2="5" stroke={color} strokeWidth="3" strokeDasharray={dash} />
    </svg>
  );
}

/** The chart's legend: each line's name beside its colour and stroke. */
export function ChartLegend() {
  return (
    <ul className="admin-summary-chart__legend" aria-label="Leyenda del gráfico">
      {CHART_SERIES.map(({ key, label, color, dash }) => (
        <li key={key}>
          <SeriesSwatch color={color} dash={dash} />
          {label}
        </li>
      ))}
    </ul>
  );
}
