import { getRuntimeConfig } from '@pasteleria/shared';

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
export const MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days of the statistics, both included (`YYYY-MM-DD`); `days` is the preset's, null for dates of one's own. */
export interface Period {
  desde: string;
  hasta: string;
  days: number | null;
}

/** A calendar day `YYYY-MM-DD` as a UTC midnight (day arithmetic with no daylight-saving hour). */
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Today in the shop's calendar (`timeZone`, the shop's IANA zone the server sends in its config), so
 * 'Hoy' is the shop's day wherever the admin is; in this browser's calendar when the zone is unknown.
 */
export function today(timeZone = getRuntimeConfig().site.timeZone, now = new Date()): string {
  if (timeZone) {
    try {
      // Canadian English writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        now,
      );
    } catch {
      // An unknown zone: the browser's calendar below.
    }
  }
  return fromTime(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  return fromTime(toTime(day) + n * DAY_MS);
}

/** How many days `desde`..`hasta` spans, both included. */
export function daysIn({ desde, hasta }: Pick<Period, 'desde' | 'hasta'>): number {
  return Math.round((toTime(hasta) - toTime(desde)) / DAY_MS) + 1;
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
function isDay(value: string | null): value is string {
  return value !== null && ISO_DAY.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;
}

/**
 * The period the URL names: `?desde=…&hasta=…` (real days, in order, at most MAX_DAYS), else
 * `?periodo=` one of the presets' days, ending `on` (today); else the last 7 days.
 */
export function periodFromSearch(params: URLSearchParams, on: string): Period {
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  if (isDay(desde) && isDay(hasta) && desde <= hasta && daysIn({ desde, hasta }) <= MAX_DAYS)
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
