import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { readBundle } from './bundle.js';
import { startTestServer, type TestServer } from '../../test/support/harness.js';
import { blogBuild, craftedBundle, pack, tarOf, upload, zeroBomb } from '../../test/support/releases.js';

/**
 * Uploaded bundles that must be refused (422, a Spanish message naming what is wrong, nothing
 * stored, nothing written to disk): paths leaving the folder, links, devices, too many files or
 * bytes (a bomb stopped as it unpacks), what is not gzip or not tar, no manifest at the root.
 */
let t: TestServer;
const MAX_FILES = 60;
const MAX_BYTES = 4 * 1024 * 1024;

before(async () => {
  t = await startTestServer({
    env: {
      RELEASE_MAX_FILES: String(MAX_FILES),
      RELEASE_MAX_BYTES: String(MAX_BYTES),
      RELEASE_MAX_UPLOAD_BYTES: '8388608',
    },
  });
});
after(() => t.dispose());

const count = async (table: 'releases' | 'release_files') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Uploads `bundle`; it must be refused with `message`, storing and writing nothing. */
async function refused(bundle: Buffer, message: string | RegExp): Promise<void> {
  const before = [await count('releases'), await count('release_files')];
  const answer = await upload(t, bundle);
  assert.equal(answer.status, 422, answer.text);
  if (typeof message === 'string') assert.equal(answer.body.message, message);
  else assert.match(answer.body.message, message);
  assert.deepEqual(answer.body.errors?.bundle, [answer.body.message]);
  assert.deepEqual([await count('releases'), await count('release_files')], before, 'nothing stored');
  assert.ok(!fs.existsSync(path.join(t.dataDir, 'releases', 'remote_blog')), 'nothing written to disk');
}

test('a path leaving the bundle folder, or an absolute one', async () => {
  await refused(
    craftedBundle([{ path: '../../etc/cron.d/x', body: 'x' }]),
    'El paquete contiene una ruta que sale de su carpeta: ../../etc/cron.d/x.',
  );
  await refused(
    craftedBundle([{ path: 'assets/../../x.js', body: 'x' }]),
    'El paquete contiene una ruta que sale de su carpeta: assets/../../x.js.',
  );
  await refused(
    craftedBundle([{ path: '/etc/passwd', body: 'x' }]),
    'El paquete contiene una ruta absoluta: /etc/passwd.',
  );
});

test('a symbolic or hard link, a device, a FIFO', async () => {
  const onlyFiles = /solo se admiten archivos y carpetas\.$/;
  await refused(craftedBundle([{ path: 'passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' }]), onlyFiles);
  await refused(
    craftedBundle([{ path: 'copia.js', type: 'Link', linkpath: 'mf-manifest.json' }]),
    /un enlace \(copia\.js\)/,
  );
  await refused(craftedBundle([{ path: 'tty', type: 'CharacterDevice' }]), /un dispositivo o FIFO \(tty\)/);
  await refused(craftedBundle([{ path: 'disk', type: 'BlockDevice' }]), /un dispositivo o FIFO \(disk\)/);
  await refused(craftedBundle([{ path: 'pipe', type: 'FIFO' }]), /un dispositivo o FIFO \(pipe\)/);
});

test('too many files; too many bytes, a bomb stopped as soon as it unpacks past the limit', async () => {
  const many = Array.from({ length: MAX_FILES }, (_, i) => ({ path: `f${i}.js`, body: 'x' }));
  await refused(craftedBundle(many), `El paquete tiene más de ${MAX_FILES} archivos.`);
  await refused(
    craftedBundle([{ path: 'big.js', body: Buffer.alloc(MAX_BYTES + 1) }]),
    'El paquete ocupa más de 4 MB descomprimido.',
  );
  // 4 GB of zeros in 4 MB of gzip: refused as soon as 4 MB came out, not after 4 GB.
  const bomb = zeroBomb(4 * 1024 ** 3);
  assert.ok(bomb.length < 5 * 1024 * 1024, `${bomb.length} bytes`);
  const started = Date.now();
  await refused(bomb, 'El paquete ocupa más de 4 MB descomprimido.');
  assert.ok(Date.now() - started < 3000, `refused in ${Date.now() - started} ms`);
});

test('not gzip, gzip of something else, a gzip inside the gzip, no manifest at the root, a damaged file', async () => {
  const tarball = tarOf([{ path: 'mf-manifest.json', body: '{}' }]);
  await refused(tarball, 'El paquete debe ser un .tar.gz: el archivo no está comprimido con gzip.');
  await refused(
    Buffer.from('PK\u0003\u0004zip'),
    'El paquete debe ser un .tar.gz: el archivo no está comprimido con gzip.',
  );
  await refused(
    gzipSync('hola, esto no es un tar'.repeat(40)),
    'El paquete debe ser un .tar.gz: dentro del gzip no hay un archivo tar.',
  );
  await refused(gzipSync(gzipSync(tarball)), 'El paquete debe ser un .tar.gz: dentro del gzip no hay un archivo tar.');
  await refused(
    craftedBundle([{ path: 'remoteEntry.js', body: 'x' }], false),
    'El paquete no tiene mf-manifest.json en su raíz.',
  );
  await refused(
    craftedBundle([{ path: 'dist/mf-manifest.json', body: '{}' }], false),
    'El paquete no tiene mf-manifest.json en su raíz.',
  );
  const whole = await pack(blogBuild());
  await refused(whole.subarray(0, Math.floor(whole.length / 2)), 'El paquete .tar.gz está dañado o incompleto.');
});

test('a file twice, a file that is also a folder', async () => {
  await refused(
    craftedBundle([
      { path: 'a.js', body: '1' },
      { path: './a.js', body: '2' },
    ]),
    'El paquete contiene dos veces el archivo a.js.',
  );
  await refused(
    craftedBundle([
      { path: 'a', body: '1' },
      { path: 'a/b.js', body: '2' },
    ]),
    'El paquete contiene a como archivo y como carpeta.',
  );
});

test('a built dist/ is read whole, in memory, its paths inside its folder', async () => {
  const dir = blogBuild();
  const files = await readBundle(await pack(dir), { maxFiles: MAX_FILES, maxBytes: MAX_BYTES });
  const built = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  assert.equal(files.size, built.length);
  assert.ok(files.has('mf-manifest.json') && files.has('remoteEntry.js') && files.has('server/blog.js'));
  assert.ok(
    [...files.keys()].some((name) => name.startsWith('independent-packages/')),
    'subfolders kept',
  );
  for (const [name, bytes] of files) assert.deepEqual(bytes, fs.readFileSync(path.join(dir, name)), name);
});
