import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { readArchive } from './read-archive.js';
import { SERVER_FILE } from './running-server.js';
import { shopTables } from './tables.js';
import { openDatabase, type Database } from '../db/database.js';
import { CONTENT_TABLES } from '../db/schema.js';
import { dataUrl } from '../../test/support/fixtures.js';
import type { Categoria, ComentarioCreado, Producto, User } from '../../test/support/answers.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type StartOptions,
  type TestServer,
} from '../../test/support/harness.js';

/**
 * `npm run backup` / `npm run restore` through the real CLI (a child process, configured by
 * DATA_DIR or DATABASE_URL as the server is): an archive from a running embedded server, round
 * trips into the embedded database and into PostgreSQL (TEST_DATABASE_URL) with pictures, bad
 * archives refused without a change, a database holding a shop refused without --force.
 */
const CLI = fileURLToPath(new URL('./cli.js', import.meta.url));
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

interface Target {
  dataDir: string;
  databaseUrl?: string | undefined;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `npm run backup|restore -- …` would, from `cwd` (npm's INIT_CWD). */
function cli(args: string[], target: Target, cwd = work): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, INIT_CWD: cwd };
  delete env.DATABASE_URL;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, cwd: os.tmpdir() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every row of every table of a shop, as JSON (bytes as hex, times in UTC), sorted by primary key. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
    const tables: Record<string, unknown[]> = {};
    for (const table of await shopTables(trx)) {
      assert.ok(table.primaryKey.length > 0, `${table.name} has a primary key`);
      const order = sql.join(table.primaryKey.map((column) => sql.id('t', column)));
      const { rows } = await sql<{ row: unknown }>`
        SELECT to_jsonb(t) AS row FROM ${sql.table(table.name)} AS t ORDER BY ${order}
      `.execute(trx);
      tables[table.name] = rows.map((row) => row.row);
    }
    return tables;
  });
}

