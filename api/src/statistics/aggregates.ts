import { sql, type RawBuilder } from 'kysely';
import type { StatDayOriginsTable, StatDayPagesTable, StatDayProductsTable, StatDaysTable } from '../db/schema.js';

/**
 * What the roll-ups hold, computed from the raw events of some days (alias `e`): the roll-up job
 * stores these rows for a finished day, and a report computes the very same ones for the days
 * not rolled up yet, so both always count alike.
 */

/** Whether `column` is one of `days` (false for none). */
export function isOneOf(column: string, days: readonly string[]): RawBuilder<boolean> {
  if (days.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} IN (${sql.join(days.map((day) => sql`${day}::date`))})`;
}

/** The raw events of those days. */
const onDays = (days: readonly string[]) => isOneOf('e.day', days);

/** Per day: its visitors, views, WhatsApp orders and comments. Columns as `stat_days`. */
export const dayTotals = (days: readonly string[]) => sql<StatDaysTable>`
  SELECT e.day,
    count(DISTINCT e.visitor)::integer AS visitors,
    (count(*) FILTER (WHERE e.kind = 'vista'))::integer AS views,
    (count(*) FILTER (WHERE e.kind = 'whatsapp'))::integer AS whatsapp_orders,
    (count(*) FILTER (WHERE e.kind = 'comentario'))::integer AS comments
  FROM stat_events AS e WHERE ${onDays(days)}
  GROUP BY e.day`;

/** Per day and product: its views (its dialog or own URL opened) and WhatsApp orders. Columns as `stat_day_products`. */
export const productTotals = (days: readonly string[]) => sql<StatDayProductsTable>`
  SELECT e.day, e.product_id,
    (count(*) FILTER (WHERE e.kind = 'producto'))::integer AS views,
    (count(*) FILTER (WHERE e.kind = 'whatsapp'))::integer AS whatsapp_orders
  FROM stat_events AS e WHERE ${onDays(days)} AND e.product_id IS NOT NULL
  GROUP BY e.day, e.product_id`;

/** Per day and page (a category, post or page named by a view's path): its views. Columns as `stat_day_pages`. */
export const pageTotals = (days: readonly string[]) => sql<StatDayPagesTable>`
  SELECT e.day, e.page_kind, e.page_id, count(*)::integer AS views
  FROM stat_events AS e WHERE ${onDays(days)} AND e.kind = 'vista' AND e.page_kind IS NOT NULL
  GROUP BY e.day, e.page_kind, e.page_id`;

/**
 * Per day and origin: each visitor counted once, by the origin of their first view of the day (''
 * when it had none, or when they sent no view). Columns as `stat_day_origins`.
 */
export const originTotals = (days: readonly string[]) => sql<StatDayOriginsTable>`
  SELECT first_views.day, first_views.origin, count(*)::integer AS visitors
  FROM (
    SELECT DISTINCT ON (e.day, e.visitor) e.day, coalesce(e.origin, '') AS origin
    FROM stat_events AS e WHERE ${onDays(days)}
    ORDER BY e.day, e.visitor, e.kind = 'vista' DESC, e.at, e.id
  ) AS first_views
  GROUP BY first_views.day, first_views.origin`;
