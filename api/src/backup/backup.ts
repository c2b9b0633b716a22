import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { BackupError } from './format.js';
import { readArchive, type ArchiveSummary } from './read-archive.js';
import { findRunningServer, KEY_HEADER, type RunningServer } from './running-server.js';
import { archiveStream } from './write-archive.js';

export interface BackupResult {
  summary: ArchiveSummary;
  /** Where the archive was read from, for a person: "del servidor en marcha…", "de PostgreSQL en…". */
  source: string;
}

/** The database the configuration names, for a person (never a password). */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `la base de datos integrada de ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL en ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The running server's archive, streamed into `output`. */
function fromRunningServer(server: RunningServer, output: fs.WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      server.archiveUrl,
      { headers: { [KEY_HEADER]: server.key, 'accept-encoding': 'identity' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(
            new BackupError(
              `El servidor en marcha (pid ${server.pid}) no entregó el respaldo (HTTP ${response.statusCode}). ¿Es de otra versión? Reinícialo e intenta de nuevo.`,
            ),
          );
          return;
        }
        pipeline(response, output).then(resolve, (error: unknown) =>
          reject(
            response.complete
              ? error instanceof Error
                ? error
                : new Error(String(error))
              : new BackupError(
                  `El servidor en marcha (pid ${server.pid}) cortó el respaldo antes de terminarlo: mira su registro.`,
                ),
          ),
        );
      },
    );
    request.on('error', (error) =>
      reject(
        new BackupError(
          `No se pudo pedir el respaldo al servidor en marcha (pid ${server.pid}, ${server.archiveUrl}): ${error.message}.`,
        ),
      ),
    );
  });
}

/** The configured database read directly, into `output`. */
async function fromDatabase(config: Config, output: fs.WriteStream): Promise<void> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata')))
    throw new BackupError(`No hay una base de datos en ${config.dataDir} (DATA_DIR): no hay nada que respaldar.`);
  const db = await openDatabase(config);
  try {
    await pipeline(archiveStream(db, config.databaseUrl ? 'postgresql' : 'pglite'), output);
  } finally {
    await db.destroy();
  }
}

/**
 * Writes the archive of the shop the configuration names (DATA_DIR or DATABASE_URL) to `file`:
 * from PostgreSQL directly; from the embedded database through the server running on it, or by
 * opening it when none runs. The archive is written beside `file` (mode 0600: it holds password
 * hashes), read back and checked whole, and only then renamed to `file`, so an existing archive is
 * replaced by a good one or not at all.
 */
export async function backupToFile(config: Config, file: string): Promise<BackupResult> {
  if (!fs.existsSync(path.dirname(file))) throw new BackupError(`La carpeta ${path.dirname(file)} no existe.`);
  const partial = `${file}.${process.pid}.parcial`;
  const running = config.databaseUrl ? undefined : await findRunningServer(config.dataDir);
  const source = running
    ? `del servidor en marcha sobre ${config.dataDir} (pid ${running.pid})`
    : `de ${describeDatabase(config)}`;
  const output = fs.createWriteStream(partial, { mode: 0o600 });
  try {
    if (running) await fromRunningServer(running, output);
    else await fromDatabase(config, output);
    const summary = await readArchive(partial);
    await fs.promises.rename(partial, file);
    return { summary, source };
  } catch (error) {
    output.destroy();
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}
