import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BackupError,
  FORMAT,
  VERSION,
  type ArchiveHeader,
  type SectionEnd,
  type SectionStart,
  type Trailer,
} from './format.js';

/** What a checked archive holds. */
export interface ArchiveSummary {
  header: ArchiveHeader;
  sections: SectionStart[];
  /** Size of the file, compressed. */
  bytes: number;
}

/** Rows handed to `onRows` at once: at most this many, or this many bytes (a picture's row is one). */
const ROWS_PER_BATCH = 500;
const BYTES_PER_BATCH = 1024 * 1024;

/** Row lines of one section, newline-free, for the caller to load. */
export type RowsHandler = (section: SectionStart, rows: Buffer[]) => Promise<void>;

const damaged = (why: string) => new BackupError(`El respaldo está dañado o incompleto: ${why}.`);

/** The lines of a byte stream, each without its newline; a last line without one means the stream was cut. */
async function* splitLines(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer, void> {
  let pending: Buffer[] = [];
  for await (const chunk of stream) {
    let start = 0;
    for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, newline));
      yield pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
      pending = [];
      start = newline + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) throw damaged('la última línea está cortada');
}

/** A control line of the archive as an object, or a refusal. */
function parse(line: Buffer | undefined, what: string): Record<string, unknown> {
  if (line === undefined) throw damaged(`termina antes de tiempo (falta ${what})`);
  try {
    const value: unknown = JSON.parse(line.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw damaged(`se esperaba ${what}`);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkHeader(value: Record<string, unknown>): ArchiveHeader {
  if (value.format !== FORMAT) throw new BackupError('El archivo no es un respaldo de la pastelería.');
  if (value.version !== VERSION) {
    throw new BackupError(
      `El respaldo usa la versión ${JSON.stringify(value.version)} del formato y esta versión de la tienda solo lee la ${VERSION}.`,
    );
  }
  if (
    typeof value.created_at !== 'string' ||
    (value.engine !== 'pglite' && value.engine !== 'postgresql') ||
    !isStringList(value.migrations) ||
    !isStringList(value.tables)
  ) {
    throw damaged('la cabecera no está completa');
  }
  return value as unknown as ArchiveHeader;
}

/**
 * Reads the archive at `file` from start to end and checks all of it: gzip's own checksum, the
 * format's name and version, each table's section (name, columns, row count, sha256), the trailer
 * (row counts, sha256 of every line) and that nothing follows it. A bad or cut archive is refused
 * with a BackupError. When `onRows` is given, each section's rows are handed to it in batches as
 * they are read, before that section's checksum is compared: a caller that loads them must do so in
 * a transaction it rolls back on a refusal, or check the archive once without `onRows` first.
 */
export async function readArchive(file: string, onRows?: RowsHandler): Promise<ArchiveSummary> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    throw new BackupError(`No se encontró el archivo ${file}.`);
  }
  if (!stat.isFile()) throw new BackupError(`${file} no es un archivo.`);
  const gunzip = pipeline(fs.createReadStream(file), createGunzip(), () => undefined);
  const lines = splitLines(gunzip);
  const whole = createHash('sha256');
  const next = async (): Promise<Buffer | undefined> => {
    const { value, done } = await lines.next();
    if (done) return undefined;
    whole.update(value).update('\n');
    return value;
  };
  try {
    const header = checkHeader(parse(await next(), 'la cabecera'));
    const sections: SectionStart[] = [];
    for (const table of header.tables) {
      const start = parse(await next(), `la tabla ${table}`);
      if (start.table !== table || !isStringList(start.columns) || !Number.isSafeInteger(start.rows))
        throw damaged(`se esperaba la tabla ${table}`);
      const section = start as unknown as SectionStart;
      const hash = createHash('sha256');
      let batch: Buffer[] = [];
      let batchBytes = 0;
      for (let index = 0; index < section.rows; index += 1) {
        const row = await next();
        if (row === undefined) throw damaged(`la tabla ${table} está cortada`);
        hash.update(row).update('\n');
        if (!onRows) continue;
        batch.push(row);
        batchBytes += row.length;
        if (batch.length >= ROWS_PER_BATCH || batchBytes >= BYTES_PER_BATCH) {
          await onRows(section, batch);
          batch = [];
          batchBytes = 0;
        }
      }
      if (onRows && batch.length > 0) await onRows(section, batch);
      const end = parse(await next(), `el cierre de la tabla ${table}`) as Partial<SectionEnd>;
      if (end.table !== table || typeof end.sha256 !== 'string') throw damaged(`falta el cierre de la tabla ${table}`);
      if (end.sha256 !== hash.digest('hex')) throw damaged(`la suma de verificación de la tabla ${table} no coincide`);
      sections.push(section);
    }
    const expected = whole.copy().digest('hex');
    const trailer = parse(await next(), 'el cierre del respaldo') as Partial<Trailer>;
    if (trailer.end !== true || typeof trailer.rows !== 'object' || trailer.rows === null)
      throw damaged('falta el cierre del respaldo');
    if (trailer.sha256 !== expected) throw damaged('la suma de verificación del respaldo no coincide');
    const counts = Object.entries(trailer.rows);
    if (
      counts.length !== sections.length ||
      counts.some(([table, rows]) => sections.find((section) => section.table === table)?.rows !== rows)
    )
      throw damaged('el número de filas del cierre no coincide con las tablas');
    if (!(await lines.next()).done) throw damaged('hay datos después del cierre');
    return { header, sections, bytes: stat.size };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // zlib: a cut file ("unexpected end of file"), a flipped byte (bad block or checksum), not gzip at all.
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('Z_'))
      throw damaged('no se puede descomprimir');
    throw error;
  } finally {
    await lines.return(undefined);
    gunzip.destroy();
  }
}
