import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ReleaseVitals } from '@pasteleria/shared/federation';
import type { ChangeFeed } from '../db/change-feed.js';
import { REPO_ROOT, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { FETCH_TIMEOUT_MS, localManifestFile, RemoteManifests } from './remote-manifests.js';
import { Compatibility } from './compatibility.js';
import { fetchManifest, fetchReleaseFile } from './fetch-manifest.js';
import { LiveRemotes } from './live-remotes.js';
import { LocalCopies } from './local-copies.js';
import { ReleaseRegistry, RELEASES_TAG } from './registry.js';
import type { Statistics } from '../statistics/service.js';
import { ReleaseChoice } from './rollouts/assignment.js';
import { ReleaseReports } from './rollouts/reports.js';
import { Rollouts } from './rollouts/service.js';
import { liveVitals } from './rollouts/vitals.js';
import { webhook } from './rollouts/webhook.js';

const originOf = (url: string) => (URL.canParse(url) ? [new URL(url).origin] : []);

/** The releases' services, built once per server (server.ts). */
export interface ReleaseServices {
  registry: ReleaseRegistry;
  /** What each remote's pages load: its live release's manifest and first files. */
  remotes: LiveRemotes;
  /** This instance's copies of the stored releases' files, which it serves. */
  copies: LocalCopies;
  /** Whether a manifest can run in this site's host. */
  compatibility: Compatibility;
  /** Each remote's rollouts: started, stepped, analysed. */
  rollouts: Rollouts;
  /** Which release of each remote a visitor's page is given. */
  choice: ReleaseChoice;
  /** What visitors' browsers report of each release. */
  reports: ReleaseReports;
  /** The LCP and INP p75 of each remote's live release over the last `days` days. */
  vitals: (days: number) => Promise<ReleaseVitals>;
}

export function createReleaseServices(
  config: Config,
  db: Kysely<Database>,
  changes: ChangeFeed,
  statistics: Pick<Statistics, 'visitorHash' | 'moment'>,
  now: () => Date = () => new Date(),
): ReleaseServices {
  const registry = new ReleaseRegistry(db, () => changes.publish({ tags: [RELEASES_TAG] }));
  const copies = new LocalCopies(db, path.join(config.dataDir, 'releases'));
  // A url release's manifest is read again as its publishing was checked; the operator's own
  // REMOTE_*_URL hosts are trusted like RELEASE_ORIGINS (a team's server on the shop's network).
  const trusted = [...config.releases.origins, ...Object.values(config.remoteUrls).flatMap(originOf)];
  const manifests = new RemoteManifests(
    localManifestFile(config.webRoot),
    (url) => fetchManifest(url, trusted, FETCH_TIMEOUT_MS),
    (url) => fetchReleaseFile(url, trusted),
  );
  const choice = new ReleaseChoice(registry, statistics, config.siteUrl);
  const reports = new ReleaseReports(db, statistics, choice);
  const { webhookUrl } = config.releases;
  return {
    registry,
    remotes: new LiveRemotes(registry, manifests),
    copies,
    compatibility: new Compatibility(REPO_ROOT),
    rollouts: new Rollouts({
      db,
      registry,
      reports,
      now,
      webhook: webhookUrl ? webhook(webhookUrl, config.releases.origins) : undefined,
    }),
    choice,
    reports,
    vitals: (days) => liveVitals({ db, registry, reports, now }, days),
  };
}

/** The stored releases whose files are kept: those this instance may serve. */
export const servedCopies = (registry: ReleaseRegistry) =>
  registry.releases().filter((release) => release.source !== 'url' && release.served);
