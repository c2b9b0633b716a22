import { getRuntimeConfig } from '@pasteleria/shared';
import { addDays, dayCount, isDay, MAX_PERIOD_DAYS, shopDay } from '@pasteleria/shared/shop-days';

export { addDays };

/** The periods offered, by how many days they span (today included). */
export const PRESETS = [
  { days: 1, label: 'Hoy' },
  { days: 7, label: 'Últimos 7 días' },
  { days: 30, label: 'Últimos 30 días' },
  { days: 90, label: 'Últimos 90 días' },
] as const;

/** The period shown when the URL names none (or one that cannot be read). */
const DEFAULT_DAYS = 7;
/** The longest period the API answers. */
export const MAX_DAYS = MAX_PERIOD_DAYS;

/** The days of the statistics, both included (`YYYY-MM-DD`); `days` is the preset's, null for dates of one's own. */
export interface Period {
  desde: string;
  hasta: string;
  days: number | null;
}

/**
 * Today in the shop's calendar (`timeZone`, the shop's IANA zone the server sends in its config), so
 * 'Hoy' is the shop's day wherever the admin is; in this browser's calendar when the zone is unknown.
 */
export function today(timeZone = getRuntimeConfig().site.timeZone, now = new Date()): string {
  if (timeZone) {
    try {
      return shopDay(now, timeZone);
    } catch {
      // An unknown zone: the browser's calendar below.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** How many days `desde`..`hasta` spans, both included. */
export function daysIn({ desde, hasta }: Pick<Period, 'desde' | 'hasta'>): number {
  return dayCount(desde, hasta);
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
const isDayParam = (value: string | null): value is string => value !== null && isDay(value);

/**
 * The period the URL names: `?desde=…&hasta=…` (real days, in order, at most MAX_DAYS), else
 * `?periodo=` one of the presets' days, ending `on` (today); else the last 7 days.
 */
export function periodFromSearch(params: URLSearchParams, on: string): Period {
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  if (isDayParam(desde) && isDayParam(hasta) && desde <= hasta && daysIn({ desde, hasta }) <= MAX_DAYS)
    return { desde, hasta, days: null };
  const days = PRESETS.find((preset) => String(preset.days) === params.get('periodo'))?.days ?? DEFAULT_DAYS;
  return { desde: addDays(on, 1 - days), hasta: on, days };
}

/** What a person picks: a preset, by its days, or dates of one's own. */
export type PeriodChoice = { days: number } | { desde: string; hasta: string };

/** The URL's query for a preset, or for dates of one's own. */
export function periodSearch(choice: PeriodChoice): URLSearchParams {
  return new URLSearchParams(
    'days' in choice ? { periodo: String(choice.days) } : { desde: choice.desde, hasta: choice.hasta },
  );
}

/** What each figure is compared with: the period of the same length just before. */
export function previousPeriodLabel(period: Period): string {
  const days = daysIn(period);
  return days === 1 ? 'el día anterior' : `los ${days} días anteriores`;
}