/** Opens the target's database (no server may be running on an embedded one), runs `work`, closes it. */
async function withDatabase<T>(target: Target, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = await openDatabase(target);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The database a test server really uses (the embedded one may be chosen on a PostgreSQL run). */
const targetOf = (t: TestServer): Target => ({ dataDir: t.dataDir, databaseUrl: t.ctx.config.databaseUrl });

/** Writes `file` again with its lines changed by `edit` (a valid gzip: only the archive's own checks can refuse it). */
function rewrite(file: string, name: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
  const out = path.join(work, name);
  fs.writeFileSync(out, gzipSync(edit(lines).join('\n')));
  return out;
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(check(), what);
}

/** The embedded database, even when the suite runs on PostgreSQL. */
const embedded: StartOptions = { config: (config) => ({ ...config, databaseUrl: undefined }) };

/** A new, empty PostgreSQL database on TEST_DATABASE_URL's server (the harness drops it with the server using it). */
async function emptyPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `pasteleria_test_backup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let work: string;
const servers: TestServer[] = [];
/** The archive of the source shop, written from its running server, and that shop's rows at the time. */
let archive: string;
let source: Record<string, unknown[]>;
let userEmail: string;
let sourceMaxCategoria: number;
/** The bytes the source's `pictures` held, by `<folder>/<name>`. */
const pictures = new Map<string, Buffer>();

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-backup-'));
});

after(async () => {
  for (const server of servers) await server.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

test('backup from a server running on the embedded database: it answers the archive to the CLI alone', async () => {
  const t = await startTestServer(embedded);
  servers.push(t);
  assert.equal(t.ctx.config.databaseUrl, undefined);
  const cat = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Respaldada', urlfoto: await dataUrl('png', 16) },
  });
  assert.equal(cat.status, 201);
  sourceMaxCategoria = cat.body.id;
  await t.admin<Producto>('POST', '/admin/producto', {
    body: { name: 'Concha', title: 'Concha de vainilla', price: 12.5, categoria_id: cat.body.id },
  });
  const comment = await t.api<ComentarioCreado>('POST', '/public/comentarios', {
    body: { nombre: 'Eva', comentario: 'Las mejores conchas, ¡qué rico!', rating: 5 },
  });
  await t.admin('PUT', `/admin/comentarios/${comment.body.comentario.id}/aprobar`);
  userEmail = (await t.userToken('admin')).email;
  // The uploaded picture's bytes in `pictures` (where the site keeps every picture), and one with every byte value.
  const uploaded = fs.readFileSync(path.join(t.dataDir, 'img', 'categoria', cat.body.urlfoto ?? ''));
  pictures.set(`categoria/${cat.body.urlfoto}`, uploaded);
  pictures.set(
    'producto/todos-los-bytes.webp',
    Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]),
  );
  for (const [key, bytes] of pictures) {
    const [folder = '', name = ''] = key.split('/');
    await t.ctx.db
      .insertInto('pictures')
      .values({ folder, name, bytes })
      .onConflict((oc) => oc.columns(['folder', 'name']).doUpdateSet({ bytes }))
      .execute();
  }
  source = await fingerprint(t.ctx.db);

  const serverFile = path.join(t.dataDir, SERVER_FILE);
  await waitFor(() => fs.existsSync(serverFile), 'the running server announces itself');
  assert.equal(fs.statSync(serverFile).mode & 0o777, 0o600);
  const announced = JSON.parse(fs.readFileSync(serverFile, 'utf8')) as { archiveUrl: string; key: string };
  const route = new URL(announced.archiveUrl).pathname;
  // Never answered without the key, nor with a wrong one.
  assert.equal((await t.request('GET', route)).status, 404);
  assert.equal((await t.request('GET', route, { headers: { 'x-clave-respaldo': 'adivinada' } })).status, 404);
  assert.equal((await t.request('GET', route, { headers: { 'x-clave-respaldo': `${announced.key}x` } })).status, 404);

  // A relative FILE is relative to where the command was typed.
  const run = await cli(['backup', 'tienda.respaldo.gz'], targetOf(t));
  assert.equal(run.code, 0, run.stderr);
  archive = path.join(work, 'tienda.respaldo.gz');
  assert.match(
    run.stdout,
    /^Respaldo del servidor en marcha sobre .+ \(pid \d+\) escrito en .+tienda\.respaldo\.gz: \d+ tablas, \d+ filas, 2 imágenes; \d+ KB\.\n$/,
  );
  assert.equal(fs.statSync(archive).mode & 0o777, 0o600, 'it holds password hashes: its owner alone reads it');
  assert.deepEqual(
    fs.readdirSync(work).filter((name) => name.includes('parcial')),
    [],
  );

  const { header, sections } = await readArchive(archive);
  const tables = sections.map((section) => section.table);
  for (const table of [...Object.values(CONTENT_TABLES), 'users', 'comentarios', 'app_state', 'pictures'])
    assert.ok(tables.includes(table), table);
  for (const table of ['auth_tokens', 'rate_limits', 'kysely_migration']) assert.ok(!tables.includes(table), table);
  assert.ok(tables.indexOf('categorias') < tables.indexOf('productos'), 'a referenced table first');
  assert.deepEqual(
    header.migrations,
    (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(t.ctx.db)).rows.map(
      (r) => r.name,
    ),
  );
  for (const section of sections) assert.equal(section.rows, source[section.table]?.length, section.table);

  await t.close();
  assert.ok(!fs.existsSync(serverFile), 'the file goes with the server');
});

test('backup from the embedded database with no server running (a file left by a crash does not count)', async () => {
  const [t] = servers;
  assert.ok(t);
  // A crash leaves the file behind, with the pid of a process that is gone.
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.on('close', resolve));
  fs.writeFileSync(
    path.join(t.dataDir, SERVER_FILE),
    JSON.stringify({ archiveUrl: 'http://127.0.0.1:9/_servidor/respaldo', key: 'k', pid: gone.pid }),
  );
  const run = await cli(['backup', 'directo.gz'], targetOf(t));
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /^Respaldo de la base de datos integrada de .+: \d+ tablas, \d+ filas, 2 imágenes; /);
  const direct = await readArchive(path.join(work, 'directo.gz'));
  assert.deepEqual(direct.sections, (await readArchive(archive)).sections);
});

test('round trip into a new embedded database: the same rows and pictures, the restored users sign in, ids go on', async () => {
  const target = { dataDir: path.join(work, 'integrada') };
  const run = await cli(['restore', archive], target);
  assert.equal(run.code, 0, run.stderr);
  assert.match(
    run.stdout,
    /^Respaldo del .+ restaurado en la base de datos integrada de .+: \d+ tablas, \d+ filas, 2 imágenes\.\n$/,
  );
  assert.deepEqual(await withDatabase(target, fingerprint), source);

  const t = await startTestServer({ ...embedded, reuse: { dataDir: target.dataDir, databaseUrl: undefined } });
  servers.push(t);
  assert.equal(t.server.generatedAdminPassword, undefined, 'no new admin: the restored one is there');
  assert.equal(t.server.seeded, false);
  assert.equal(
    (await t.api('POST', '/auth/login', { body: { email: userEmail, password: 'user-password-123' } })).status,
    200,
  );
  const next = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Nueva tras restaurar' } });
  assert.equal(next.status, 201);
  assert.ok(next.body.id > sourceMaxCategoria, 'sequences continue after the restored ids');
  await t.close();
});

test('round trip from the embedded database into PostgreSQL, with pictures; running instances are told to drop their caches', async (ctx) => {
  if (!TEST_DATABASE_URL) {
    ctx.skip('TEST_DATABASE_URL is not set: the PostgreSQL round trip runs in `npm run test:postgres -w api`');
    return;
  }
  // The move to a real server: a new, empty database, restored before any server starts on it.
  const databaseUrl = await emptyPostgresDatabase(TEST_DATABASE_URL);
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  const notified: string[] = [];
  listener.on('notification', (message) => notified.push(`${message.channel} ${message.payload ?? ''}`));
  await listener.query('LISTEN pasteleria_cambios');
  try {
    const target = { dataDir: path.join(work, 'postgres-cache'), databaseUrl };
    const run = await cli(['restore', archive], target);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /restaurado en PostgreSQL en .+: \d+ tablas, \d+ filas, 2 imágenes\.\n.*cachés/);
    await waitFor(() => notified.length > 0, 'NOTIFY after the commit');
    assert.deepEqual(notified, ['pasteleria_cambios {"all":true}']);

    assert.deepEqual(await withDatabase(target, fingerprint), source);
    const stored = await withDatabase(target, (db) => db.selectFrom('pictures').selectAll().execute());
    assert.equal(stored.length, pictures.size);
    for (const row of stored)
      assert.ok(row.bytes.equals(pictures.get(`${row.folder}/${row.name}`) ?? Buffer.alloc(0)), row.name);

    const t = await startTestServer({ reuse: { dataDir: target.dataDir, databaseUrl: target.databaseUrl } });
    servers.push(t);
    assert.equal(t.server.generatedAdminPassword, undefined);
    assert.equal(
      (await t.api('POST', '/auth/login', { body: { email: userEmail, password: 'user-password-123' } })).status,
      200,
    );
    const token = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    assert.equal((await t.api<User>('GET', '/auth/me', { token })).body.email, ADMIN_EMAIL);
    const next = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Nueva en PostgreSQL' } });
    assert.ok(next.body.id > sourceMaxCategoria);

    // And back: a backup read from PostgreSQL while the site runs restores into the embedded database.
    const fromPostgres = await cli(['backup', 'desde-postgres.gz'], target);
    assert.equal(fromPostgres.code, 0, fromPostgres.stderr);
    assert.match(fromPostgres.stdout, /^Respaldo de PostgreSQL en .+: \d+ tablas, \d+ filas, 2 imágenes; /);
    assert.equal((await readArchive(path.join(work, 'desde-postgres.gz'))).header.engine, 'postgresql');
    const back = { dataDir: path.join(work, 'de-vuelta') };
    assert.equal((await cli(['restore', 'desde-postgres.gz'], back)).code, 0);
    assert.deepEqual(await withDatabase(back, fingerprint), await withDatabase(target, fingerprint));
    await t.close();
  } finally {
    await listener.end();
  }
});

test('a bad archive is refused and changes nothing: wrong version, a flipped byte, a cut file', async () => {
  // A target holding a shop, restored with --force: only the archive's checks can stop it.
  const t = await startTestServer();
  servers.push(t);
  await t.admin('POST', '/admin/categoria', { body: { nombre: 'Intacta' } });
  await t.close();
  const target = targetOf(t);
  const before = await withDatabase(target, fingerprint);
  const bytes = fs.readFileSync(archive);
  const bad: Array<[string, string, RegExp]> = [
    [
      'wrong version',
      rewrite(archive, 'version.gz', ([header = '', ...rest]) => [
        header.replace('"version":1', '"version":2'),
        ...rest,
      ]),
      /versión 2 del formato/,
    ],
    [
      'not an archive',
      rewrite(archive, 'otro.gz', () => ['{"hola":"mundo"}', '']),
      /no es un respaldo de la pastelería/,
    ],
    [
      'a flipped byte (gzip)',
      (() => {
        const flipped = Buffer.from(bytes);
        const at = Math.floor(flipped.length / 2);
        flipped[at] = (flipped[at] ?? 0) ^ 0xff;
        const file = path.join(work, 'volteado.gz');
        fs.writeFileSync(file, flipped);
        return file;
      })(),
      /dañado o incompleto/,
    ],
    [
      'a changed row (gzip intact)',
      rewrite(archive, 'cambiado.gz', (lines) => lines.map((line) => line.replace('qué rico', 'que rico'))),
      /suma de verificación de la tabla comentarios no coincide/,
    ],
    [
      'cut in half',
      (() => {
        const file = path.join(work, 'cortado.gz');
        fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
        return file;
      })(),
      /dañado o incompleto/,
    ],
    [
      'cut after a line (no trailer)',
      rewrite(archive, 'sin-cierre.gz', (lines) => [...lines.slice(0, -2), '']),
      /termina antes de tiempo \(falta el cierre del respaldo\)/,
    ],
    ['a missing file', path.join(work, 'no-existe.gz'), /No se encontró el archivo/],
  ];
  for (const [what, file, reason] of bad) {
    const run = await cli(['restore', file, '--force'], target);
    assert.equal(run.code, 1, what);
    assert.match(run.stderr, /^No se restauró nada: /, what);
    assert.match(run.stderr, reason, `${what}: ${run.stderr}`);
    assert.equal(run.stdout, '', what);
  }
  assert.deepEqual(await withDatabase(target, fingerprint), before);
  // Nor is an empty embedded DATA_DIR touched: no database is even created.
  const fresh = path.join(work, 'nada');
  assert.equal((await cli(['restore', path.join(work, 'cortado.gz')], { dataDir: fresh })).code, 1);
  assert.ok(!fs.existsSync(fresh));
});

test('a database that holds a shop is refused without --force and replaced with it; a running embedded server is never restored under', async () => {
  const t = await startTestServer();
  servers.push(t);
  const oldToken = await t.adminToken();
  await t.admin('POST', '/admin/categoria', { body: { nombre: 'De la tienda anterior' } });
  const target = targetOf(t);

  if (!t.databaseUrl) {
    const run = await cli(['restore', archive, '--force'], target);
    assert.equal(run.code, 1);
    assert.match(
      run.stderr,
      /^No se restauró nada: Hay un servidor en marcha sobre .+ \(pid \d+\)\. Detenlo antes de restaurar\.\n$/,
    );
  }
  await t.close();
  const before = await withDatabase(target, fingerprint);
  const refused = await cli(['restore', archive], target);
  assert.equal(refused.code, 1);
  assert.match(
    refused.stderr,
    /^No se restauró nada: La base de datos de destino ya tiene una tienda \(datos en .*categorias.*users.*\)\. .*--force\.\n$/,
  );
  assert.deepEqual(await withDatabase(target, fingerprint), before);

  const replaced = await cli(['restore', archive, '--force'], target);
  assert.equal(replaced.code, 0, replaced.stderr);
  assert.deepEqual(await withDatabase(target, fingerprint), source);
  const restarted = await startTestServer({ reuse: { dataDir: t.dataDir, databaseUrl: t.databaseUrl } });
  servers.push(restarted);
  assert.equal(
    (await restarted.api('GET', '/auth/me', { token: oldToken })).status,
    401,
    'sessions of the replaced shop end',
  );
  assert.equal((await restarted.api('GET', '/public/categorias/respaldada')).status, 200);
  assert.equal((await restarted.api('GET', '/public/categorias/de-la-tienda-anterior')).status, 404);
  await restarted.close();
});

test('usage: a person is told how to call it', async () => {
  const run = await cli(['backup'], { dataDir: work });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /^Uso: npm run backup -- ARCHIVO/);
});
