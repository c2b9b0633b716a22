const COUNT = new Intl.NumberFormat('es-MX');
const DAY = new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A count as people read it here: 1,234. */
export const formatCount = (n: number) => COUNT.format(n);

/** A day `YYYY-MM-DD` as people read it here: 'mar 10 de mar'. */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** A day `YYYY-MM-DD` as a chart's axis shows it: '10 mar'. */
export const formatShortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

/** The share of `part` in `whole` as a whole percentage ('25 %'), '—' when `whole` is 0. */
export const formatShare = (part: number, whole: number) =>
  whole > 0 ? `${formatCount(Math.round((part / whole) * 100))} %` : '—';
