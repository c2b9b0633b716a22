import fs from 'node:fs/promises';
import path from 'node:path';
import { manifestFiles, REMOTE_NAMES, type ManifestJson, type RemoteFiles } from '@pasteleria/shared/federation';
import { fileKey, integrityOfUrlRelease, type Integrity } from './integrity.js';
import { siteDist, siteManifestUrl } from './site-dist.js';

/**
 * The remotes' mf-manifest.json read at run time, so the page's preload hints follow a url release
 * that its team redeployed in place, with no restart. The site's own unversioned build
 * (`/remotes/blog/mf-manifest.json`, served while a remote has no live release) is re-read when its
 * file changes; a manifest on another host (a team's CDN) is fetched again once it is older than a
 * few seconds, in the background, so a slow CDN never delays a page. Anything that fails gives no
 * hints: a missing hint costs a round trip, never a broken page. A release stored here is read from
 * its stored manifest instead. What a manifest names is read by `manifestFiles`
 * (@pasteleria/shared/federation), as the host and the bundle budget read it. Each time a manifest
 * is read, its files' SHA-384 is read with it (from the files beside it, or fetched from its host),
 * so what the page names carries the integrity of the files as they are now.
 */

const REFRESH_MS = 5_000;
const FILE_CHECK_MS = 1_000;
/** How long a manifest on another host may take to answer. */
export const FETCH_TIMEOUT_MS = 2_000;

interface Entry {
  files: RemoteFiles | null;
  integrity: Integrity | null;
  /** The manifest as read: while it is the same, its files are not read again. */
  text?: string;
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
   * @param fetchFile reads a file a manifest on another host names, or throws.
   */
  constructor(
    private readonly localFile: (url: string) => string | null,
    private readonly fetchText: (url: string) => Promise<string>,
    private readonly fetchFile: (url: string) => Promise<Uint8Array>,
  ) {}

  /** The remote's files, or null when its manifest cannot be read. */
  async get(manifestUrl: string): Promise<RemoteFiles | null> {
    return (await this.#entry(manifestUrl)).files;
  }

  /** The SHA-384 of the manifest and of each file it names, by path beside it; null when they cannot be read. */
  async integrity(manifestUrl: string): Promise<Integrity | null> {
    return (await this.#entry(manifestUrl)).integrity;
  }

  #entry(manifestUrl: string): Promise<Entry> {
    const file = this.localFile(manifestUrl);
    return file ? this.#fromFile(manifestUrl, file) : this.#fromUrl(manifestUrl);
  }

  async #fromFile(url: string, file: string): Promise<Entry> {
    const cached = this.#entries.get(url);
    const now = Date.now();
    if (cached?.checkedAt !== undefined && now - cached.checkedAt < FILE_CHECK_MS) return cached;
    const mtime = await fs.stat(file).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (cached && cached.stamp === mtime) {
      cached.checkedAt = now;
      return cached;
    }
    const read = (text: string) =>
      this.#read(url, text, (fileUrl) => fs.readFile(path.join(path.dirname(file), fileKey(url, fileUrl))));
    const entry = {
      ...(mtime ? await fs.readFile(file, 'utf8').then(read, () => NOTHING) : NOTHING),
      stamp: mtime,
      checkedAt: now,
    };
    this.#entries.set(url, entry);
    return entry;
  }

  async #fromUrl(url: string): Promise<Entry> {
    const cached = this.#entries.get(url);
    if (cached) {
      if (Date.now() - cached.stamp > REFRESH_MS && !cached.refreshing) {
        cached.refreshing = this.#fetch(url, cached).then((read) => {
          this.#entries.set(url, { ...read, stamp: Date.now() });
        });
      }
      return cached;
    }
    const entry = { ...(await this.#fetch(url)), stamp: Date.now() };
    this.#entries.set(url, entry);
    return entry;
  }

  /** The manifest at `url`, and its files read for their integrity unless it is still the one `before` read. */
  async #fetch(url: string, before?: Entry): Promise<Read> {
    if (!/^https?:\/\//i.test(url)) return NOTHING;
    try {
      const text = await this.fetchText(url);
      if (before?.text === text && before.integrity) return { files: before.files, integrity: before.integrity, text };
      return await this.#read(url, text, this.fetchFile);
    } catch {
      return NOTHING;
    }
  }

  /** A manifest's files, and their integrity as `readFile` reads them (none when one cannot be read). */
  async #read(url: string, text: string, readFile: (url: string) => Promise<Uint8Array>): Promise<Read> {
    const files = manifestFiles(url, JSON.parse(text) as ManifestJson);
    const integrity = files ? await integrityOfUrlRelease(url, text, readFile).catch(() => null) : null;
    return { files, integrity, text };
  }
}

type Read = Pick<Entry, 'files' | 'integrity' | 'text'>;

const NOTHING: Read = { files: null, integrity: null };

/** The file of the site's own build of a remote, by its unversioned manifest URL; null for any other URL. */
export function localManifestFile(webRoot: string): (url: string) => string | null {
  return (url) => {
    const remote = REMOTE_NAMES.find((name) => siteManifestUrl(name) === url);
    return remote ? path.join(siteDist(webRoot, remote), 'mf-manifest.json') : null;
  };
}
