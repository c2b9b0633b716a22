/**
 * The shop's days: a day is a date `YYYY-MM-DD` in the shop's time zone (SITE_TIMEZONE), computed
 * with Intl from the instant an event arrives, so an event at 23:30 and one at 00:30 local time
 * land on two days whatever the server's own zone or the offset of the season.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The shop's day of an instant. */
export function shopDay(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const asUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  const date = asUtcDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return asDay(date);
}

/** How many days from `from` to `to`, both included (0 when `to` is before `from`). */
export function dayCount(from: string, to: string): number {
  return Math.max(0, Math.round((asUtcDate(to).getTime() - asUtcDate(from).getTime()) / 86_400_000) + 1);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));
}
