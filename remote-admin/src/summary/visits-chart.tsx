import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChartLegend } from './chart-legend';
import { chartLayout } from './chart-layout';
import { ChartPicture } from './chart-picture';
import { nearestDay } from './chart-scale';
import type { ChartDay } from './chart-series';
import { ChartTooltip, daySpoken, TOOLTIP_WIDTH } from './chart-tooltip';
import { useWidth } from './use-width';

/** The chart's width before its container is measured (and in a page that lays nothing out). */
const FALLBACK_WIDTH = 640;
const TOOLTIP_GAP = 12;

/** The day the keys move to from `day`, of days 0 to `last`. */
const KEY_MOVES: Record<string, (day: number, last: number) => number> = {
  ArrowLeft: (day) => day - 1,
  ArrowDown: (day) => day - 1,
  ArrowRight: (day) => day + 1,
  ArrowUp: (day) => day + 1,
  PageDown: (day) => day - 7,
  PageUp: (day) => day + 7,
  Home: () => 0,
  End: (_, last) => last,
};

/** The tooltip's left edge: beside the day's mark at `x`, on whichever side it fits, inside `width`. */
function tooltipLeft(x: number, width: number) {
  if (x + TOOLTIP_GAP + TOOLTIP_WIDTH <= width) return x + TOOLTIP_GAP;
  if (x - TOOLTIP_GAP - TOOLTIP_WIDTH >= 0) return x - TOOLTIP_GAP - TOOLTIP_WIDTH;
  return Math.max(0, width - TOOLTIP_WIDTH);
}

/**
 * Visitantes, vistas and pedidos por WhatsApp per day, as lines in an SVG as wide as its container,
 * with its legend. Over the plot, a slider of the days: pointing at a day, or focusing the slider
 * and moving with the arrow keys (Home, End, Page Up and Page Down too), shows that day's figures in a
 * tooltip and gives them to screen readers as the slider's value; Escape hides the tooltip.
 */
export function VisitsChart({ dias }: { dias: ChartDay[] }) {
  const [ref, width] = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const [chosen, setChosen] = useState<number | null>(null);
  const [pointing, setPointing] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const last = dias.length - 1;
  const day = Math.min(chosen ?? last, last);
  const dia = dias[day];
  if (!dia) return <p>No hay días que dibujar en este periodo.</p>;

  const layout = chartLayout(dias, width);
  const shown = (pointing || focused) && !dismissed;
  const choose = (next: number) => {
    setChosen(Math.min(last, Math.max(0, next)));
    setDismissed(false);
  };
  const point = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width > 0 ? layout.plotWidth / box.width : 1;
    choose(nearestDay((event.clientX - box.left) * scale, dias.length, layout.plotWidth));
    setPointing(true);
  };
  const press = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setDismissed(true);
      return;
    }
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    choose(move(day, last));
  };

  return (
    <div className="admin-summary-chart">
      <ChartLegend />
      <div className="admin-summary-chart__plot" ref={ref}>
        <ChartPicture dias={dias} width={width} layout={layout} active={shown ? day : null} />
        <div
          className="admin-summary-chart__days"
          role="slider"
          tabIndex={0}
          aria-label="Día del gráfico"
          aria-valuemin={1}
          aria-valuemax={dias.length}
          aria-valuenow={day + 1}
          aria-valuetext={daySpoken(dia)}
          style={{ left: layout.left, top: layout.top, width: layout.plotWidth, height: layout.plotHeight }}
          onPointerDown={point}
          onPointerMove={point}
          onPointerLeave={() => setPointing(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={press}
        />
        {shown && <ChartTooltip dia={dia} left={tooltipLeft(layout.x(day), width)} top={layout.top} />}
      </div>
    </div>
  );
}
