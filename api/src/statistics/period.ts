import { refusal } from '../http/errors.js';
import { addDays, dayCount, isDay } from './shop-day.js';

/** The longest period a report covers, in days. */
const MAX_DAYS = 366;

/** A report's days, both included, and the period of the same length just before it. */
export interface Period {
  desde: string;
  hasta: string;
  previous: { desde: string; hasta: string };
}

function readDay(query: Record<string, unknown>, name: 'desde' | 'hasta'): string {
  const value = query[name];
  if (typeof value !== 'string' || !isDay(value)) throw refusal(name, `La fecha '${name}' no es válida`);
  return value;
}

/** `?desde=YYYY-MM-DD&hasta=YYYY-MM-DD` read and checked; 422 naming the fault. */
export function readPeriod(query: unknown): Period {
  const given = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const desde = readDay(given, 'desde');
  const hasta = readDay(given, 'hasta');
  if (desde > hasta) throw refusal('periodo', "La fecha 'desde' no puede ser posterior a 'hasta'");
  const days = dayCount(desde, hasta);
  if (days > MAX_DAYS) throw refusal('periodo', `El periodo no puede pasar de ${MAX_DAYS} días`);
  return { desde, hasta, previous: { desde: addDays(desde, -days), hasta: addDays(desde, -1) } };
}
