import { refusal } from '../http/errors.js';
import { addDays, dayCount, MAX_PERIOD_DAYS } from '@pasteleria/shared/shop-days';

/** A report's days, both included, and the period of the same length just before it. */
export interface Period {
  desde: string;
  hasta: string;
  previous: { desde: string; hasta: string };
}

/** `?desde=YYYY-MM-DD&hasta=YYYY-MM-DD` (each a day, checked by the route's schema) as a period; 422 naming the fault. */
export function periodOf({ desde, hasta }: { desde: string; hasta: string }): Period {
  if (desde > hasta) throw refusal('periodo', "La fecha 'desde' no puede ser posterior a 'hasta'");
  const days = dayCount(desde, hasta);
  if (days > MAX_PERIOD_DAYS) throw refusal('periodo', `El periodo no puede pasar de ${MAX_PERIOD_DAYS} días`);
  return { desde, hasta, previous: { desde: addDays(desde, -days), hasta: addDays(desde, -1) } };
}
