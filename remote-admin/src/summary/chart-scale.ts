/** The chart's scales: round ticks for the counts, and which days get a label on the axis. */

/**
 * The y axis's ticks from 0 to the first tick at or above `max`: whole steps of 1, 2 or 5 times a
 * power of ten, `most` ticks at most (a period with nothing still gets 0 and 1).
 */
export function roundTicks(max: number, most = 5): number[] {
  const top = Math.max(max, 1);
  const least = top / (most - 1);
  const power = 10 ** Math.max(0, Math.floor(Math.log10(least)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= least) ?? 10 * power;
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

/** Days between two labels on the x axis: 1 to 4, then weeks, then about months. */
const LABEL_STEPS = [1, 2, 3, 4, 7, 14, 28, 56, 91, 182, 364];

/**
 * The indexes of the days that get a label, for `count` days spread over `width` pixels with labels
 * `gap` pixels apart at least: the last day always, then every step back from it, so labels never
 * overlap however long the period.
 */
export function labelledDays(count: number, width: number, gap: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const dayWidth = width / (count - 1);
  const step = LABEL_STEPS.find((days) => days * dayWidth >= gap) ?? count;
  const days: number[] = [];
  for (let day = count - 1; day >= 0; day -= step) days.unshift(day);
  return days;
}

/** The day nearest to `x` pixels from the first day, of `count` days spread over `width` pixels. */
export function nearestDay(x: number, count: number, width: number): number {
  if (count <= 1) return 0;
  const day = Math.round((x / width) * (count - 1));
  return Math.min(count - 1, Math.max(0, day));
}
