import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Estadisticas, EstadisticasTotales } from '@pasteleria/shared/types';
import type { Database } from '../db/database.js';
import { dayTotals, isOneOf, originTotals, pageTotals, productTotals, type DayTotals } from './aggregates.js';
import type { PageKind } from '../db/schema.js';
import type { Period } from './period.js';
import { daysFrom } from '@pasteleria/shared/shop-days';

/** GET /admin/estadisticas's answer, as the admin reads it (one declaration, in @pasteleria/shared). */
export type StatisticsReport = Estadisticas;
type Totals = EstadisticasTotales;

/** What `origenes` calls the visitors whose first view had no referring site. */
const DIRECT = 'Directo';

type Db = Kysely<Database>;

/**
 * A roll-up table's rows of the period's rolled-up days, then the same rows computed from the raw
 * events of its open days (the days that were not rolled up when the report began: a day rolled
 * up meanwhile is still read from its raw events, and counted once).
 */
const rolledAndLive = (
  table: string,
  columns: string,
  period: Period,
  open: string[],
  live: RawBuilder<unknown>,
) => sql`
  SELECT ${sql.raw(columns)} FROM ${sql.table(table)}
  WHERE day BETWEEN ${period.desde}::date AND ${period.hasta}::date AND NOT ${isOneOf('day', open)}
  UNION ALL SELECT ${sql.raw(columns)} FROM (${live}) AS live`;

function products(db: Db, period: Period, open: string[]) {
  const rows = rolledAndLive(
    'stat_day_products',
    'product_id, views, whatsapp_orders',
    period,
    open,
    productTotals(open),
  );
  return sql<StatisticsReport['productos'][number]>`
    SELECT p.id, p.name, t.vistas, t."pedidosWhatsapp"
    FROM (
      SELECT product_id, sum(views)::integer AS vistas, sum(whatsapp_orders)::integer AS "pedidosWhatsapp"
      FROM (${rows}) AS r GROUP BY product_id
    ) AS t JOIN productos AS p ON p.id = t.product_id
    ORDER BY t."pedidosWhatsapp" DESC, t.vistas DESC, p.id`.execute(db);
}

function pages(db: Db, period: Period, open: string[]) {
  const rows = rolledAndLive('stat_day_pages', 'page_kind, page_id, views', period, open, pageTotals(open));
  return sql<{ kind: PageKind; id: number; name: string; vistas: number }>`
    SELECT t.page_kind AS kind, t.page_id AS id, n.name, t.vistas
    FROM (
      SELECT page_kind, page_id, sum(views)::integer AS vistas FROM (${rows}) AS r GROUP BY page_kind, page_id
    ) AS t
    JOIN (
      SELECT 'categoria' AS kind, id, nombre AS name FROM categorias
      UNION ALL SELECT 'post', id, title FROM posts
      UNION ALL SELECT 'pagina', id, title FROM paginas
    ) AS n ON n.kind = t.page_kind AND n.id = t.page_id
    ORDER BY t.vistas DESC, t.page_id`.execute(db);
}

function origins(db: Db, period: Period, open: string[]) {
  const rows = rolledAndLive('stat_day_origins', 'origin, visitors', period, open, originTotals(open));
  return sql<{ origin: string; visitantes: number }>`
    SELECT r.origin, sum(r.visitors)::integer AS visitantes FROM (${rows}) AS r
    GROUP BY r.origin
    ORDER BY visitantes DESC, r.origin`.execute(db);
}

function sum(days: string[], totals: Map<string, DayTotals>): Totals {
  const sums: Totals = { visitantes: 0, vistas: 0, pedidosWhatsapp: 0, comentarios: 0 };
  for (const day of days) {
    const row = totals.get(day);
    if (!row) continue;
    sums.visitantes += row.visitors;
    sums.vistas += row.views;
    sums.pedidosWhatsapp += row.whatsapp_orders;
    sums.comentarios += row.comments;
  }
  return sums;
}

/**
 * The report of a period and the totals of the one before: the roll-ups of the days rolled up, and
 * the raw events of the others (today, and a finished day the job has not reached yet). Which days
 * are rolled up is read first; the rest is read at once, in parallel where the database allows.
 * Products, categories, posts and pages deleted since are left out of their lists.
 */
export async function readReport(db: Db, period: Period): Promise<StatisticsReport> {
  const rolled = await db
    .selectFrom('stat_days')
    .selectAll()
    .where('day', '>=', period.previous.desde)
    .where('day', '<=', period.hasta)
    .execute();
  const rolledDays = new Set(rolled.map((row) => row.day));
  const openDays = daysFrom(period.previous.desde, period.hasta).filter((day) => !rolledDays.has(day));
  const open = openDays.filter((day) => day >= period.desde);
  const [live, productRows, pageRows, originRows] = await Promise.all([
    dayTotals(openDays).execute(db),
    products(db, period, open),
    pages(db, period, open),
    origins(db, period, open),
  ]);
  const totals = new Map([...rolled, ...live.rows].map((row) => [row.day, row]));
  const days = daysFrom(period.desde, period.hasta);
  const pagesOf = (kind: PageKind) => pageRows.rows.filter((row) => row.kind === kind);
  return {
    desde: period.desde,
    hasta: period.hasta,
    totales: sum(days, totals),
    anterior: sum(daysFrom(period.previous.desde, period.previous.hasta), totals),
    dias: days.map((fecha) => {
      const row = totals.get(fecha);
      return {
        fecha,
        visitantes: row?.visitors ?? 0,
        vistas: row?.views ?? 0,
        pedidosWhatsapp: row?.whatsapp_orders ?? 0,
      };
    }),
    productos: productRows.rows,
    categorias: pagesOf('categoria').map(({ id, name, vistas }) => ({ id, nombre: name, vistas })),
    posts: pagesOf('post').map(({ id, name, vistas }) => ({ id, title: name, vistas })),
    paginas: pagesOf('pagina').map(({ id, name, vistas }) => ({ id, title: name, vistas })),
    origenes: originRows.rows.map(({ origin, visitantes }) => ({ origen: origin || DIRECT, visitantes })),
  };
}
