import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The live remotes' mf-manifest.json, read at run time so the page's preload hints follow a remote
 * that its team redeployed, with no restart. A manifest served by this server (`/remotes/…`) is
 * re-read when its file changes; one on another host (a team's CDN) is fetched again once it is
 * older than a few seconds, in the background, so a slow CDN never delays a page. Anything that
 * fails gives no hints: a missing hint costs a round trip, never a broken page.
 */
export interface RemoteFiles {
  /** URL of the remote's remoteEntry.js. */
  entry: string;
  /** Per exposed module ('./Home'): the JS and CSS its first render needs, as URLs. */
  exposes: Map<string, Files>;
  /**
   * Per lazy screen the remote names `route-…` ('route-post-detail'): its JS and CSS, as URLs.
   * Written by our build beside the federation plugin's fields (rspack.shared.js); empty for a
   * remote built before it.
   */
  routes: Map<string, Files>;
}

interface Files {
  js: string[];
  css: string[];
}

interface ManifestJson {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
  routeChunks?: Record<string, { js?: string[]; css?: string[] }>;
}

const REFRESH_MS = 5_000;
const FILE_CHECK_MS = 1_000;
const FETCH_TIMEOUT_MS = 2_000;

/** The URL the manifest's files are relative to: its publicPath, or (for 'auto') its own folder. */
function filesBase(manifestUrl: string, manifest: ManifestJson): string {
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

function readManifest(manifestUrl: string, manifest: ManifestJson): RemoteFiles | null {
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (!remoteEntry?.name || !Array.isArray(manifest.exposes)) return null;
  const base = filesBase(manifestUrl, manifest);
  const url = (file: string) => base + file;
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const exposes = new Map<string, Files>();
  for (const expose of manifest.exposes) {
    const name = expose.path ?? (expose.name ? `./${expose.name}` : undefined);
    if (!name) continue;
    exposes.set(name, {
      js: (expose.assets?.js?.sync ?? []).map(url),
      css: (expose.assets?.css?.sync ?? []).map(url),
    });
  }
  const routes = new Map<string, Files>();
  for (const [name, files] of Object.entries(manifest.routeChunks ?? {})) {
    routes.set(name, { js: (files.js ?? []).map(url), css: (files.css ?? []).map(url) });
  }
  return { entry: url(entryPath + remoteEntry.name), exposes, routes };
}

interface Entry {
  files: RemoteFiles | null;
  /** File: its mtime; URL: when it was fetched. */
  stamp: number;
  /** File: when its mtime was last looked at (at most once a second, not on every page). */
  checkedAt?: number;
  refreshing?: Promise<void>;
}

export class RemoteManifests {
  #entries = new Map<string, Entry>();

  /**
   * @param localFile maps a manifest URL served by this server (`/remotes/public/mf-manifest.json`)
   *        to its file, or null for a URL elsewhere.
   */
  constructor(private readonly localFile: (url: string) => string | null) {}

  /** The remote's files, or null when its manifest cannot be read. */
  async get(manifestUrl: string): Promise<RemoteFiles | null> {
    const file = this.localFile(manifestUrl);
    return file ? this.#fromFile(manifestUrl, file) : this.#fromUrl(manifestUrl);
  }

  async #fromFile(url: string, file: string): Promise<RemoteFiles | null> {
    const cached = this.#entries.get(url);
    const now = Date.now();
    if (cached?.checkedAt !== undefined && now - cached.checkedAt < FILE_CHECK_MS) return cached.files;
    const mtime = await fs.stat(file).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (cached && cached.stamp === mtime) {
      cached.checkedAt = now;
      return cached.files;
    }
    const files = mtime
      ? await fs.readFile(file, 'utf8').then(
          (text) => readManifest(url, JSON.parse(text) as ManifestJson),
          () => null,
        )
      : null;
    this.#entries.set(url, { files, stamp: mtime, checkedAt: now });
    return files;
  }

  async #fromUrl(url: string): Promise<RemoteFiles | null> {
    const cached = this.#entries.get(url);
    if (cached) {
      if (Date.now() - cached.stamp > REFRESH_MS && !cached.refreshing) {
        cached.refreshing = this.#fetch(url).then((files) => {
          this.#entries.set(url, { files, stamp: Date.now() });
        });
      }
      return cached.files;
    }
    const files = await this.#fetch(url);
    this.#entries.set(url, { files, stamp: Date.now() });
    return files;
  }

  async #fetch(url: string): Promise<RemoteFiles | null> {
    if (!/^https?:\/\//i.test(url)) return null;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      return response.ok ? readManifest(url, (await response.json()) as ManifestJson) : null;
    } catch {
      return null;
    }
  }
}

/** The file of a manifest served by this server under /remotes/<name>/, from the web root. */
export function localManifestFile(webRoot: string, folders: Record<string, string>): (url: string) => string | null {
  return (url) => {
    const match = /^\/remotes\/([a-z]+)\/mf-manifest\.json$/.exec(url);
    const name = match?.[1];
    const folder = name === undefined ? undefined : folders[name];
    return folder ? path.join(webRoot, folder, 'dist', 'mf-manifest.json') : null;
  };
}
