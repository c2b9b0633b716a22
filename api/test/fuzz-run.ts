import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { CONTENT_ENTITIES, type Field } from '@pasteleria/shared/entities';
import { issueToken } from '../src/auth/tokens.js';
import type { Database } from '../src/db/database.js';
import { CONTENT_TABLES } from '../src/db/schema.js';
import {
  describeRequest,
  operationsOf,
  requestsByOperation,
  type FormDamage,
  type FuzzBody,
  type FuzzRequest,
  type Pictures,
  type Pools,
} from './fuzz-requests.js';
import type { Comentario, ComentarioCreado, User } from './support/answers.js';
import {
  bigPngDataUrl,
  dataUrl,
  GIF_ANIMATED,
  GIF_HUGE_SCREEN,
  hugeBlankPng,
  imageBytes,
  validBodies,
} from './support/fixtures.js';
import { ENGINE, MAX_IMAGE_BYTES, startTestServer, type Answer, type TestServer } from './support/harness.js';

/**
 * The API fuzz: random requests on every operation of the OpenAPI document
 * (fuzz-requests.ts), with and without an admin token, against one server that keeps its state
 * from request to request; one request of each operation first, so that every run reaches them all.
 * After each request it checks:
 * - no 5xx (and no 3xx: the API answers or refuses);
 * - a refusal is a 4xx whose JSON body has a Spanish `message`;
 * - a refused request changed no row of any table (a digest of every table, listed from
 *   information_schema), and an accepted GET, HEAD or OPTIONS changed none but the visit counters,
 *   whatever method override it carried;
 * - an admin route never answers 2xx to a request without a valid token.
 * `npm test -w api` runs 1,000 requests (fuzz.test.ts), `npm run fuzz` 10,000; a failure prints the
 * seed, and `npm run fuzz -- --seed N [--runs N]` replays it from the same fresh start.
 */

/** The words fastify's own English answers use; no Spanish message has them. */
const ENGLISH = /\b(the|must|should|body|invalid|unexpected)\b/i;

/**
 * What a refused request is meant to change, none of it the shop's state: the limits' counters (a
 * refusal counts towards the limit), the activity log (a failed sign-in is recorded), a sign-in's
 * challenge (a wrong code counts against it).
 */
const REFUSAL_COUNTERS = new Set(['rate_limits', 'activity', 'auth_challenges']);

/**
 * Columns any request may change, refused or not: a session's last use (noted at most once a
 * minute, whatever the answer to the request that used it).
 */
const SESSION_USE: Record<string, string[]> = { auth_tokens: ['last_used_at'] };

/** Columns a read may change besides: the declared counters (visits), by table. */
const READ_COUNTERS: Record<string, string[]> = Object.fromEntries(
  CONTENT_ENTITIES.map((declaration) => [
    CONTENT_TABLES[declaration.name],
    Object.entries<Field>(declaration.fields)
      .filter(([, field]) => field.kind === 'int' && field.counter === true)
      .map(([name]) => name),
  ]),
);

/** Per table: a digest of its rows without a session's last use, and one without the read counters too. */
type Digest = Map<string, { rows: string; steady: string }>;

