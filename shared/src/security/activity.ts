/**
 * The activity log: who did what, on which record, from where. Entries are only ever added; never
 * a password, code, token or key in them.
 */

/** What an entry records. `GET /admin/activity?accion=` takes one of these. */
export const ACTIVITY_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-revoked',
  'other-sessions-revoked',
  'totp-enabled',
  'totp-disabled',
  'recovery-codes-renewed',
  'recovery-code-used',
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  'two-step-required',
  'two-step-not-required',
  'record-created',
  'record-updated',
  'record-deleted',
  'user-created',
  'user-updated',
  'comment-approved',
  'comment-deleted',
  'release-published',
  'release-made-live',
  'rollout-started',
  'rollout-advanced',
  'rollout-completed',
  'rollout-aborted',
  'deploy-key-created',
  'deploy-key-revoked',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Who acted: a user, a team's deploy key, the site itself (a rollout's own decisions), or someone not signed in. */
export type ActivityActorType = 'user' | 'deploy-key' | 'automatic' | 'anonymous';

/** One entry as `GET /admin/activity` answers it. */
export interface ActivityEntry {
  id: number;
  at: string;
  actor: { type: ActivityActorType; id: number | null; name: string };
  action: ActivityAction;
  /** The record acted on, when there is one (`categoria` 3 «Pasteles»). */
  target: { type: string; id: string; name: string } | null;
  /** The address the request came from ('' for the site's own decisions). */
  address: string;
  /** A short Spanish sentence: what happened. */
  description: string;
}

/** A page of `GET /admin/activity`, newest first. */
export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** Entries a page holds by default, and at most. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 200;
/** How long an entry is kept. */
export const ACTIVITY_RETENTION_DAYS = 365;
