import {
  manifestFiles,
  REMOTE_NAMES,
  type Release,
  type RemoteFiles,
  type RemoteName,
} from '@pasteleria/shared/federation';
import { integrityOf } from './integrity.js';
import type { RemoteManifests } from './remote-manifests.js';
import type { Manifest } from './manifest.js';
import type { ReleaseRegistry } from './registry.js';
import { siteManifestUrl } from './site-dist.js';

/**
 * What each remote's pages load (named by `/config.json`, the config inlined in each page and its
 * preload hints, site/): each remote's live release, or the site's own unversioned build while it has
 * none. A stored release's files come from its stored manifest (a release never changes), a url
 * release's through RemoteManifests (re-read every few seconds). All of it from memory.
 */

/**
 * A release shown in place of its remote's live one, with its stored manifest: an admin's preview,
 * or a running rollout's new release for a visitor it gives it to (`rollout`: the live one is then
 * its fallback, should its files fail to load).
 */
export interface Shown {
  release: Release;
  manifest: Manifest | null;
  rollout?: boolean;
}

export class LiveRemotes {
  /** A stored release's files, by release id: its manifest never changes. */
  readonly #stored = new Map<number, RemoteFiles | null>();

  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly manifests: RemoteManifests,
  ) {}

  /** What `remote`'s pages load: a shown release of that remote, else the live one. */
  current(remote: RemoteName, shown: readonly Shown[] = []): Shown | undefined {
    const instead = shown.find((one) => one.release.remote === remote);
    if (instead) return instead;
    const live = this.registry.live(remote);
    return live && { release: live, manifest: this.registry.liveManifest(live) ?? null };
  }

  /** The URL of each remote's manifest. */
  manifestUrls(shown: readonly Shown[] = []): Record<RemoteName, string> {
    return Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remote,
        this.current(remote, shown)?.release.manifestUrl ?? siteManifestUrl(remote),
      ]),
    ) as Record<RemoteName, string>;
  }

  /**
   * The integrity of the files `remote`'s pages load (by the URL a page names each: its manifest, its
   * entry, the files it names), as recorded when its release was published, or, for a remote that
   * follows its manifest (the environment's REMOTE_*_URL, the site's unversioned build), as they
   * were when that manifest was last read. A file it does not know answers undefined: refused.
   */
  async integrity(remote: RemoteName, shown: readonly Shown[] = []): Promise<(fileUrl: string) => string | undefined> {
    const current = this.current(remote, shown);
    const manifestUrl = current?.release.manifestUrl ?? siteManifestUrl(remote);
    const record =
      (current && this.registry.integrity(current.release)) ??
      (!current || (current.release.source === 'url' && !current.manifest)
        ? await this.manifests.integrity(manifestUrl)
        : null);
    return (fileUrl) => (record ? integrityOf(record, manifestUrl, fileUrl) : undefined);
  }

  /** The files `remote`'s pages load first (entry, exposed modules, lazy screens), or null when unknown. */
  async files(remote: RemoteName, shown: readonly Shown[] = []): Promise<RemoteFiles | null> {
    const current = this.current(remote, shown);
    if (!current) return this.manifests.get(siteManifestUrl(remote));
    const { release, manifest } = current;
    if (release.source === 'url' || !manifest) return this.manifests.get(release.manifestUrl);
    if (!this.#stored.has(release.id)) this.#stored.set(release.id, manifestFiles(release.manifestUrl, manifest));
    return this.#stored.get(release.id) ?? null;
  }
}
