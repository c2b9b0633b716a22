import fs from 'node:fs';
import path from 'node:path';

/** The host's server build: `host/dist/server/render.js`, known by its time and size (a new build is a new one). */
export interface HostBuild {
  file: string;
  folder: string;
  id: string;
}

/** The host's server build now, looked at once a second at most; null while there is none. */
export function hostBuild(webRoot: string): () => HostBuild | null {
  const folder = path.join(webRoot, 'host', 'dist', 'server');
  const file = path.join(folder, 'render.js');
  let known: HostBuild | null = null;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (now - checkedAt < 1_000) return known;
    checkedAt = now;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const id = stat?.isFile() ? `${stat.mtimeMs}-${stat.size}` : null;
    if (id !== known?.id) known = id === null ? null : { file, folder, id };
    return known;
  };
}
