import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The shop's own statistics (statistics/):
 * - `stat_events`: each counted event, kept 90 days: when, the shop's day, its kind, the page its
 *   path named (a category, post or page), the product, the referring host, and the visitor's hash
 *   (hex; text rather than bytea, so a backup reads the table in batches like any other);
 * - `stat_salts`: the random salt of the visitor hash, one per shop day, shared by every instance;
 *   earlier days' salts are deleted;
 * - the daily roll-ups, kept for good: `stat_days` (a row marks the day as rolled up),
 *   `stat_day_products`, `stat_day_pages` and `stat_day_origins` (origin '' when there was none).
 * Every read is by day: the roll-ups' primary keys start with it, the events have their index.
 * One statement each: PGlite's extended protocol runs a single command per query.
 */
const STATEMENTS = [
  `CREATE TABLE stat_events (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    day date NOT NULL,
    kind text NOT NULL CHECK (kind IN ('vista', 'producto', 'whatsapp', 'comentario')),
    page_kind text CHECK (page_kind IN ('categoria', 'post', 'pagina')),
    page_id integer,
    product_id integer,
    origin text COLLATE "C",
    visitor text COLLATE "C" NOT NULL,
    CHECK ((page_kind IS NULL) = (page_id IS NULL))
  )`,
  `CREATE INDEX stat_events_day_idx ON stat_events (day)`,
  `CREATE TABLE stat_salts (
    day date PRIMARY KEY,
    salt bytea NOT NULL
  )`,
  `CREATE TABLE stat_days (
    day date PRIMARY KEY,
    visitors integer NOT NULL,
    views integer NOT NULL,
    whatsapp_orders integer NOT NULL,
    comments integer NOT NULL
  )`,
  `CREATE TABLE stat_day_products (
    day date NOT NULL,
    product_id integer NOT NULL,
    views integer NOT NULL,
    whatsapp_orders integer NOT NULL,
    PRIMARY KEY (day, product_id)
  )`,
  `CREATE TABLE stat_day_pages (
    day date NOT NULL,
    page_kind text NOT NULL CHECK (page_kind IN ('categoria', 'post', 'pagina')),
    page_id integer NOT NULL,
    views integer NOT NULL,
    PRIMARY KEY (day, page_kind, page_id)
  )`,
  `CREATE TABLE stat_day_origins (
    day date NOT NULL,
    origin text COLLATE "C" NOT NULL,
    visitors integer NOT NULL,
    PRIMARY KEY (day, origin)
  )`,
];

const TABLES = ['stat_events', 'stat_salts', 'stat_days', 'stat_day_products', 'stat_day_pages', 'stat_day_origins'];

export const statistics: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [...TABLES].reverse()) await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  },
};
