/**
 * Core Web Vitals of each page view, from the browser's own entries (PerformanceObserver, with the
 * entries the page had before this code was loaded): LCP of the page's first view, CLS and INP of
 * any view, each over the time the view lasted. A browser without an entry type measures none of it.
 */

/** What a page view measured: LCP and INP in ms, CLS unitless; absent when not measured. */
export interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** A layout shift as CLS counts it: not one just after the visitor's input. */
export interface Shift {
  startTime: number;
  value: number;
}

/** A part of an interaction: its id (shared by its key or pointer events) and how long it took to the next paint. */
export interface InteractionPart {
  startTime: number;
  interactionId: number;
  duration: number;
}

/** A session window of shifts ends after 1 s without any, or 5 s after it began. */
const SHIFT_GAP_MS = 1_000;
const SHIFT_WINDOW_MS = 5_000;
/** Interactions shorter than this leave no entry (the least the browser allows is 16 ms). */
const INTERACTION_MIN_MS = 16;

/** CLS: the largest sum of the shifts of one session window. */
export function cumulativeShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { startTime, value } of shifts) {
    if (startTime - last > SHIFT_GAP_MS || startTime - first > SHIFT_WINDOW_MS) {
      sum = 0;
      first = startTime;
    }
    sum += value;
    last = startTime;
    largest = Math.max(largest, sum);
  }
  return largest;
}

/**
 * INP: the longest interaction, one in fifty of them ignored (the 98th percentile); undefined
 * without interactions. Each interaction lasts as long as its longest part.
 */
export function interactionToNextPaint(parts: readonly InteractionPart[]): number | undefined {
  const longest = new Map<number, number>();
  for (const { interactionId, duration } of parts) {
    if (interactionId > 0) longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  const durations = [...longest.values()].sort((a, b) => b - a);
  return durations.length ? durations[Math.min(durations.length - 1, Math.floor(durations.length / 50))] : undefined;
}

let watching = false;
const supported = new Set<string>();
let largestPaint: number | undefined;
let shifts: Shift[] = [];
let interactions: InteractionPart[] = [];
/** When the page was first hidden: a paint after that tells nothing of how fast it appeared. */
let firstHidden = Infinity;

function observe<T extends PerformanceEntry>(type: string, take: (entries: T[]) => void, options = {}): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  supported.add(type);
  new PerformanceObserver((list) => take(list.getEntries() as T[])).observe({ type, buffered: true, ...options });
}

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
type PaintEntry = PerformanceEntry & { renderTime?: number };
type EventEntry = PerformanceEntry & { interactionId?: number };

/** Starts reading the page's entries (those it had already too), once. */
export function watchVitals(startedHidden: boolean): void {
  if (watching || typeof PerformanceObserver !== 'function') return;
  watching = true;
  const hidden = performance.getEntriesByType?.('visibility-state').find((entry) => entry.name === 'hidden');
  firstHidden = startedHidden ? 0 : (hidden?.startTime ?? Infinity);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') firstHidden = Math.min(firstHidden, performance.now());
  });
  observe<PaintEntry>('largest-contentful-paint', (entries) => {
    for (const { startTime } of entries) if (startTime < firstHidden) largestPaint = startTime;
  });
  observe<ShiftEntry>('layout-shift', (entries) => {
    for (const { startTime, value, hadRecentInput } of entries) if (!hadRecentInput) shifts.push({ startTime, value });
  });
  const takeInteractions = (entries: EventEntry[]) => {
    for (const { startTime, duration, interactionId = 0 } of entries) {
      if (interactionId > 0) interactions.push({ startTime, duration, interactionId });
    }
  };
  observe<EventEntry>('event', takeInteractions, { durationThreshold: INTERACTION_MIN_MS });
  observe<EventEntry>('first-input', takeInteractions);
}

/** When a prerendered page was shown: its paints count from then. */
function activationStart(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as Array<{ activationStart?: number }>;
  return navigation?.activationStart ?? 0;
}

/**
 * The vitals of a page view from `start` to `end` (ms since the page began), its LCP when it is the
 * page's first view. The entries before `end` are then forgotten: a later view never reads them.
 */
export function vitalsOf(start: number, end: number, first: boolean): Vitals {
  const within = <T extends { startTime: number }>(entry: T) => entry.startTime >= start && entry.startTime < end;
  const vitals: Vitals = {};
  if (first && largestPaint !== undefined) vitals.lcp = Math.round(Math.max(0, largestPaint - activationStart()));
  if (supported.has('layout-shift')) vitals.cls = Math.round(cumulativeShift(shifts.filter(within)) * 10_000) / 10_000;
  const inp = interactionToNextPaint(interactions.filter(within));
  if (inp !== undefined) vitals.inp = Math.round(inp);
  shifts = shifts.filter((entry) => entry.startTime >= end);
  interactions = interactions.filter((entry) => entry.startTime >= end);
  return vitals;
}
