import type { RemoteName } from './site-apps.ts';

/**
 * The Core Web Vitals of each remote's live release over the last days, as browsers reported them
 * (./release-reports.ts): visitors' browsers for the public remotes, the staff's for the admin, so
 * the back office is measured as the public pages are.
 */

/** The days measured when GET /admin/releases/vitals names none. */
export const RELEASE_VITALS_DAYS = 7;
/** At most this many days: the browsers' raw reports are kept 90 days. */
export const RELEASE_VITALS_DAYS_MAX = 90;

/** One remote's live release and what browsers measured of it. */
export interface RemoteVitals {
  remote: RemoteName;
  /** Its live release; null when it has none (and no figures). */
  release: { id: number; version: string } | null;
  /** Page views reported, one per browser and day. */
  views: number;
  /** The 75th percentile of the Largest Contentful Paint, in ms; null without measures. */
  lcpP75: number | null;
  /** The 75th percentile of the Interaction to Next Paint, in ms; null without measures. */
  inpP75: number | null;
}

/** GET /admin/releases/vitals?days=7. */
export interface ReleaseVitals {
  /** The period: the last `days` days, from `since` until the answer. */
  days: number;
  since: string;
  remotes: RemoteVitals[];
}
