/**
 * How a Core Web Vital at p75 is rated, by web.dev's thresholds: LCP good up to 2.5 s, poor above
 * 4 s; INP good up to 200 ms, poor above 500 ms; in between, it needs improvement.
 */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export type Vital = 'lcp' | 'inp';

/** The most a good p75 may be, and the most one that needs improvement may be, in ms. */
const THRESHOLDS: Record<Vital, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
};

export function rateVital(vital: Vital, p75: number): VitalRating {
  const { good, poor } = THRESHOLDS[vital];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}
