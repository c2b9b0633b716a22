import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database (PGlite) must never be opened by two processes. A server on it announces
 * itself in `<DATA_DIR>/.servidor.json` (mode 0600) once listening, and removes the file when it has
 * closed: the backup asks that server for the archive instead of opening the database, and the
 * restore refuses to run while it is there.
 */
export const SERVER_FILE = '.servidor.json';

export interface RunningServer {
  /** Where the running server streams its archive, on the loopback address. */
  archiveUrl: string;
  /** A random secret: the archive is answered only to a request bearing it (`KEY_HEADER`). */
  key: string;
  pid: number;
}

export const KEY_HEADER = 'x-clave-respaldo';

const serverFile = (dataDir: string) => path.join(dataDir, SERVER_FILE);

/** Writes the file, readable by its owner alone. */
export async function announceServer(dataDir: string, server: RunningServer): Promise<void> {
  const file = serverFile(dataDir);
  await fs.rm(file, { force: true });
  await fs.writeFile(file, `${JSON.stringify(server)}\n`, { mode: 0o600, flag: 'wx' });
}

/** Removes the file, if it is still this server's. */
export async function withdrawServer(dataDir: string, key: string): Promise<void> {
  const announced = await readServerFile(dataDir);
  if (announced?.key === key) await fs.rm(serverFile(dataDir), { force: true });
}

async function readServerFile(dataDir: string): Promise<RunningServer | undefined> {
  let text: string;
  try {
    text = await fs.readFile(serverFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<RunningServer>;
    if (typeof value.archiveUrl === 'string' && typeof value.key === 'string' && typeof value.pid === 'number')
      return { archiveUrl: value.archiveUrl, key: value.key, pid: value.pid };
  } catch {
    // a file cut by a crash: like no file
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on `dataDir`, if any. A file left by a process that is gone (a crash) does not count. */
export async function findRunningServer(dataDir: string): Promise<RunningServer | undefined> {
  const announced = await readServerFile(dataDir);
  return announced && isAlive(announced.pid) ? announced : undefined;
}
