import type { Kysely } from 'kysely';
import type { Release, RemoteName } from '@pasteleria/shared/federation';
import type { Database } from '../db/database.js';
import type { Manifest } from './manifest.js';
import type { Integrity } from './integrity.js';
import { readIntegrity, readManifests, readPublicPaths, readReleases } from './release-store.js';
import { readRunning, type RolloutRow } from './rollouts/rollout-store.js';

/**
 * Every release, each remote's live one and its running rollout, held in memory so that serving a page or a release's
 * file never asks the database. Loaded at start and again after every change: this instance's own
 * (`reload()` before answering) and another's (the change feed's `releases` tag, or `all`). Reloads
 * asked for while one runs are done once, after it.
 */
export const RELEASES_TAG = 'releases';

interface Snapshot {
  /** Newest first. */
  releases: Release[];
  byId: Map<number, Release>;
  /** `remote/version` → release. */
  byVersion: Map<string, Release>;
  live: Map<RemoteName, Release>;
  /** Each remote's running rollout. */
  rollouts: Map<RemoteName, RolloutRow>;
  /** The stored manifests of the releases pages load (live, or a running rollout's) that have one. */
  liveManifests: Map<number, Manifest>;
  /** Origins url releases load from (their manifests' and absolute publicPaths'). */
  urlOrigins: string[];
  /** Each release's files' SHA-384, as recorded when it was published. */
  integrity: Map<number, Integrity>;
}

const EMPTY: Snapshot = {
  releases: [],
  byId: new Map(),
  byVersion: new Map(),
  live: new Map(),
  rollouts: new Map(),
  liveManifests: new Map(),
  urlOrigins: [],
  integrity: new Map(),
};

const versionKey = (remote: string, version: string) => `${remote}/${version}`;

function originOf(url: string): string | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed.origin : undefined;
}

async function readSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const [releases, running, integrity] = await Promise.all([readReleases(db), readRunning(db), readIntegrity(db)]);
  const live = new Map(releases.filter((release) => release.live).map((release) => [release.remote, release]));
  const liveManifests = await readManifests(db, [
    ...[...live.values()].map((release) => release.id),
    ...running.map((rollout) => rollout.release_id),
  ]);
  const urls = [
    ...releases.filter((release) => release.source === 'url').map((release) => release.manifestUrl),
    ...(await readPublicPaths(db)),
  ];
  return {
    releases,
    byId: new Map(releases.map((release) => [release.id, release])),
    byVersion: new Map(releases.map((release) => [versionKey(release.remote, release.version), release])),
    live,
    rollouts: new Map(running.map((rollout) => [rollout.remote as RemoteName, rollout])),
    liveManifests,
    urlOrigins: [...new Set(urls.map(originOf).filter((origin) => origin !== undefined))].sort(),
    integrity,
  };
}

export class ReleaseRegistry {
  #snapshot = EMPTY;
  #loading: Promise<void> | undefined;
  #again = false;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Database>,
    /** Tells the other instances (the change feed's RELEASES_TAG). */
    private readonly announce: () => Promise<void> = async () => undefined,
  ) {}

  /** After a change of the releases' rows: reloads here, then tells the other instances. */
  async changed(): Promise<void> {
    await this.reload();
    await this.announce();
  }

  /** Reads everything again; resolves once what the database held when it was called is in memory. */
  reload(): Promise<void> {
    if (this.#loading) {
      this.#again = true;
      return this.#loading;
    }
    const run = async (): Promise<void> => {
      try {
        do {
          this.#again = false;
          this.#snapshot = await readSnapshot(this.db);
          for (const listener of this.#listeners) listener();
        } while (this.#again);
      } finally {
        this.#loading = undefined;
      }
    };
    this.#loading = run();
    return this.#loading;
  }

  /** Calls `listener` after every reload. Answers a function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Every release (of `remote` only, when given), newest first. */
  releases(remote?: RemoteName): Release[] {
    const all = this.#snapshot.releases;
    return remote ? all.filter((release) => release.remote === remote) : all;
  }

  byId(id: number): Release | undefined {
    return this.#snapshot.byId.get(id);
  }

  byVersion(remote: RemoteName, version: string): Release | undefined {
    return this.#snapshot.byVersion.get(versionKey(remote, version));
  }

  live(remote: RemoteName): Release | undefined {
    return this.#snapshot.live.get(remote);
  }

  /** The remote's running rollout. */
  rollout(remote: RemoteName): RolloutRow | undefined {
    return this.#snapshot.rollouts.get(remote);
  }

  /** Every running rollout. */
  rollouts(): RolloutRow[] {
    return [...this.#snapshot.rollouts.values()];
  }

  /** The stored manifest of a live release or a running rollout's (none for a url release named by the environment). */
  liveManifest(release: Release): Manifest | undefined {
    return this.#snapshot.liveManifests.get(release.id);
  }

  /** The release's files' SHA-384 as recorded (none for a release whose files were never read). */
  integrity(release: Release): Integrity | undefined {
    return this.#snapshot.integrity.get(release.id);
  }

  /** Origins of every registered url release's files, sorted. */
  urlOrigins(): readonly string[] {
    return this.#snapshot.urlOrigins;
  }
}
