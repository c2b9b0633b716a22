// @ts-check
// The bench's arithmetic, once.

/**
 * The middle value (the mean of the two middle ones for an even count); NaN for none.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * Nearest-rank percentile; NaN for none.
 * @param {ArrayLike<number>} values
 * @param {number} p between 0 and 1
 */
export function percentile(values, p) {
  const sorted = Array.from(values).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
}
