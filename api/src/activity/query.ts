import { sql, type Kysely, type Selectable } from 'kysely';
import type { ActivityAction, ActivityEntry, ActivityPage } from '@pasteleria/shared/security';
import type { ActivityTable, Database } from '../db/schema.js';

/**
 * Reading the activity log: newest first, filtered by the shop's days (`desde`, `hasta`, both
 * included, in SITE_TIMEZONE), by who (`usuario`: a user's id, or part of a name: a user's, a
 * key's «name», 'Automático', an e-mail tried) and by action; a page at a time, or all of it for
 * the CSV.
 */
export interface ActivityFilter {
  desde?: string;
  hasta?: string;
  usuario?: string;
  accion?: ActivityAction;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Kysely<Database>, filter: ActivityFilter, timeZone: string) {
  let query = db.selectFrom('activity');
  // A day's first instant in the shop's zone: `at` compared as stored, so the index on it serves.
  if (filter.desde)
    query = query.where('at', '>=', sql<Date>`(${filter.desde}::date)::timestamp AT TIME ZONE ${timeZone}`);
  if (filter.hasta)
    query = query.where('at', '<', sql<Date>`(${filter.hasta}::date + 1)::timestamp AT TIME ZONE ${timeZone}`);
  if (filter.accion) query = query.where('action', '=', filter.accion);
  const who = filter.usuario?.trim();
  if (who && /^\d{1,9}$/.test(who)) query = query.where('actor_type', '=', 'user').where('actor_id', '=', Number(who));
  else if (who) query = query.where('actor_name', 'ilike', `%${escapeLike(who)}%`);
  return query;
}

const toEntry = (row: Selectable<ActivityTable>): ActivityEntry => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  actor: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
  action: row.action as ActivityAction,
  target:
    row.target_type === null ? null : { type: row.target_type, id: row.target_id ?? '', name: row.target_name ?? '' },
  address: row.address,
  description: row.description,
});

export async function activityPage(
  db: Kysely<Database>,
  filter: ActivityFilter,
  timeZone: string,
  page: number,
  pageSize: number,
): Promise<ActivityPage> {
  const [rows, count] = await Promise.all([
    filtered(db, filter, timeZone)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, filter, timeZone)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count.total), page, pageSize };
}

/** Every matching entry, newest first, read in batches. */
export async function* allActivity(
  db: Kysely<Database>,
  filter: ActivityFilter,
  timeZone: string,
): AsyncGenerator<ActivityEntry> {
  let before: { at: Date; id: number } | undefined;
  for (;;) {
    let query = filtered(db, filter, timeZone).selectAll();
    if (before) {
      const { at, id } = before;
      query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
    }
    const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(500).execute();
    for (const row of rows) yield toEntry(row);
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    before = { at: new Date(last.at), id: Number(last.id) };
  }
}
