import { notFound } from './errors.js';

/** A route's numeric id: a positive 32-bit integer, else 404 (negative, non-numeric, huge…). */
export function parseId(raw: unknown, message = 'Recurso no encontrado.'): number {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id > 2_147_483_647) throw notFound(message);
  return id;
}

/** A route's slug: only a-z, 0-9 and -, as the server makes them; anything else cannot exist. */
export function parseSlug(raw: unknown, message = 'Recurso no encontrado.'): string {
  if (typeof raw !== 'string' || !/^[a-z0-9-]{1,100}$/.test(raw)) throw notFound(message);
  return raw;
}
