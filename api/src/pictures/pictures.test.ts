import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { sweepPictures } from './picture-sweep.js';
import { dataUrl, imageBytes } from '../../test/support/fixtures.js';
import type { Categoria } from '../../test/support/answers.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';

/**
 * Pictures live in the database (`pictures`); each instance's `<DATA_DIR>/img/` is a disposable
 * copy. At start, and then periodically, pictures no row references are removed, and so are local
 * files of pictures the database does not hold, and their variants; a local file a row references
 * but the database does not hold (stored before pictures moved into the database) is imported, at
 * start only.
 */
let t: TestServer;
after(() => t.dispose());

const local = (folder: string, name: string) => path.join(t.dataDir, 'img', folder, name);
const stored = async (folder: string, name: string) =>
  (await t.ctx.db.selectFrom('pictures').select('name').where('folder', '=', folder).where('name', '=', name).execute())
    .length === 1;

/** Makes a file look written an hour ago: on PostgreSQL other instances may be writing, so the start sweep spares young files. */
function age(file: string): void {
  const hourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(file, hourAgo, hourAgo);
}

test('a picture is served from the database when the local copy is gone', async () => {
  t = await startTestServer();
  const created = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Con foto', urlfoto: await dataUrl('png', 16) },
  });
  const name = created.body.urlfoto ?? '';
  assert.ok(await stored('categoria', name));
  const first = await t.request('GET', `/img/categoria/${name}`);
  fs.rmSync(path.join(t.dataDir, 'img'), { recursive: true, force: true });
  const again = await t.request('GET', `/img/categoria/${name}`);
  assert.equal(again.status, 200);
  assert.equal(again.headers.get('content-type'), 'image/png');
  assert.equal(again.text, first.text);
  assert.ok(fs.existsSync(local('categoria', name)), 'copied again');
  assert.equal((await t.request('GET', `/img/categoria/${name.replace('.png', '.gif')}`)).status, 404);
});

test('at start: orphan pictures and stale local files are swept, legacy files a row uses are imported', async () => {
  t = await t.restart();
  const kept = await t.admin<Categoria>('POST', '/admin/categoria', {
    body: { nombre: 'Conservada', urlfoto: await dataUrl('png', 16) },
  });
  const keptName = kept.body.urlfoto ?? '';
  // An orphan in the database (a crash between the picture and its row), written an hour ago.
  const orphan = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
  await t.ctx.db
    .insertInto('pictures')
    .values({
      folder: 'categoria',
      name: orphan,
      bytes: await imageBytes('png'),
      created_at: sql`now() - interval '1 hour'`,
    })
    .execute();
  await t.request('GET', `/img/categoria/${orphan}`);
  await t.request('GET', `/img/categoria/640w/${orphan}.webp`);
  // A stale local copy, a half-written file, and a legacy file a row uses but the database lacks.
  const stale = local('producto', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg');
  const partial = `${local('categoria', keptName)}.123.abcdef.tmp`;
  const legacy = 'cccccccccccccccccccccccccccccccc.png';
  fs.mkdirSync(path.dirname(stale), { recursive: true });
  fs.writeFileSync(stale, 'stale');
  fs.writeFileSync(partial, 'partial');
  fs.writeFileSync(local('categoria', legacy), await imageBytes('png'));
  const legacyRow = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Antigua' } });
  await t.ctx.db.updateTable('categorias').set({ urlfoto: legacy }).where('id', '=', legacyRow.body.id).execute();
  for (const file of [stale, partial, local('categoria', orphan), local('categoria', legacy)]) age(file);
  const variants = path.join(t.dataDir, 'img-variants', 'categoria', '640w');
  for (const file of fs.readdirSync(variants)) age(path.join(variants, file));

  t = await t.restart();
  assert.equal(await stored('categoria', orphan), false, 'orphan removed from the database');
  assert.ok(!fs.existsSync(local('categoria', orphan)), 'and its local copy');
  assert.ok(!fs.existsSync(path.join(variants, `${orphan}.webp`)), 'and its variant');
  assert.ok(!fs.existsSync(stale) && !fs.existsSync(partial), 'stale and half-written files removed');
  assert.ok(await stored('categoria', legacy), 'the legacy file is imported');
  assert.ok(await stored('categoria', keptName), 'a used picture stays');
  for (const name of [keptName, legacy]) assert.equal((await t.request('GET', `/img/categoria/${name}`)).status, 200);
});

test('the periodic sweep neither imports nor removes a legacy file a row uses: the next start imports it', async () => {
  const legacy = 'dddddddddddddddddddddddddddddddd.png';
  const row = await t.admin<Categoria>('POST', '/admin/categoria', { body: { nombre: 'Más antigua' } });
  await t.ctx.db.updateTable('categorias').set({ urlfoto: legacy }).where('id', '=', row.body.id).execute();
  const stale = local('producto', 'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.jpg');
  fs.mkdirSync(path.dirname(stale), { recursive: true });
  fs.writeFileSync(stale, 'stale');
  fs.writeFileSync(local('categoria', legacy), await imageBytes('png'));
  for (const file of [stale, local('categoria', legacy)]) age(file);

  // What the hourly job runs (server.ts), with no grace: every file counts as old.
  const swept = await sweepPictures(t.ctx, 0);
  assert.ok(swept.deletedFiles >= 1 && !fs.existsSync(stale), 'the sweep ran');
  assert.equal(await stored('categoria', legacy), false, 'the legacy file is not imported');
  assert.ok(fs.existsSync(local('categoria', legacy)), 'nor removed');

  t = await t.restart();
  assert.ok(await stored('categoria', legacy), 'imported at start');
  assert.equal((await t.request('GET', `/img/categoria/${legacy}`)).status, 200);
});
