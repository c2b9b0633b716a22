import type { Row } from '../resources';

/** `rows` with the item at `from` moved to `to`. */
export function move<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = rows.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * New order values for `rows` in their new sequence: the values they had, sorted, handed out again
 * (so only the moved stretch changes) — or 1, 2, 3… when those were not all different.
 * Returns every row with its value and the rows whose value changed (those to save).
 */
export function renumber(rows: readonly Row[], field: string, min: number): { rows: Row[]; changed: Row[] } {
  const values = rows.map((row) => Number(row[field] ?? 0)).sort((a, b) => a - b);
  const distinct =
    values.every((value, i) => i === 0 || value > (values[i - 1] ?? -Infinity)) && (values[0] ?? min) >= min;
  const start = Math.max(min, 1);
  const changed: Row[] = [];
  const next = rows.map((row, i) => {
    const value = distinct ? (values[i] ?? start + i) : start + i;
    if (Number(row[field]) === value) return row;
    const updated = { ...row, [field]: value };
    changed.push(updated);
    return updated;
  });
  return { rows: next, changed };
}
