import { REMOTE_NAMES } from '@pasteleria/shared/federation';
import type { Registry } from 'prom-client';
import type { ReleaseRegistry } from '../releases/registry.js';
import type { ReleaseReports } from '../releases/rollouts/reports.js';
import { counterAtScrape, gaugeAtScrape, type Series } from './read-at-scrape.js';

export interface ReleaseSources {
  releases: { registry: Pick<ReleaseRegistry, 'live' | 'rollouts' | 'byId'>; reports: Pick<ReleaseReports, 'views'> };
}

type RolloutLabel = 'remote' | 'version' | 'role';

/**
 * The releases: each remote's live one, and each running rollout's stage and share with the page
 * views and error views of its two releases (`role`: new, stable) as browsers reported them to this
 * instance, so that an alert compares them while the rollout runs, before its analysis decides.
 */
export function releaseMetrics(registry: Registry, { releases }: ReleaseSources) {
  const { registry: known, reports } = releases;
  gaugeAtScrape(registry, {
    name: 'pasteleria_release_live_info',
    help: "Each remote's live release (1), by its version and source: site, upload or url.",
    labelNames: ['remote', 'version', 'source'],
    read: () =>
      REMOTE_NAMES.flatMap((remote) => {
        const live = known.live(remote);
        return live ? [[{ remote, version: live.version, source: live.source }, 1] as const] : [];
      }),
  });
  const versionOf = (id: number) => known.byId(id)?.version ?? String(id);
  const running = (figure: (stage: number, share: number) => number) => () =>
    known.rollouts().map((rollout) => {
      const share = rollout.stages[rollout.stage]?.share ?? 0;
      return [
        { remote: rollout.remote, version: versionOf(rollout.release_id) },
        figure(rollout.stage, share),
      ] as const;
    });
  gaugeAtScrape(registry, {
    name: 'pasteleria_rollout_stage',
    help: "Each running rollout's stage, 1 for its first, by remote and the new release's version.",
    labelNames: ['remote', 'version'],
    read: running((stage) => stage + 1),
  });
  gaugeAtScrape(registry, {
    name: 'pasteleria_rollout_share_ratio',
    help: 'The share of visitors each running rollout gives its new release (0 to 1).',
    labelNames: ['remote', 'version'],
    read: running((_stage, share) => share / 100),
  });
  const views = (figure: 'views' | 'errorViews') => (): Series<RolloutLabel> =>
    known.rollouts().flatMap((rollout) =>
      (
        [
          ['new', rollout.release_id],
          ['stable', rollout.from_id],
        ] as const
      ).map(
        ([role, id]) => [{ remote: rollout.remote, version: versionOf(id), role }, reports.views(id)[figure]] as const,
      ),
    );
  counterAtScrape(registry, {
    name: 'pasteleria_rollout_page_views_total',
    help: "Page views of a running rollout's releases (role: new, stable) that browsers reported to this instance.",
    labelNames: ['remote', 'version', 'role'],
    read: views('views'),
  });
  counterAtScrape(registry, {
    name: 'pasteleria_rollout_error_views_total',
    help: "Page views of a running rollout's releases (role: new, stable) that met an error with the release (load, render, uncaught).",
    labelNames: ['remote', 'version', 'role'],
    read: views('errorViews'),
  });
}