async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
    ORDER BY table_name`.execute(db);
  return rows.map((row) => row.table_name).filter((name) => !REFUSAL_COUNTERS.has(name));
}

/** One query: each table's rows as JSON, hashed, sorted, hashed again (whatever their physical order). */
async function digestOf(db: Kysely<Database>, tables: string[]): Promise<Digest> {
  const parts = tables.map((table) => {
    let all = sql`to_jsonb(x)`;
    for (const column of SESSION_USE[table] ?? []) all = sql`(${all} - ${sql.lit(column)})`;
    let steady = all;
    for (const column of READ_COUNTERS[table] ?? []) steady = sql`(${steady} - ${sql.lit(column)})`;
    return sql`
      SELECT ${sql.lit(table)} AS name,
        md5(coalesce(string_agg(r, ',' ORDER BY r), '')) AS rows,
        md5(coalesce(string_agg(s, ',' ORDER BY s), '')) AS steady
      FROM (SELECT md5((${all})::text) AS r, md5((${steady})::text) AS s FROM ${sql.id(table)} AS x) AS q`;
  });
  const { rows } = await sql<{
    name: string;
    rows: string;
    steady: string;
  }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return new Map(rows.map((row) => [row.name, { rows: row.rows, steady: row.steady }]));
}

function changedTables(before: Digest, after: Digest, key: 'rows' | 'steady'): string[] {
  return [...after.keys()].filter((table) => before.get(table)?.[key] !== after.get(table)?.[key]);
}

/** The server, its two accounts and the picture bytes the requests are made of. */
interface Setup {
  t: TestServer;
  admin: { id: number; token: string };
  user: { id: number; token: string };
  pictures: Pictures;
  pools: Pools;
  tables: string[];
}

async function pictures(): Promise<Pictures> {
  const tooMany = await bigPngDataUrl(MAX_IMAGE_BYTES + 4096);
  return {
    png: await imageBytes('png'),
    jpeg: await imageBytes('jpeg'),
    webp: await imageBytes('webp'),
    gif: await imageBytes('gif'),
    animatedGif: GIF_ANIMATED,
    hugePixels: hugeBlankPng(7000, 7000),
    hugeScreenGif: GIF_HUGE_SCREEN,
    tooManyBytes: Buffer.from(tooMany.slice(tooMany.indexOf(',') + 1), 'base64'),
  };
}

/** One row of each entity, comments pending and approved, a non-admin user. */
async function seedRows(t: TestServer): Promise<void> {
  const image = await dataUrl('png');
  for (const [entity, body] of Object.entries(validBodies('fuzz', image))) {
    const created = await t.admin('POST', `/admin/${entity}`, { body });
    if (created.status !== 201) throw new Error(`seed ${entity}: ${created.status} ${created.text}`);
  }
  for (const nombre of ['Ana', 'Luis', 'Marta']) {
    const comment = await t.api<ComentarioCreado>('POST', '/public/comentarios', {
      body: { nombre, comentario: `Muy rico, ${nombre}`, rating: 5 },
    });
    if (nombre === 'Ana') await t.admin<Comentario>('PUT', `/admin/comentarios/${comment.body.comentario.id}/aprobar`);
  }
}

/** Ids and slugs of what exists, read from every documented GET that takes no parameter. */
async function poolsOf(t: TestServer, paths: string[]): Promise<Pools> {
  const ids = new Set<number>();
  const slugs = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      const { id, slug } = value as { id?: unknown; slug?: unknown };
      if (typeof id === 'number') ids.add(id);
      if (typeof slug === 'string') slugs.add(slug);
      Object.values(value).forEach(collect);
    }
  };
  for (const path of paths) collect((await t.request('GET', path, { token: await t.adminToken() })).body);
  return { ids: [...ids].sort((a, b) => a - b), slugs: [...slugs].sort() };
}

async function prepare(t: TestServer, operations: ReturnType<typeof operationsOf>): Promise<Setup> {
  await seedRows(t);
  const admin = { id: (await t.admin<User>('GET', '/auth/me')).body.id, token: await t.adminToken() };
  const user = await t.userToken('user');
  const lists = operations
    .filter((operation) => operation.method === 'GET' && !operation.path.includes('{'))
    .map((operation) => operation.path);
  return {
    t,
    admin,
    user,
    pictures: await pictures(),
    pools: await poolsOf(t, lists),
    tables: await tablesOf(t.ctx.db),
  };
}

/** The body as bytes and its type, as a client would send it. */
async function encode(body: FuzzBody): Promise<{ raw?: string | Buffer; type?: string }> {
  switch (body.kind) {
    case 'none':
      return { type: body.type };
    case 'json':
      return { raw: JSON.stringify(body.value) ?? 'null', type: 'application/json' };
    case 'urlencoded':
      return { raw: new URLSearchParams(body.fields).toString(), type: 'application/x-www-form-urlencoded' };
    case 'raw':
      return { raw: body.text, type: body.type };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of body.fields) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
      }
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return damaged(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type') ?? '', body.damage);
    }
  }
}

/** A well-formed multipart body broken as `damage` says. */
function damaged(bytes: Buffer, type: string, damage: FormDamage): { raw: Buffer; type: string } {
  if (damage === 'none') return { raw: bytes, type };
  if (damage === 'no-boundary') return { raw: bytes, type: 'multipart/form-data' };
  if (damage === 'other-boundary') return { raw: bytes, type: 'multipart/form-data; boundary=otra' };
  if (damage === 'bad-part-header')
    return {
      raw: Buffer.from(bytes.toString('latin1').replace(/Content-Disposition/g, 'Content\u0000Dispo'), 'latin1'),
      type,
    };
  return { raw: bytes.subarray(0, Math.floor(bytes.length * damage.cut)), type };
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * Sends one request. Its token is resolved now: a logout gets a token of its own (it revokes the
 * one it carries), a request about the signed-in sessions one of the other user's (signing out
 * "the others" or a session by its id could end the admin's), and the fuzz never edits its own
 * admin account (a demoted admin would turn every later request "with the admin token" into a
 * 403). Answers the digest just before sending.
 */
async function send(setup: Setup, request: FuzzRequest, digest: Digest): Promise<{ answer: Answer; before: Digest }> {
  const { t, admin, user } = setup;
  let url = request.url;
  if (request.method !== 'GET' && pathOf(url) === `/api/v1/admin/user/${admin.id}`)
    url = url.replace(`/admin/user/${admin.id}`, '/admin/user/2147483647');
  let before = digest;
  let token: string | undefined;
  if (request.auth === 'admin' || request.auth === 'user') {
    const sessions = pathOf(url).startsWith('/api/v1/auth/sessions');
    const who = request.auth === 'admin' && !sessions ? admin : user;
    token =
      sessions || pathOf(url) === '/api/v1/auth/logout' || request.auth === 'user'
        ? await issueToken(t.ctx.db, who.id, 3_600_000)
        : who.token;
    if (token !== who.token) before = await digestOf(t.ctx.db, setup.tables);
  }
  const { raw, type } = await encode(request.body);
  const headers: Record<string, string> = { ...request.headers };
  if (type !== undefined) headers['content-type'] = type;
  if (raw !== undefined && request.declaredLength !== 'true') {
    const length = Buffer.byteLength(raw);
    headers['content-length'] = String(
      { zero: 0, shorter: Math.max(0, length - 1), longer: length + 10, huge: 10 * 1024 ** 3 }[request.declaredLength],
    );
  }
  if (token) headers.authorization = `Bearer ${token}`;
  else if (typeof request.auth === 'object') headers.authorization = request.auth.forged;
  const answer = await t.request(request.method, url, {
    headers,
    ...(raw === undefined ? {} : { raw }),
    transport: 'inject',
  });
  return { answer, before };
}

/** What is wrong with this answer, if anything. */
function problemsOf(request: FuzzRequest, answer: Answer, before: Digest, after: Digest): string[] {
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) problems.push(`a ${status}`);
  else if (status < 200 || (status >= 300 && status < 400)) problems.push(`neither an answer nor a refusal: ${status}`);
  const refused = status >= 400;
  if (refused && request.method !== 'HEAD') {
    const type = answer.headers.get('content-type') ?? '';
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    if (!type.includes('application/json')) problems.push(`a refusal that is not JSON (${type})`);
    else if (typeof message !== 'string' || message.trim() === '') problems.push('a refusal without a message');
    else if (ENGLISH.test(message)) problems.push(`a refusal in English: "${message}"`);
  }
  if (refused) {
    const changed = changedTables(before, after, 'rows');
    if (changed.length) problems.push(`a refused request changed ${changed.join(', ')}`);
  } else if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
    const changed = changedTables(before, after, 'steady');
    if (changed.length) problems.push(`a ${request.method} changed ${changed.join(', ')}`);
  }
  const anonymous = request.auth === 'none' || typeof request.auth === 'object';
  if (anonymous && !refused && request.method !== 'OPTIONS' && pathOf(request.url).startsWith('/api/v1/admin'))
    problems.push('an admin route answered without a valid token');
  return problems;
}

export interface FuzzOptions {
  runs: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface FuzzResult {
  seed: number;
  /** How many answers of each status. */
  statuses: Map<number, number>;
  /** Accepted POST, PUT and DELETE requests. */
  acceptedWrites: number;
  /** How many requests each documented operation got (`post /api/v1/admin/categoria`). */
  operations: Map<string, number>;
}

/** Starts a server, fuzzes it `runs` times, stops it; throws (with the seed) on the first problem. */
export async function runFuzz({ runs, seed = randomSeed(), log = console.log }: FuzzOptions): Promise<FuzzResult> {
  const engine = ENGINE === 'postgresql' ? 'TEST_DATABASE_URL=… ' : '';
  log(
    `fuzz: ${runs} requests on ${ENGINE}, seed ${seed} (replay: ${engine}npm run fuzz -- --seed ${seed} --runs ${runs})`,
  );
  const t = await startTestServer({
    // The limits would refuse most public writes after a few: their 429 is tested elsewhere.
    env: {
      COMMENT_RATE_LIMIT_IP: '1000000',
      LOGIN_RATE_LIMIT_IP: '1000000',
      LOGIN_RATE_LIMIT_EMAIL_IP: '1000000',
      LOGIN_RATE_LIMIT_EMAIL: '1000000',
    },
  });
  try {
    const operations = operationsOf((await t.api<Parameters<typeof operationsOf>[0]>('GET', '/openapi.json')).body);
    const setup = await prepare(t, operations);
    const statuses = new Map<number, number>();
    const hits = new Map(operations.map((operation) => [`${operation.method.toLowerCase()} ${operation.path}`, 0]));
    let acceptedWrites = 0;
    let digest = await digestOf(t.ctx.db, setup.tables);
    const printable = (request: FuzzRequest) =>
      Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    const byOperation = requestsByOperation(operations, setup.pools, setup.pictures);
    const requests = fc.oneof(...byOperation).map(printable);
    // Every run fuzzes every documented operation: one request of each comes first (drawn from the
    // run's seed), then the random ones, any operation as likely as the next.
    const firsts = byOperation.map((arbitrary, index): [FuzzRequest] => [
      printable(fc.sample(arbitrary, { seed: seed + index, numRuns: 1 })[0] as FuzzRequest),
    ]);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        if (process.env.FUZZ_VERBOSE) log(`→ ${describeRequest(request).slice(0, 600)}`);
        const { answer, before } = await send(setup, request, digest);
        const after = await digestOf(t.ctx.db, setup.tables);
        digest = after;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        hits.set(request.operation, (hits.get(request.operation) ?? 0) + 1);
        if (answer.status < 300 && ['POST', 'PUT', 'DELETE'].includes(request.method)) acceptedWrites += 1;
        if (process.env.FUZZ_VERBOSE)
          log(`${answer.status} ${request.method} ${request.url.slice(0, 100)} ${answer.text.slice(0, 160)}`);
        const problems = problemsOf(request, answer, before, after);
        if (problems.length)
          throw new Error(
            `${request.method} ${request.url.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 300)}\n` +
              problems.join('\n'),
          );
      }),
      // A request that gets no answer (a parser waiting forever) fails the run.
      { numRuns: runs, seed, timeout: 20_000, examples: firsts },
    );
    log(
      `fuzz: ${runs} requests, ${acceptedWrites} accepted writes; statuses ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    );
    return { seed, statuses, acceptedWrites, operations: hits };
  } finally {
    await t.dispose();
  }
}

function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** `--name value` of the command line, as a number. */
function numberArgument(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isInteger(value) ? value : undefined;
}

// `npm run fuzz [-- --seed N] [--runs N]`: 10,000 requests unless told.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  runFuzz({ runs: numberArgument('runs') ?? 10_000, seed: numberArgument('seed') }).then(
    () => {
      console.log(`fuzz: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    },
    (error: unknown) => {
      // fast-check's report (seed, counterexample), then what the request got.
      console.error(error instanceof Error ? error.message : error);
      if (error instanceof Error && error.cause instanceof Error) console.error(error.cause.message);
      process.exit(1);
    },
  );
}
