import fs from 'node:fs/promises';
import path from 'node:path';
import { manifestFiles, REMOTE_NAMES, type ManifestJson, type RemoteFiles } from '@pasteleria/shared/federation';
import { siteDist, siteManifestUrl } from './site-dist.js';

/**
 * The remotes' mf-manifest.json read at run time, so the page's preload hints follow a url release
 * that its team redeployed in place, with no restart. The site's own unversioned build
 * (`/remotes/blog/mf-manifest.json`, served while a remote has no live release) is re-read when its
 * file changes; a manifest on another host (a team's CDN) is fetched again once it is older than a
 * few seconds, in the background, so a slow CDN never delays a page. Anything that fails gives no
 * hints: a missing hint costs a round trip, never a broken page. A release stored here is read from
 * its stored manifest instead. What a manifest names is read by `manifestFiles`
 * (@pasteleria/shared/federation), as the host and the bundle budget read it.
 */

const REFRESH_MS = 5_000;
const FILE_CHECK_MS = 1_000;
/** How long a manifest on another host may take to answer. */
export const FETCH_TIMEOUT_MS = 2_000;

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
   * @param fetchText reads a manifest on another host (http(s) only), or throws.
   */
  constructor(
    private readonly localFile: (url: string) => string | null,
    private readonly fetchText: (url: string) => Promise<string>,
  ) {}

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
          (text) => manifestFiles(url, JSON.parse(text) as ManifestJson),
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
      return manifestFiles(url, JSON.parse(await this.fetchText(url)) as ManifestJson);
    } catch {
      return null;
    }
  }
}

/** The file of the site's own build of a remote, by its unversioned manifest URL; null for any other URL. */
export function localManifestFile(webRoot: string): (url: string) => string | null {
  return (url) => {
    const remote = REMOTE_NAMES.find((name) => siteManifestUrl(name) === url);
    return remote ? path.join(siteDist(webRoot, remote), 'mf-manifest.json') : null;
  };
}
