import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Who may put code before every visitor, and what they did (auth/, activity/, releases/):
 * - `auth_tokens` (a signed-in session) gains whether it was signed in with two steps, the browser
 *   and address it was signed in from, and when it was last used;
 * - `users` gain an authenticator app's secret (`totp_secret` once confirmed by a first code,
 *   `totp_pending_secret` until then) and the last time step accepted, so a code is used once;
 * - `passkeys`: each WebAuthn credential of a user (its public key, never a secret), named by them;
 * - `recovery_codes`: single-use codes, only their argon2 hashes;
 * - `auth_challenges`: a sign-in's pending second step or a passkey's pending ceremony, 5 minutes;
 * - `activity`: who did what, on which record, from where; rows are only added (an UPDATE is
 *   refused by a trigger) and deleted only past their retention (365 days) by the server's job;
 * - `deploy_keys` gain an expiry (90 days for the keys made before it) and where they were last used;
 * - `releases` gain the SHA-384 of each of their JavaScript and CSS files, as browsers check them.
 * One statement each: PGlite's extended protocol runs a single command per query.
 */
const STATEMENTS = [
  `ALTER TABLE auth_tokens ADD COLUMN two_step boolean NOT NULL DEFAULT false`,
  `ALTER TABLE auth_tokens ADD COLUMN user_agent text NOT NULL DEFAULT ''`,
  `ALTER TABLE auth_tokens ADD COLUMN address text NOT NULL DEFAULT ''`,
  `ALTER TABLE auth_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE users ADD COLUMN totp_secret text`,
  `ALTER TABLE users ADD COLUMN totp_pending_secret text`,
  `ALTER TABLE users ADD COLUMN totp_last_step bigint`,
  `CREATE TABLE passkeys (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    credential_id text NOT NULL UNIQUE,
    public_key bytea NOT NULL,
    counter bigint NOT NULL DEFAULT 0,
    transports jsonb NOT NULL DEFAULT '[]',
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz
  )`,
  `CREATE INDEX passkeys_user_id_idx ON passkeys (user_id)`,
  `CREATE TABLE recovery_codes (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX recovery_codes_user_id_idx ON recovery_codes (user_id)`,
  `CREATE TABLE auth_challenges (
    id serial PRIMARY KEY,
    secret_hash bytea NOT NULL,
    purpose text NOT NULL CHECK (purpose IN ('two-step', 'passkey-sign-in', 'passkey-add')),
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    webauthn_challenge text,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE TABLE activity (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_type text NOT NULL CHECK (actor_type IN ('user', 'deploy-key', 'automatic', 'anonymous')),
    actor_id integer,
    actor_name text NOT NULL,
    action text NOT NULL,
    target_type text,
    target_id text,
    target_name text,
    address text NOT NULL DEFAULT '',
    description text NOT NULL
  )`,
  `CREATE INDEX activity_at_idx ON activity (at)`,
  `CREATE INDEX activity_actor_idx ON activity (actor_type, actor_id, at)`,
  `CREATE FUNCTION activity_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'activity entries cannot be changed';
    END
  $$`,
  `CREATE TRIGGER activity_append_only BEFORE UPDATE ON activity
    FOR EACH ROW EXECUTE FUNCTION activity_is_append_only()`,
  `ALTER TABLE deploy_keys ADD COLUMN expires_at timestamptz NOT NULL DEFAULT now() + interval '90 days'`,
  `ALTER TABLE deploy_keys ALTER COLUMN expires_at DROP DEFAULT`,
  `ALTER TABLE deploy_keys ADD COLUMN last_used_at timestamptz`,
  `ALTER TABLE deploy_keys ADD COLUMN last_used_from text`,
  `ALTER TABLE releases ADD COLUMN integrity jsonb NOT NULL DEFAULT '{}'`,
];

export const keysToTheShop: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of [
      `ALTER TABLE releases DROP COLUMN integrity`,
      `ALTER TABLE deploy_keys DROP COLUMN last_used_from`,
      `ALTER TABLE deploy_keys DROP COLUMN last_used_at`,
      `ALTER TABLE deploy_keys DROP COLUMN expires_at`,
      `DROP TABLE activity`,
      `DROP FUNCTION activity_is_append_only`,
      `DROP TABLE auth_challenges`,
      `DROP TABLE recovery_codes`,
      `DROP TABLE passkeys`,
      `ALTER TABLE users DROP COLUMN totp_last_step`,
      `ALTER TABLE users DROP COLUMN totp_pending_secret`,
      `ALTER TABLE users DROP COLUMN totp_secret`,
      `ALTER TABLE auth_tokens DROP COLUMN last_used_at`,
      `ALTER TABLE auth_tokens DROP COLUMN address`,
      `ALTER TABLE auth_tokens DROP COLUMN user_agent`,
      `ALTER TABLE auth_tokens DROP COLUMN two_step`,
    ])
      await sql.raw(statement).execute(db);
  },
};
