import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Estadisticas, EstadisticasProducto, EstadisticasTotales } from '@pasteleria/shared/types';
import type { Database } from '../db/database.js';
import { dayTotals, isOneOf, originTotals, pageTotals, productTotals } from './aggregates.js';
import type { PageKind, StatDaysTable } from '../db/schema.js';
import type { Period } from './period.js';
import { daysFrom } from '@pasteleria/shared/shop-days';

/**
 * GET /admin/estadisticas's answer, as the admin reads it (one declaration, in
 * @pasteleria/shared/statistics-report). The queries below name their columns as the report does,
 * and the rows Kysely types from them must be the report's: a misnamed column does not compile.
 */
export type StatisticsReport = Estadisticas;
type Totals = EstadisticasTotales;

/** What `origenes` calls the visitors whose first view had no referring site. */
const DIRECT = 'Directo';

type Db = Kysely<Database>;

/** The roll-ups of a day's products, pages and origins (./aggregates.ts computes their rows). */
type RollUp = 'stat_day_products' | 'stat_day_pages' | 'stat_day_origins';

/**
 * Those `columns` of a roll-up table's rows of the period's rolled-up days, then of the same rows
 * computed from the raw events of its open days (the days that were not rolled up when the report
 * began: a day rolled up meanwhile is still read from its raw events, and counted once). In
 * parentheses: a query selects from it as from a table.
 */
function rolledAndLive<T extends RollUp, C extends keyof Database[T] & string>(
  table: T,
  columns: readonly C[],
  period: Period,
  open: string[],
  live: RawBuilder<Database[T]>,
) {
  const selected = sql.join(columns.map((column) => sql.ref(column)));
  return sql<Pick<Database[T], C>>`(
    SELECT ${selected} FROM ${sql.table(table)}
    WHERE day BETWEEN ${period.desde}::date AND ${period.hasta}::date AND NOT ${isOneOf('day', open)}
    UNION ALL SELECT ${selected} FROM (${live}) AS live
  )`;
}

/** The sum of an integer column, as an integer (PostgreSQL sums them as bigint, which arrives as text). */
const total = (column: string) => sql<number>`sum(${sql.ref(column)})::integer`;

function products(db: Db, period: Period, open: string[]): Promise<EstadisticasProducto[]> {
  const rows = rolledAndLive(
    'stat_day_products',
    ['product_id', 'views', 'whatsapp_orders'],
    period,
    open,
    productTotals(open),
  );
  const totals = db
    .selectFrom(rows.as('r'))
    .select(['product_id', total('views').as('vistas'), total('whatsapp_orders').as('pedidosWhatsapp')])
    .groupBy('product_id')
    .as('t');
  return db
    .selectFrom(totals)
    .innerJoin('productos as p', 'p.id', 't.product_id')
    .select(['p.id', 'p.name', 't.vistas', 't.pedidosWhatsapp'])
    .orderBy('t.pedidosWhatsapp', 'desc')
    .orderBy('t.vistas', 'desc')
    .orderBy('p.id')
    .execute();
}

/** A page's kind as a constant column. */
const kindOf = (kind: PageKind) => sql<PageKind>`${sql.lit(kind)}`;

function pages(db: Db, period: Period, open: string[]) {
  const rows = rolledAndLive('stat_day_pages', ['page_kind', 'page_id', 'views'], period, open, pageTotals(open));
  const totals = db
    .selectFrom(rows.as('r'))
    .select(['page_kind', 'page_id', total('views').as('vistas')])
    .groupBy(['page_kind', 'page_id'])
    .as('t');
  const names = db
    .selectFrom('categorias')
    .select([kindOf('categoria').as('kind'), 'id', 'nombre as name'])
    .unionAll(db.selectFrom('posts').select([kindOf('post').as('kind'), 'id', 'title as name']))
    .unionAll(db.selectFrom('paginas').select([kindOf('pagina').as('kind'), 'id', 'title as name']))
    .as('n');
  return db
    .selectFrom(totals)
    .innerJoin(names, (join) => join.onRef('n.kind', '=', 't.page_kind').onRef('n.id', '=', 't.page_id'))
    .select(['t.page_kind as kind', 't.page_id as id', 'n.name', 't.vistas'])
    .orderBy('t.vistas', 'desc')
    .orderBy('t.page_id')
    .execute();
}

function origins(db: Db, period: Period, open: string[]) {
  const rows = rolledAndLive('stat_day_origins', ['origin', 'visitors'], period, open, originTotals(open));
  return db
    .selectFrom(rows.as('r'))
    .select(['r.origin', total('r.visitors').as('visitantes')])
    .groupBy('r.origin')
    .orderBy('visitantes', 'desc')
    .orderBy('r.origin')
    .execute();
}

function sum(days: string[], totals: Map<string, StatDaysTable>): Totals {
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
  const pagesOf = (kind: PageKind) => pageRows.filter((row) => row.kind === kind);
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
    productos: productRows,
    categorias: pagesOf('categoria').map(({ id, name, vistas }) => ({ id, nombre: name, vistas })),
    posts: pagesOf('post').map(({ id, name, vistas }) => ({ id, title: name, vistas })),
    paginas: pagesOf('pagina').map(({ id, name, vistas }) => ({ id, title: name, vistas })),
    origenes: originRows.map(({ origin, visitantes }) => ({ origen: origin || DIRECT, visitantes })),
  };
}
