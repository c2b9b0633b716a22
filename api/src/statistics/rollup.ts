import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { dayTotals, originTotals, pageTotals, productTotals } from './aggregates.js';
import { addDays, daysFrom } from '@pasteleria/shared/shop-days';
import { deleteSaltsBefore } from './visitor.js';

/** Raw events are kept this many days, today included; the roll-ups for good. */
const RAW_EVENT_DAYS = 90;

type Db = Kysely<Database>;

/**
 * Rolls up one day in the caller's transaction: its totals (the row that marks it rolled up), then
 * its products, pages and origins. Answers false, writing nothing, when the day has no events or is
 * rolled up already (by another instance, say).
 */
async function rollUpDay(trx: Db, day: string): Promise<boolean> {
  const { rows } = await sql<{ day: string }>`
    INSERT INTO stat_days (day, visitors, views, whatsapp_orders, comments) ${dayTotals([day])}
    ON CONFLICT (day) DO NOTHING
    RETURNING day`.execute(trx);
  if (rows.length === 0) return false;
  await sql`INSERT INTO stat_day_products (day, product_id, views, whatsapp_orders) ${productTotals([day])}`.execute(
    trx,
  );
  await sql`INSERT INTO stat_day_pages (day, page_kind, page_id, views) ${pageTotals([day])}`.execute(trx);
  await sql`INSERT INTO stat_day_origins (day, origin, visitors) ${originTotals([day])}`.execute(trx);
  return true;
}

/**
 * Rolls up every day before `openDay` that has raw events and no roll-up yet, one transaction per
 * day; running it again changes nothing. Answers the days it rolled up.
 */
export async function rollUpFinishedDays(db: Db, openDay: string): Promise<string[]> {
  const first = await db
    .selectFrom('stat_events')
    .select((eb) => eb.fn.min('day').as('day'))
    .executeTakeFirst();
  if (!first?.day || first.day >= openDay) return [];
  const last = addDays(openDay, -1);
  const rolled = await db.selectFrom('stat_days').select('day').where('day', '>=', first.day).execute();
  const done = new Set(rolled.map((row) => row.day));
  const rolledNow: string[] = [];
  for (const day of daysFrom(first.day, last)) {
    if (done.has(day)) continue;
    if (await db.transaction().execute((trx) => rollUpDay(trx, day))) rolledNow.push(day);
  }
  return rolledNow;
}

/** Deletes the raw events older than RAW_EVENT_DAYS and the salts of the days before `today`. */
export async function deleteOldEvents(db: Db, today: string): Promise<void> {
  await db
    .deleteFrom('stat_events')
    .where('day', '<', addDays(today, 1 - RAW_EVENT_DAYS))
    .execute();
  await deleteSaltsBefore(db, today);
}
