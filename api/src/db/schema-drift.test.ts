import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { comentario, user, type EntityDeclaration, type Field } from '@pasteleria/shared/entities';
import type {
  ActivityTable,
  AppStateTable,
  AuthChallengesTable,
  AuthTokensTable,
  ComentariosTable,
  ContentTables,
  Database,
  DeployKeysTable,
  LiveReleasesTable,
  PasskeysTable,
  PicturesTable,
  RateLimitsTable,
  RecoveryCodesTable,
  ReleaseChangesTable,
  ReleaseDaysTable,
  ReleaseReportsTable,
  RolloutsTable,
  ReleaseFilesTable,
  ReleasesTable,
  StatDayOriginsTable,
  StatDayPagesTable,
  StatDayProductsTable,
  StatDaysTable,
  StatEventsTable,
  StatSaltsTable,
  UsersTable,
} from './schema.js';
import { ENTITIES } from '../entities/definitions.js';
import { ENGINE, startTestServer, type TestServer } from '../../test/support/harness.js';

/**
 * The real columns of the database (information_schema, after the migrations) against the entity
 * declarations, on the engine the suite runs on (PGlite, then PostgreSQL with TEST_DATABASE_URL):
 * a field declared and not migrated, or migrated and not declared, fails here rather than in a
 * visitor's request. db/schema.ts derives the Kysely types by the same rules as `declaredColumns`.
 */

/** What is compared of a column: a family of types and whether it takes NULL. */
interface Column {
  type: 'integer' | 'numeric' | 'float' | 'text' | 'boolean' | 'timestamp' | 'date' | 'bytea' | 'json';
  nullable: boolean;
}

const column = (type: Column['type'], nullable = false): Column => ({ type, nullable });

/** The column a declared field is stored in. */
function fieldColumn(field: Field): Column {
  switch (field.kind) {
    case 'text':
      return column('text', field.nullable === true);
    case 'html':
    case 'choice':
      return column('text');
    case 'int':
      return column('integer');
    case 'decimal':
      return column('numeric');
    case 'float':
      return column('float', true);
    case 'bool':
      return column('boolean');
    case 'ref':
      return column('integer', true);
  }
}

/** A declaration's columns, as `EntityRecord` has them: id, slug, every field but secrets, the stored image's name. */
function declaredColumns(declaration: EntityDeclaration): Record<string, Column> {
  const fields = Object.entries(declaration.fields).filter(([, field]) => !(field.kind === 'text' && field.secret));
  return {
    id: column('integer'),
    ...(declaration.slug ? { slug: column('text') } : {}),
    ...Object.fromEntries(fields.map(([name, field]) => [name, fieldColumn(field)])),
    ...(declaration.image ? { [declaration.image.column]: column('text', true) } : {}),
  };
}

