import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { refusal } from '../http/errors.js';

/**
 * An uploaded bundle (.tar.gz of a remote's built dist/) read in memory, never written to disk: its
 * files by path, or a 422 for the first thing wrong. Only plain files and folders are taken, each
 * inside the bundle's own folder; the unpacked bytes are counted as gzip produces them, so a small
 * file that unpacks to gigabytes is stopped as soon as it passes the limit.
 */
export interface BundleLimits {
  /** Files (folders not counted). */
  maxFiles: number;
  /** Total bytes of the files, unpacked. */
  maxBytes: number;
}

/** The bundle's files by path (`mf-manifest.json`, `independent-packages/…/share-entry.js`). */
export type BundleFiles = Map<string, Buffer>;

export const MANIFEST_FILE = 'mf-manifest.json';

const FIELD = 'bundle';
const refuse = (message: string) => refusal(FIELD, message);
const NOT_GZIP = 'El paquete debe ser un .tar.gz: el archivo no está comprimido con gzip.';
const DAMAGED = 'El paquete .tar.gz está dañado o incompleto.';
const NOT_TAR = 'El paquete debe ser un .tar.gz: dentro del gzip no hay un archivo tar.';
const NO_MANIFEST = `El paquete no tiene ${MANIFEST_FILE} en su raíz.`;

const GZIP = [0x1f, 0x8b];
/** What tar's parser would decompress again: a gzip or zstd inside the gzip is no tar. */
const COMPRESSED_INSIDE = [Buffer.from(GZIP), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
/** Headers, padding and long-name records around each file, beyond its own bytes. */
const TAR_OVERHEAD_PER_FILE = 2048;
const TAR_OVERHEAD = 1024 * 1024;
/** Longest path kept (a name the disk cache and a URL can both carry). */
const MAX_PATH = 1000;

const shown = (path: string) => (path.length > 120 ? `${path.slice(0, 120)}…` : path);

/** The entry's path inside the bundle (`./a/b.js` → `a/b.js`), or a 422 for one that could leave it. */
function entryPath(raw: string): string {
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw))
    throw refuse(`El paquete contiene una ruta absoluta: ${shown(raw)}.`);
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw))
    throw refuse(`El paquete contiene un nombre de archivo no válido: ${shown(JSON.stringify(raw))}.`);
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw refuse(`El paquete contiene una ruta que sale de su carpeta: ${shown(raw)}.`);
  const path = segments.join('/');
  if (path.length > MAX_PATH || segments.some((segment) => Buffer.byteLength(segment) > 255))
    throw refuse(`El paquete contiene un nombre de archivo demasiado largo: ${shown(raw)}.`);
  return path;
}

/** A 422 for an entry that is no plain file or folder. */
function checkType(entry: ReadEntry): void {
  const path = shown(entry.path);
  switch (entry.type) {
    case 'File':
    case 'OldFile':
    case 'ContiguousFile':
    case 'Directory':
      return;
    case 'Link':
    case 'SymbolicLink':
      throw refuse(`El paquete contiene un enlace (${path}); solo se admiten archivos y carpetas.`);
    case 'CharacterDevice':
    case 'BlockDevice':
    case 'FIFO':
      throw refuse(`El paquete contiene un dispositivo o FIFO (${path}); solo se admiten archivos y carpetas.`);
    default:
      throw refuse(`El paquete contiene una entrada que no es archivo ni carpeta (${path}).`);
  }
}

/** A 422 when a path is both a file and a folder of other files. */
function checkFolders(files: BundleFiles): void {
  for (const path of files.keys()) {
    const segments = path.split('/');
    for (let end = 1; end < segments.length; end += 1) {
      const folder = segments.slice(0, end).join('/');
      if (files.has(folder)) throw refuse(`El paquete contiene ${shown(folder)} como archivo y como carpeta.`);
    }
  }
}

/** Reads `bytes` (a .tar.gz) into its files, or throws a 422 ValidationError saying what is wrong. */
export function readBundle(bytes: Buffer, limits: BundleLimits): Promise<BundleFiles> {
  if (bytes[0] !== GZIP[0] || bytes[1] !== GZIP[1]) return Promise.reject(refuse(NOT_GZIP));
  const streamLimit = limits.maxBytes + limits.maxFiles * TAR_OVERHEAD_PER_FILE + TAR_OVERHEAD;
  return new Promise((resolve, reject) => {
    const files: BundleFiles = new Map();
    let fileCount = 0;
    let unpacked = 0;
    let streamed = 0;
    let head: Buffer | undefined = Buffer.alloc(0);
    let done = false;
    const gunzip = zlib.createGunzip();
    const parser = new Parser({ strict: true });

    const fail = (error: Error) => {
      if (done) return;
      done = true;
      gunzip.destroy();
      parser.abort(new Error('refused'));
      reject(error);
    };
    const tooLarge = () =>
      refuse(`El paquete ocupa más de ${Math.floor(limits.maxBytes / (1024 * 1024))} MB descomprimido.`);

    parser.on('entry', (entry: ReadEntry) => {
      try {
        checkType(entry);
        const path = entryPath(entry.path);
        if (entry.type === 'Directory') return void entry.resume();
        if (path === '') throw refuse(NOT_TAR);
        if (files.has(path)) throw refuse(`El paquete contiene dos veces el archivo ${shown(path)}.`);
        fileCount += 1;
        if (fileCount > limits.maxFiles) throw refuse(`El paquete tiene más de ${limits.maxFiles} archivos.`);
        const chunks: Buffer[] = [];
        files.set(path, Buffer.alloc(0));
        entry.on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (unpacked > limits.maxBytes) fail(tooLarge());
          else chunks.push(chunk);
        });
        entry.on('end', () => files.set(path, Buffer.concat(chunks)));
      } catch (error) {
        entry.resume();
        fail(error as Error);
      }
    });
    parser.on('ignoredEntry', (entry: ReadEntry) =>
      fail(refuse(`El paquete contiene una entrada que no es archivo ni carpeta (${shown(entry.path)}).`)),
    );
    parser.on('error', () => fail(refuse(NOT_TAR)));
    parser.on('end', () => {
      if (done) return;
      try {
        if (!files.has(MANIFEST_FILE)) throw refuse(NO_MANIFEST);
        checkFolders(files);
        done = true;
        resolve(files);
      } catch (error) {
        fail(error as Error);
      }
    });

    gunzip.on('data', (chunk: Buffer) => {
      if (done) return;
      streamed += chunk.length;
      if (streamed > streamLimit) return fail(tooLarge());
      if (head) {
        // The first bytes decide what tar's parser does: a compressed stream would be unpacked again, uncounted.
        head = Buffer.concat([head, chunk]);
        if (head.length < 4) return;
        if (COMPRESSED_INSIDE.some((magic) => head?.subarray(0, magic.length).equals(magic)))
          return fail(refuse(NOT_TAR));
        chunk = head;
        head = undefined;
      }
      parser.write(chunk);
    });
    gunzip.on('error', () => fail(refuse(DAMAGED)));
    gunzip.on('end', () => {
      if (head?.length) parser.write(head);
      parser.end();
    });
    gunzip.end(bytes);
  });
}
