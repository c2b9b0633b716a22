import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database.js';

/**
 * A shop's worth of statistics written straight into the tables (generate_series), for the volume
 * test and the bench (scripts/stats-bench.mjs imports the built file): `views` page views spread
 * evenly over the `days` days up to `today` and written in that order (a day's rows together, as
 * the server writes them), each day's visitors (3,000 at most) making about four views; for every
 * 500 views, 100 product views, 10 WhatsApp orders and 1 comment; products added up to
 * `products`, spread over the categories. Views go to the home page, the categories, the posts
 * and the pages, some with an origin. Instants are the shop's (`timeZone`, PostgreSQL's AT TIME
 * ZONE), as the server's are.
 */
export interface GeneratedStatistics {
  views: number;
  days: number;
  products: number;
  today: string;
  timeZone: string;
}

/** Events of each kind per cycle of 611: 500 views, 100 product views, 10 orders, 1 comment. */
const CYCLE = 611;
/** Rows per INSERT: PGlite keeps a statement's rows in its memory. */
const ROWS_PER_INSERT = 200_000;

/** Answers how many events it wrote. */
export async function generateStatistics(db: Kysely<Database>, options: GeneratedStatistics): Promise<number> {
  const { views, days, products, today, timeZone } = options;
  await sql`
    WITH categories AS (SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM categorias)
    INSERT INTO productos (slug, name, title, price, categoria_id)
    SELECT 'generado-' || n, 'Producto generado ' || n, 'Producto ' || n, 100,
      c.ids[1 + n % greatest(cardinality(c.ids), 1)]
    FROM generate_series((SELECT count(*) FROM productos)::integer + 1, ${products}::integer) AS n, categories AS c`.execute(
    db,
  );
  const total = Math.ceil(views / 500) * CYCLE;
  for (let first = 1; first <= total; first += ROWS_PER_INSERT) {
    const last = Math.min(total, first + ROWS_PER_INSERT - 1);
    await sql`
      WITH site AS (
        SELECT
          coalesce((SELECT array_agg(id ORDER BY id) FROM productos), '{}') AS products,
          coalesce((SELECT array_agg(id ORDER BY id) FROM categorias), '{}') AS categories,
          coalesce((SELECT array_agg(id ORDER BY id) FROM posts), '{}') AS posts,
          coalesce((SELECT array_agg(id ORDER BY id) FROM paginas), '{}') AS pages
      ),
      drawn AS (
        SELECT n,
          ${today}::date - ${days - 1}::integer + ((n::bigint - 1) * ${days} / ${total})::integer AS day,
          CASE WHEN n % ${CYCLE} < 500 THEN 'vista' WHEN n % ${CYCLE} < 600 THEN 'producto'
            WHEN n % ${CYCLE} < 610 THEN 'whatsapp' ELSE 'comentario' END AS kind,
          (n / 7) % 10 AS place,
          (n / 3) % 20 AS source
        FROM generate_series(${first}::integer, ${last}::integer) AS n
      ),
      placed AS (
        SELECT d.*,
          CASE
            WHEN d.kind = 'producto' THEN 'categoria'
            WHEN d.kind <> 'vista' OR d.place < 4 THEN NULL
            WHEN d.place < 7 THEN 'categoria'
            WHEN d.place < 9 THEN 'post'
            ELSE 'pagina'
          END AS wanted
        FROM drawn AS d
      )
      INSERT INTO stat_events (at, day, kind, page_kind, page_id, product_id, origin, visitor)
      SELECT
        (p.day + make_interval(secs => (p.n::bigint * 7919) % 86400)) AT TIME ZONE ${timeZone},
        p.day,
        p.kind,
        CASE WHEN page_id IS NULL THEN NULL ELSE p.wanted END,
        page_id,
        CASE WHEN p.kind IN ('producto', 'whatsapp') AND cardinality(s.products) > 0
          THEN s.products[1 + (p.n * 31) % cardinality(s.products)] END,
        CASE WHEN p.kind <> 'vista' OR p.source > 7 THEN NULL
          WHEN p.source < 4 THEN 'www.google.com'
          WHEN p.source < 6 THEN 'www.facebook.com'
          WHEN p.source < 7 THEN 'l.instagram.com'
          ELSE 'sitio-' || (p.n % 40) || '.mx' END,
        md5(p.day::text || '/' || (p.n % 3000)::text)
      FROM placed AS p CROSS JOIN site AS s
      CROSS JOIN LATERAL (
        SELECT CASE p.wanted
          WHEN 'categoria' THEN s.categories[1 + p.n % greatest(cardinality(s.categories), 1)]
          WHEN 'post' THEN s.posts[1 + p.n % greatest(cardinality(s.posts), 1)]
          WHEN 'pagina' THEN s.pages[1 + p.n % greatest(cardinality(s.pages), 1)]
        END AS page_id
      ) AS page`.execute(db);
  }
  // As after any bulk load: the planner's statistics of the tables just filled.
  await sql`ANALYZE stat_events, productos`.execute(db);
  return total;
}
