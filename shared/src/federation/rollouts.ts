import type { RemoteName } from './site-apps.ts';

/**
 * Rolling releases: a remote's new release reaches a share of the visitors at a time, while their
 * browsers report what they meet with it (./release-reports.ts); a release clearly worse than the
 * stable one is rolled back on its own, a healthy one advances stage by stage and goes live.
 */

/** One stage: the share of visitors (1–100 %) given the new release, for at least `seconds`. */
export interface RolloutStage {
  share: number;
  /** How long the stage lasts at least; the last stage (100 %) has none. */
  seconds?: number;
}

/** The stages when a rollout names none: 10 % for 10 minutes, 50 % for 20 minutes, then everyone. */
export const DEFAULT_ROLLOUT_STAGES: readonly RolloutStage[] = [
  { share: 10, seconds: 600 },
  { share: 50, seconds: 1200 },
  { share: 100 },
];
/** The least page views of the new release a stage needs before it may advance on its own. */
export const DEFAULT_ROLLOUT_MIN_VISITS = 30;
/** At most this many stages. */
export const ROLLOUT_STAGES_MAX = 10;
/** A stage lasts at most a week. */
export const ROLLOUT_STAGE_SECONDS_MAX = 7 * 24 * 3600;
/** `minVisits` at most. */
export const ROLLOUT_MIN_VISITS_MAX = 1_000_000;

/** POST /admin/releases/{remote}/rollouts. */
export interface NewRollout {
  /** The release to roll out. */
  id: number;
  /** Shares rising, the last one 100; DEFAULT_ROLLOUT_STAGES when left out. */
  stages?: RolloutStage[];
  /** DEFAULT_ROLLOUT_MIN_VISITS when left out. */
  minVisits?: number;
}

export type RolloutStatus = 'running' | 'completed' | 'aborted';

/** What visitors' browsers met with one release over the rollout so far. */
export interface ReleaseHealth {
  /** Page views, one per visitor and day. */
  visits: number;
  /** Of them, those that met an error of this release. */
  errorVisits: number;
  /** errorVisits / visits, 0 without visits. */
  errorRate: number;
  /** Of the visits, those whose files of this release failed to load. */
  loadErrorVisits: number;
  /** The 75th percentile of the Largest Contentful Paint, in ms; null without measures. */
  lcpP75: number | null;
  /** The 75th percentile of the Interaction to Next Paint, in ms; null without measures. */
  inpP75: number | null;
  /** The most frequent errors, each counted once per visitor. */
  topErrors: Array<{ message: string; count: number }>;
}

/** GET /admin/releases/{remote}/rollouts/current (and …/latest): the running rollout, or the last one with its outcome. */
export interface Rollout {
  id: number;
  remote: RemoteName;
  /** The release being rolled out. */
  release: { id: number; version: string };
  /** The release that was live when it began (null: the site's own build), which the others keep. */
  from: { id: number; version: string } | null;
  stages: RolloutStage[];
  minVisits: number;
  /** The current stage's index in `stages`. */
  stage: number;
  /** The current stage's share of visitors on the new release (0 once aborted). */
  share: number;
  stageStartedAt: string;
  status: RolloutStatus;
  /** Why it ended (or its last step), in Spanish. */
  reason: string | null;
  startedBy: string;
  startedAt: string;
  endedAt: string | null;
  canary: ReleaseHealth;
  stable: ReleaseHealth;
}

/** Who changed a rollout when nobody did: the analysis. */
export const ROLLOUT_ANALYSIS_ACTOR = 'automático';
