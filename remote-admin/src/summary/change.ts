import { formatCount } from './format';

/** Up, down, the same, or nothing to compare with. */
type Trend = 'up' | 'down' | 'same' | 'none';

export interface Change {
  trend: Trend;
  /** What the figure shows: '↑ 12 %', '↓ 3 %', '= 0 %', 'sin datos previos'. */
  text: string;
  /** The same in words, for a screen reader: '12 % más que los 7 días anteriores'. */
  spoken: string;
}

/** A figure's change against the period before (`previous`, named in words). */
export function changeOf(now: number, before: number, previous: string): Change {
  if (before === 0) return { trend: 'none', text: 'sin datos previos', spoken: 'sin datos previos para comparar' };
  const percent = Math.round(((now - before) / before) * 100);
  const amount = `${formatCount(Math.abs(percent))} %`;
  if (percent > 0) return { trend: 'up', text: `↑ ${amount}`, spoken: `${amount} más que ${previous}` };
  if (percent < 0) return { trend: 'down', text: `↓ ${amount}`, spoken: `${amount} menos que ${previous}` };
  return { trend: 'same', text: '= 0 %', spoken: `igual que ${previous}` };
}
