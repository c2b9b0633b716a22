import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Rolling releases (rollouts/):
 * - `rollouts`: a release given to a share of the visitors, stage by stage, beside the live one
 *   (`from_id`); at most one running per remote;
 * - `release_changes` gains what changed (`kind`: a release made live, or a rollout's step), the
 *   share after it and why;
 * - `release_reports`: what visitors' browsers met with each release, kept 90 days: one `view` row
 *   per release, shop day and visitor (with the worst Core Web Vitals measured), one row per error
 *   (its kind and message) and visitor and day: a flood from a few visitors counts once each;
 * - `release_days`: the same summed per release and day, kept for good.
 * One statement each: PGlite's extended protocol runs a single command per query.
 */
const STATEMENTS = [
  `CREATE TABLE rollouts (
    id serial PRIMARY KEY,
    remote text NOT NULL,
    release_id integer NOT NULL,
    from_id integer NOT NULL,
    stages jsonb NOT NULL,
    min_visits integer NOT NULL,
    stage integer NOT NULL DEFAULT 0,
    stage_started_at timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'aborted')),
    reason text,
    started_by text NOT NULL,
    started_at timestamptz NOT NULL,
    ended_at timestamptz
  )`,
  `CREATE UNIQUE INDEX rollouts_one_running_idx ON rollouts (remote) WHERE status = 'running'`,
  `ALTER TABLE release_changes ADD COLUMN kind text NOT NULL DEFAULT 'live'
    CHECK (kind IN ('live', 'rollout-start', 'rollout-advance', 'rollout-abort', 'rollout-complete'))`,
  `ALTER TABLE release_changes ADD COLUMN share integer`,
  `ALTER TABLE release_changes ADD COLUMN reason text`,
  `CREATE TABLE release_reports (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    day date NOT NULL,
    remote text NOT NULL,
    release_id integer NOT NULL,
    visitor text COLLATE "C" NOT NULL,
    kind text NOT NULL CHECK (kind IN ('view', 'load', 'render', 'uncaught')),
    message text NOT NULL DEFAULT '',
    lcp real,
    inp real,
    cls real
  )`,
  `CREATE UNIQUE INDEX release_reports_once_idx ON release_reports (release_id, day, visitor, kind, message)`,
  `CREATE INDEX release_reports_at_idx ON release_reports (release_id, at)`,
  `CREATE INDEX release_reports_day_idx ON release_reports (day)`,
  `CREATE TABLE release_days (
    release_id integer NOT NULL,
    day date NOT NULL,
    remote text NOT NULL,
    visits integer NOT NULL,
    error_visits integer NOT NULL,
    load_error_visits integer NOT NULL,
    lcp_p75 real,
    inp_p75 real,
    PRIMARY KEY (release_id, day)
  )`,
];

export const rollouts: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['release_days', 'release_reports', 'rollouts'])
      await sql`DROP TABLE ${sql.table(table)}`.execute(db);
    for (const column of ['reason', 'share', 'kind'])
      await sql`ALTER TABLE release_changes DROP COLUMN ${sql.ref(column)}`.execute(db);
  },
};
