import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type Release, type RemoteName } from '@pasteleria/shared/federation';
import type { LiveRemotes, Shown } from '../../releases/live-remotes.js';
import type { LocalCopies } from '../../releases/local-copies.js';
import type { Manifest } from '../../releases/manifest.js';
import type { ReleaseRegistry } from '../../releases/registry.js';
import type { HostBuild } from './host-build.js';
import type { PoolSet } from './render-pool.js';

/** The server files a manifest's `serverRender` names, by exposed module, each inside `server/`; null for none. */
function serverExposes(manifest: Manifest | null): Record<string, string> | null {
  const serverRender = (manifest as { serverRender?: { format?: unknown; exposes?: unknown } } | null)?.serverRender;
  const exposes = serverRender?.format === 'commonjs-shared' ? serverRender.exposes : undefined;
  if (typeof exposes !== 'object' || exposes === null) return null;
  const files = Object.entries(exposes).flatMap(([expose, file]) => {
    const normal = typeof file === 'string' ? path.posix.normalize(file) : '';
    return normal.startsWith('server/') && !normal.includes('\\') ? [[expose, normal] as const] : [];
  });
  return files.length > 0 ? Object.fromEntries(files) : null;
}

/** A page view's set: what its process is keyed by, given and allowed to read. */
export interface PageSet extends PoolSet {
  host: HostBuild;
  /** The release each drawn remote is given, with a server build or not. */
  given: Map<RemoteName, Release>;
  /** Those with a server build here: the remotes drawn on the server. */
  drawn: Map<RemoteName, Release>;
}

/**
 * Which releases a page view is drawn with: for each remote, the release the page is given (live,
 * or a rollout's new one), with its server build when this disk has one. A stored release's server
 * files come with its files (its local copy); a url release's live on its team's host and are never
 * run here: its pages are drawn in the browser, since its files may change in place under the same
 * URL and would be team code fetched over the network into the shop's server, outside every check
 * an upload passes.
 */
export class RenderSets {
  /** Whether each stored release (by id) has its server files: read once, a release never changes. */
  readonly #hasFiles = new Map<number, boolean>();

  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly remotes: LiveRemotes,
    private readonly copies: LocalCopies,
  ) {}

  async of(shown: readonly Shown[], host: HostBuild): Promise<PageSet> {
    const given = new Map<RemoteName, Release>();
    const drawn = new Map<RemoteName, Release>();
    const set: PageSet['set'] = { host: host.file, remotes: {} };
    const readable = [host.folder];
    for (const remote of REMOTE_NAMES) {
      const current = this.remotes.current(remote, shown);
      if (!current) continue;
      given.set(remote, current.release);
      const build = await this.#serverBuild(current.release, current.manifest);
      if (!build) continue;
      drawn.set(remote, current.release);
      set.remotes[remote] = build;
      readable.push(path.join(build.folder, 'server'));
    }
    const key = [`host ${host.id}`, ...REMOTE_NAMES.map((remote) => `${remote} ${given.get(remote)?.id ?? '-'}`)].join(
      '|',
    );
    return { key, set, readable, host, given, drawn };
  }

  /** Whether a page may still be given `set`: each of its releases is its remote's live one or a running rollout's, on the same host build. */
  wanted(set: PageSet, host: HostBuild | null): boolean {
    if (set.host.id !== host?.id) return false;
    return [...set.given].every(
      ([remote, release]) =>
        this.registry.live(remote)?.id === release.id || this.registry.rollout(remote)?.release_id === release.id,
    );
  }

  async #serverBuild(release: Release, manifest: Manifest | null) {
    const exposes = serverExposes(manifest);
    if (release.source === 'url' || !release.served || !exposes) return null;
    const folder = await this.copies.folder(release).catch(() => null);
    if (folder === null) return null;
    if (!this.#hasFiles.has(release.id))
      this.#hasFiles.set(
        release.id,
        Object.values(exposes).every((file) => fs.existsSync(path.join(folder, file))),
      );
    // The folder its manifest is served from: where the browser loads its files (and pictures) from.
    const publicPath = release.manifestUrl.slice(0, release.manifestUrl.lastIndexOf('/') + 1);
    return this.#hasFiles.get(release.id) ? { folder, exposes, publicPath } : null;
  }
}