/** The columns only the server keeps, named as in db/schema.ts (the compiler checks the names). */
const CREATED = { created_at: column('timestamp') };
const TIMESTAMPS = { ...CREATED, updated_at: column('timestamp') } satisfies {
  [C in keyof ContentTables[keyof ContentTables]]?: Column;
};
const SERVER_ONLY = {
  users: {
    password_hash: column('text'),
    totp_secret: column('text', true),
    totp_pending_secret: column('text', true),
    totp_last_step: column('integer', true),
    ...CREATED,
  } satisfies { [C in keyof UsersTable]?: Column },
  comentarios: { approved: column('boolean'), ...CREATED } satisfies { [C in keyof ComentariosTable]?: Column },
  // No declaration: every column is listed, and must be.
  auth_tokens: {
    id: column('integer'),
    user_id: column('integer'),
    token_hash: column('bytea'),
    expires_at: column('timestamp'),
    two_step: column('boolean'),
    user_agent: column('text'),
    address: column('text'),
    last_used_at: column('timestamp'),
    ...CREATED,
  } satisfies Record<keyof AuthTokensTable, Column>,
  passkeys: {
    id: column('integer'),
    user_id: column('integer'),
    credential_id: column('text'),
    public_key: column('bytea'),
    counter: column('integer'),
    transports: column('json'),
    name: column('text'),
    last_used_at: column('timestamp', true),
    ...CREATED,
  } satisfies Record<keyof PasskeysTable, Column>,
  recovery_codes: {
    id: column('integer'),
    user_id: column('integer'),
    code_hash: column('text'),
    used_at: column('timestamp', true),
  } satisfies Record<keyof RecoveryCodesTable, Column>,
  auth_challenges: {
    id: column('integer'),
    secret_hash: column('bytea'),
    purpose: column('text'),
    user_id: column('integer', true),
    webauthn_challenge: column('text', true),
    attempts: column('integer'),
    expires_at: column('timestamp'),
  } satisfies Record<keyof AuthChallengesTable, Column>,
  activity: {
    id: column('integer'),
    at: column('timestamp'),
    actor_type: column('text'),
    actor_id: column('integer', true),
    actor_name: column('text'),
    action: column('text'),
    target_type: column('text', true),
    target_id: column('text', true),
    target_name: column('text', true),
    address: column('text'),
    description: column('text'),
  } satisfies Record<keyof ActivityTable, Column>,
  app_state: { key: column('text'), value: column('text') } satisfies Record<keyof AppStateTable, Column>,
  pictures: {
    folder: column('text'),
    name: column('text'),
    bytes: column('bytea'),
    ...CREATED,
  } satisfies Record<keyof PicturesTable, Column>,
  rate_limits: {
    key: column('text'),
    window_start: column('timestamp'),
    hits: column('integer'),
  } satisfies Record<keyof RateLimitsTable, Column>,
  releases: {
    id: column('integer'),
    remote: column('text'),
    version: column('text'),
    source: column('text'),
    manifest_url: column('text'),
    manifest: column('json', true),
    notes: column('text'),
    created_by: column('text'),
    served: column('boolean'),
    integrity: column('json'),
    ...CREATED,
  } satisfies Record<keyof ReleasesTable, Column>,
  release_files: {
    release_id: column('integer'),
    path: column('text'),
    bytes: column('bytea'),
  } satisfies Record<keyof ReleaseFilesTable, Column>,
  live_releases: { remote: column('text'), release_id: column('integer') } satisfies Record<
    keyof LiveReleasesTable,
    Column
  >,
  release_changes: {
    id: column('integer'),
    remote: column('text'),
    from_id: column('integer', true),
    to_id: column('integer'),
    changed_by: column('text'),
    changed_at: column('timestamp'),
    kind: column('text'),
    share: column('integer', true),
    reason: column('text', true),
  } satisfies Record<keyof ReleaseChangesTable, Column>,
  rollouts: {
    id: column('integer'),
    remote: column('text'),
    release_id: column('integer'),
    from_id: column('integer'),
    stages: column('json'),
    min_visits: column('integer'),
    stage: column('integer'),
    stage_started_at: column('timestamp'),
    status: column('text'),
    reason: column('text', true),
    started_by: column('text'),
    started_at: column('timestamp'),
    ended_at: column('timestamp', true),
  } satisfies Record<keyof RolloutsTable, Column>,
  release_reports: {
    id: column('integer'),
    at: column('timestamp'),
    day: column('date'),
    remote: column('text'),
    release_id: column('integer'),
    visitor: column('text'),
    kind: column('text'),
    message: column('text'),
    lcp: column('float', true),
    inp: column('float', true),
    cls: column('float', true),
  } satisfies Record<keyof ReleaseReportsTable, Column>,
  release_days: {
    release_id: column('integer'),
    day: column('date'),
    remote: column('text'),
    visits: column('integer'),
    error_visits: column('integer'),
    load_error_visits: column('integer'),
    lcp_p75: column('float', true),
    inp_p75: column('float', true),
  } satisfies Record<keyof ReleaseDaysTable, Column>,
  deploy_keys: {
    id: column('integer'),
    remote: column('text'),
    name: column('text'),
    key_hash: column('text'),
    created_by: column('text'),
    expires_at: column('timestamp'),
    last_used_at: column('timestamp', true),
    last_used_from: column('text', true),
    ...CREATED,
  } satisfies Record<keyof DeployKeysTable, Column>,
  stat_events: {
    id: column('integer'),
    at: column('timestamp'),
    day: column('date'),
    kind: column('text'),
    page_kind: column('text', true),
    page_id: column('integer', true),
    product_id: column('integer', true),
    origin: column('text', true),
    visitor: column('text'),
  } satisfies Record<keyof StatEventsTable, Column>,
  stat_salts: { day: column('date'), salt: column('bytea') } satisfies Record<keyof StatSaltsTable, Column>,
  stat_days: {
    day: column('date'),
    visitors: column('integer'),
    views: column('integer'),
    whatsapp_orders: column('integer'),
    comments: column('integer'),
  } satisfies Record<keyof StatDaysTable, Column>,
  stat_day_products: {
    day: column('date'),
    product_id: column('integer'),
    views: column('integer'),
    whatsapp_orders: column('integer'),
  } satisfies Record<keyof StatDayProductsTable, Column>,
  stat_day_pages: {
    day: column('date'),
    page_kind: column('text'),
    page_id: column('integer'),
    views: column('integer'),
  } satisfies Record<keyof StatDayPagesTable, Column>,
  stat_day_origins: {
    day: column('date'),
    origin: column('text'),
    visitors: column('integer'),
  } satisfies Record<keyof StatDayOriginsTable, Column>,
} satisfies Record<Exclude<keyof Database, keyof ContentTables>, unknown>;

