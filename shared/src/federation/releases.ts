import type { RemoteName } from './site-apps.ts';

/** Where a release's files come from: uploaded to the site, a team's own host, or the site's own build. */
export type ReleaseSource = 'upload' | 'url' | 'site';

/** A registered release of a remote, as the API answers it. */
export interface Release {
  id: number;
  remote: RemoteName;
  version: string;
  /** The release's mf-manifest.json: '/remotes/{folder}/{version}/mf-manifest.json' when the site serves it. */
  manifestUrl: string;
  source: ReleaseSource;
  notes: string;
  createdBy: string;
  createdAt: string;
  live: boolean;
  /** False once its files are no longer kept (it can then not be made live or previewed). */
  served: boolean;
}

/**
 * The header a tab previewing a release asks the site for a page with, beside its admin's token:
 * the release's id. The site then draws the page with that release.
 */
export const PREVIEW_HEADER = 'x-pasteleria-preview';

/** The longest notes a release may carry. */
export const RELEASE_NOTES_MAX = 1000;
/** The longest URL of a url release's manifest. */
export const RELEASE_MANIFEST_URL_MAX = 2000;

/** One change of a remote's live release. */
export interface ReleaseChange {
  id: number;
  remote: RemoteName;
  from: { id: number; version: string } | null;
  to: { id: number; version: string };
  changedBy: string;
  changedAt: string;
  /**
   * Optional (servers before rollouts do not send it): what changed. 'live' (or left out): `to`
   * went live for everyone. The rollout's steps: 'rollout-start' (`to` given to `share` % of the
   * visitors), 'rollout-advance', 'rollout-abort' (everyone back on `to`, the stable release),
   * 'rollout-complete' (`to` live for everyone).
   */
  kind?: ReleaseChangeKind;
  /** Optional: the share of visitors on the rolled-out release after a rollout's step. */
  share?: number | null;
  /** Optional: why, in Spanish (an automatic step names its figures). */
  reason?: string | null;
}

export type ReleaseChangeKind = 'live' | 'rollout-start' | 'rollout-advance' | 'rollout-abort' | 'rollout-complete';

/** GET /admin/releases. */
export interface ReleaseRegistry {
  remotes: Array<{ remote: RemoteName; live: Release | null; releases: Release[] }>;
  history: ReleaseChange[];
}

/**
 * A deploy key as listed (the key itself is shown once, when created). `expiresAt`, `lastUsedAt`
 * and `lastUsedFrom` are optional: servers before keys expired do not send them.
 */
export interface DeployKey {
  id: number;
  remote: RemoteName;
  name: string;
  createdAt: string;
  createdBy: string;
  expiresAt?: string;
  lastUsedAt?: string | null;
  /** The address of its last use. */
  lastUsedFrom?: string | null;
}

/** POST /admin/deploy-keys: the new key, with the secret shown this once. */
export interface NewDeployKey extends Omit<DeployKey, 'createdBy' | 'lastUsedAt' | 'lastUsedFrom'> {
  key: string;
}

/** A deploy key's lifetime in days: 90 unless chosen, at most 365. */
export const DEPLOY_KEY_DAYS_DEFAULT = 90;
export const DEPLOY_KEY_DAYS_MAX = 365;
/** Within how many days of its expiry `npm run release` warns of it. */
export const DEPLOY_KEY_WARN_DAYS = 14;
/** The header every answer to a deploy key carries: the key's expiry (ISO 8601). */
export const DEPLOY_KEY_EXPIRES_HEADER = 'deploy-key-expires';

/** The release an admin previews in their own browser (kept in session storage). */
export interface PreviewedRelease {
  id: number;
  remote: RemoteName;
  version: string;
}
