import path from 'node:path';
import { readConfig } from '../config.js';
import { backupToFile, describeDatabase } from './backup.js';
import { BackupError, PICTURES_TABLE } from './format.js';
import type { ArchiveSummary } from './read-archive.js';
import { restoreArchive } from './restore.js';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (root package.json): the
 * configuration is read as the server reads it (DATA_DIR or DATABASE_URL); FILE is relative to the
 * folder the command was typed in. One line per message, in Spanish; exit code 1 on any refusal.
 */
const USAGE = 'Uso: npm run backup -- ARCHIVO   |   npm run restore -- ARCHIVO [--force]';

const number = new Intl.NumberFormat('es-MX');
const megabytes = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${megabytes.format(bytes / (1024 * 1024))} MB`
    : `${number.format(Math.ceil(bytes / 1024))} KB`;
}

/** "10 tablas, 1,234 filas, 56 imágenes": what an archive holds. */
function contents(summary: ArchiveSummary): string {
  const rows = summary.sections.reduce((total, section) => total + section.rows, 0);
  const pictures = summary.sections.find((section) => section.table === PICTURES_TABLE)?.rows ?? 0;
  return `${number.format(summary.sections.length)} tablas, ${number.format(rows)} filas, ${number.format(pictures)} imágenes`;
}

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const [given] = files;
  if (
    (command !== 'backup' && command !== 'restore') ||
    given === undefined ||
    files.length > 1 ||
    (command === 'backup' && force)
  )
    throw new BackupError(USAGE);
  // npm runs scripts from the repository's root; INIT_CWD is where the person typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = readConfig();
  if (command === 'backup') {
    const { summary, source } = await backupToFile(config, file);
    console.log(`Respaldo ${source} escrito en ${file}: ${contents(summary)}; ${size(summary.bytes)}.`);
    return;
  }
  const summary = await restoreArchive(config, file, { force });
  console.log(
    `Respaldo del ${summary.header.created_at} restaurado en ${describeDatabase(config)}: ${contents(summary)}.`,
  );
  if (config.databaseUrl)
    console.log('Los servidores en marcha sobre esta base de datos recibieron el aviso de vaciar sus cachés.');
}

const [, , ...args] = process.argv;
run(args).catch((error: unknown) => {
  const what = args[0] === 'restore' ? 'No se restauró nada' : 'No se escribió el respaldo';
  if (error instanceof BackupError) console.error(error.message === USAGE ? USAGE : `${what}: ${error.message}`);
  else console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