/** Every table with the columns the declarations (and the lists above) give it. */
const EXPECTED: Record<string, Record<string, Column>> = {
  ...Object.fromEntries(ENTITIES.map((def) => [def.table, { ...declaredColumns(def.declaration), ...TIMESTAMPS }])),
  users: { ...declaredColumns(user), ...SERVER_ONLY.users },
  comentarios: { ...declaredColumns(comentario), ...SERVER_ONLY.comentarios },
  auth_tokens: SERVER_ONLY.auth_tokens,
  passkeys: SERVER_ONLY.passkeys,
  recovery_codes: SERVER_ONLY.recovery_codes,
  auth_challenges: SERVER_ONLY.auth_challenges,
  activity: SERVER_ONLY.activity,
  app_state: SERVER_ONLY.app_state,
  pictures: SERVER_ONLY.pictures,
  rate_limits: SERVER_ONLY.rate_limits,
  releases: SERVER_ONLY.releases,
  release_files: SERVER_ONLY.release_files,
  live_releases: SERVER_ONLY.live_releases,
  release_changes: SERVER_ONLY.release_changes,
  deploy_keys: SERVER_ONLY.deploy_keys,
  stat_events: SERVER_ONLY.stat_events,
  stat_salts: SERVER_ONLY.stat_salts,
  rollouts: SERVER_ONLY.rollouts,
  release_reports: SERVER_ONLY.release_reports,
  release_days: SERVER_ONLY.release_days,
  stat_days: SERVER_ONLY.stat_days,
  stat_day_products: SERVER_ONLY.stat_day_products,
  stat_day_pages: SERVER_ONLY.stat_day_pages,
  stat_day_origins: SERVER_ONLY.stat_day_origins,
};

const TYPE_FAMILIES: Record<string, Column['type']> = {
  integer: 'integer',
  smallint: 'integer',
  bigint: 'integer',
  numeric: 'numeric',
  'double precision': 'float',
  real: 'float',
  text: 'text',
  'character varying': 'text',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  date: 'date',
  bytea: 'bytea',
  jsonb: 'json',
};

interface InformationSchemaColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

/** The tables of the database's schema (but Kysely's migration bookkeeping) and their columns. */
async function realColumns(db: Kysely<Database>): Promise<Record<string, Record<string, Column | string>>> {
  const { rows } = await sql<InformationSchemaColumn>`
    SELECT table_name, column_name, data_type, is_nullable
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely\\_%'
  `.execute(db);
  const tables: Record<string, Record<string, Column | string>> = {};
  for (const row of rows) {
    const type = TYPE_FAMILIES[row.data_type];
    // An unknown type is reported as it is, so the difference names it.
    (tables[row.table_name] ??= {})[row.column_name] = type ? column(type, row.is_nullable === 'YES') : row.data_type;
  }
  return tables;
}

/** Each difference between the database and the declarations, as a line. */
async function drift(db: Kysely<Database>): Promise<string[]> {
  const real = await realColumns(db);
  const lines: string[] = [];
  const show = (c: Column | string | undefined) =>
    c === undefined ? 'nothing' : typeof c === 'string' ? c : `${c.type}${c.nullable ? ' null' : ' not null'}`;
  for (const table of [...new Set([...Object.keys(EXPECTED), ...Object.keys(real)])].sort()) {
    const expected = EXPECTED[table] ?? {};
    const found = real[table] ?? {};
    for (const name of [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort()) {
      if (show(expected[name]) !== show(found[name]))
        lines.push(`${table}.${name}: declared ${show(expected[name])}, database has ${show(found[name])}`);
    }
  }
  return lines;
}

let t: TestServer;
before(async () => {
  t = await startTestServer();
});
after(() => t.dispose());

test(`the ${ENGINE} database has exactly the declared tables and columns, with their types and nullability`, async () => {
  assert.deepEqual(await drift(t.ctx.db), []);
});

test('a column missing from the declarations, or a NOT NULL gone, is reported', async () => {
  await sql`ALTER TABLE slides ADD COLUMN subtitulo text`.execute(t.ctx.db);
  await sql`ALTER TABLE posts ALTER COLUMN title DROP NOT NULL`.execute(t.ctx.db);
  await sql`ALTER TABLE app_state DROP COLUMN value`.execute(t.ctx.db);
  assert.deepEqual(await drift(t.ctx.db), [
    'app_state.value: declared text not null, database has nothing',
    'posts.title: declared text not null, database has text null',
    'slides.subtitulo: declared nothing, database has text null',
  ]);
});
