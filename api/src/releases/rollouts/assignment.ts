import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Release, RemoteName } from '@pasteleria/shared/federation';
import type { Statistics } from '../../statistics/service.js';
import { requestVisitor } from '../../statistics/visitor.js';
import type { Shown } from '../live-remotes.js';
import type { ReleaseRegistry } from '../registry.js';
import type { RolloutRow } from './rollout-store.js';

/**
 * Which visitors a running rollout gives its new release: those whose day's visitor hash (the
 * statistics', from the day's salt, the address and the user agent: no cookie, no storage), hashed
 * with the rollout's id, falls in the stage's share. A visitor keeps the answer for the day, on
 * every page and every instance; a rollout's next stage keeps those it gave the release (a share
 * only grows) and adds others. Crawlers and link previews always get the stable release.
 */

/** The rollout's share of visitors now: its stage's, none once ended. */
const shareOf = (rollout: RolloutRow) =>
  rollout.status === 'running' ? (rollout.stages[rollout.stage]?.share ?? 0) : 0;

/** Whether the visitor whose day's hash is `visitor` gets the new release of a rollout at `share` %. */
function givenNewRelease(visitor: string, rolloutId: number, share: number): boolean {
  const digest = createHash('sha256').update(`${rolloutId}\0${visitor}`).digest();
  return digest.readUInt32BE(0) % 100 < share;
}

/** What a visitor was given of one remote: the release, and the stable one when that is a rollout's new release. */
export interface Given {
  release: Release;
  stable: Release | undefined;
}

export class ReleaseChoice {
  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly statistics: Pick<Statistics, 'visitorHash'>,
    private readonly siteUrl: string | undefined,
  ) {}

  /** Whether some remote has a running rollout (a page's answer then depends on its visitor). */
  varies(): boolean {
    return this.registry.rollouts().length > 0;
  }

  /** The visitor's hash of today; null for a crawler, or when the day's salt cannot be read (the stable release then). */
  async #visitor(request: FastifyRequest): Promise<string | null> {
    if (isbot(request.headers['user-agent'])) return null;
    try {
      return (await this.statistics.visitorHash(requestVisitor(request, this.siteUrl))).hash;
    } catch {
      return null;
    }
  }

  #newReleaseFor(visitor: string | null, rollout: RolloutRow): Release | undefined {
    if (visitor === null || !givenNewRelease(visitor, rollout.id, shareOf(rollout))) return undefined;
    return this.registry.byId(rollout.release_id);
  }

  /** The releases this request's page loads in place of the live ones: the rollouts' new ones it is given. */
  async shownFor(request: FastifyRequest): Promise<Shown[]> {
    const rollouts = this.registry.rollouts();
    if (rollouts.length === 0) return [];
    const visitor = await this.#visitor(request);
    return rollouts.flatMap((rollout) => {
      const release = this.#newReleaseFor(visitor, rollout);
      return release ? [{ release, manifest: this.registry.liveManifest(release) ?? null, rollout: true }] : [];
    });
  }

  /** What the visitor whose day's hash is `visitor` is given of `remote`. */
  given(remote: RemoteName, visitor: string): Given | undefined {
    const live = this.registry.live(remote);
    const rollout = this.registry.rollout(remote);
    const release = rollout && this.#newReleaseFor(visitor, rollout);
    if (release) return { release, stable: live };
    return live && { release: live, stable: undefined };
  }
}
