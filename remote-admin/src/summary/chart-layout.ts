import { CHART_SERIES, type ChartDay } from './chart-series';
import { labelledDays, roundTicks } from './chart-scale';
import { formatCount } from './format';

/** The chart's height in pixels; its width is its container's. */
export const CHART_HEIGHT = 280;
const TOP = 12;
/** Room under the plot for the day labels, and for a line of years under them when there is one. */
const BOTTOM = 32;
const YEAR_LINE = 16;
/** Room on the right for the last day's label, centred on it. */
const RIGHT = 28;
/** Room between the y axis's counts and the plot, where the day slider's focus ring goes. */
export const TICK_GAP = 12;
/** About the width of a digit or comma of the axis's 12 px text. */
const DIGIT = 7.5;
/** The least room between two day labels' centres: '30 sep' and a gap. */
const LABEL_GAP = 64;

/** Where each part of the chart goes, for `dias` drawn `width` pixels wide. */
export interface ChartLayout {
  ticks: number[];
  /** The plot area: left edge, top edge, width and height. */
  left: number;
  top: number;
  plotWidth: number;
  plotHeight: number;
  /**
   * The days that get a label on the x axis, by index; in a period over two years, the first label
   * and the first of each new year also get their year, on a line below.
   */
  labels: Array<{ day: number; fecha: string; year: string | undefined }>;
  /** Whether each day gets a dot (the days are far enough apart, or there is only one). */
  dots: boolean;
  /** The x of day `i`, and the y of count `n`. */
  x: (i: number) => number;
  y: (n: number) => number;
}

const yearOf = (fecha: string) => fecha.slice(0, 4);

/** The chart's layout for `dias` in `width` pixels (see ChartLayout). */
export function chartLayout(dias: ChartDay[], width: number): ChartLayout {
  const twoYears = new Set(dias.map(({ fecha }) => yearOf(fecha))).size > 1;
  const ticks = roundTicks(Math.max(0, ...dias.flatMap((dia) => CHART_SERIES.map(({ key }) => dia[key]))));
  const ceiling = ticks[ticks.length - 1] ?? 1;
  const left = Math.max(...ticks.map((tick) => formatCount(tick).length)) * DIGIT + TICK_GAP + 6;
  const plotWidth = Math.max(width - left - RIGHT, 1);
  const plotHeight = CHART_HEIGHT - TOP - BOTTOM - (twoYears ? YEAR_LINE : 0);
  const labelled = labelledDays(dias.length, plotWidth, LABEL_GAP);
  const spread = Math.max(dias.length - 1, 1);
  return {
    ticks,
    left,
    top: TOP,
    plotWidth,
    plotHeight,
    labels: labelled.map((day, i) => {
      const fecha = dias[day]?.fecha ?? '';
      const previous = i > 0 ? dias[labelled[i - 1] ?? 0]?.fecha : undefined;
      const newYear = twoYears && (previous === undefined || yearOf(previous) !== yearOf(fecha));
      return { day, fecha, year: newYear ? yearOf(fecha) : undefined };
    }),
    dots: dias.length === 1 || plotWidth / spread >= 12,
    x: (i) => left + (dias.length === 1 ? plotWidth / 2 : (i / spread) * plotWidth),
    y: (n) => TOP + plotHeight - (n / ceiling) * plotHeight,
  };
}
