import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The releases of each remote (releases/):
 * - `releases`: every release registered, with its checked mf-manifest.json (none for a url
 *   release registered from the environment, which is not fetched at start); a version is unique
 *   per remote; `served` turns false once retention removed its files;
 * - `release_files`: the bytes of an uploaded or site release, by path inside its folder;
 * - `live_releases`: the release each remote's pages load;
 * - `release_changes`: every change of a live release (who, when, from, to);
 * - `deploy_keys`: keys that publish one remote, stored as the sha256 (hex) of the key.
 * One statement each: PGlite's extended protocol runs a single command per query.
 */
const STATEMENTS = [
  `CREATE TABLE releases (
    id serial PRIMARY KEY,
    remote text NOT NULL,
    version text NOT NULL,
    source text NOT NULL CHECK (source IN ('upload', 'url', 'site')),
    manifest_url text NOT NULL,
    manifest jsonb,
    notes text NOT NULL DEFAULT '',
    created_by text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    served boolean NOT NULL DEFAULT true,
    UNIQUE (remote, version)
  )`,
  `CREATE TABLE release_files (
    release_id integer NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
    path text NOT NULL,
    bytes bytea NOT NULL,
    PRIMARY KEY (release_id, path)
  )`,
  `CREATE TABLE live_releases (
    remote text PRIMARY KEY,
    release_id integer NOT NULL REFERENCES releases (id)
  )`,
  `CREATE TABLE release_changes (
    id serial PRIMARY KEY,
    remote text NOT NULL,
    from_id integer REFERENCES releases (id),
    to_id integer NOT NULL REFERENCES releases (id),
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX release_changes_remote_idx ON release_changes (remote, id)`,
  `CREATE TABLE deploy_keys (
    id serial PRIMARY KEY,
    remote text NOT NULL,
    name text NOT NULL,
    key_hash text NOT NULL UNIQUE,
    created_by text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export const releases: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['deploy_keys', 'release_changes', 'live_releases', 'release_files', 'releases'])
      await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  },
};
