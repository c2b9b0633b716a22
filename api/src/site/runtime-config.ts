import { REMOTE_NAMES } from '@pasteleria/shared/federation';
import type { RuntimeConfig } from '@pasteleria/shared/types';
import type { Config } from '../config.js';
import type { LiveRemotes, Shown } from '../releases/live-remotes.js';

/** The shop's settings `/config.json` carries. */
export type RuntimeSettings = Pick<Config, 'apiBase' | 'site' | 'siteTimeZone'>;

/**
 * `/config.json`, and the config inlined in each page: the API's base, each remote's manifest and
 * entry (its live release's, or the one an admin previews in its place), the shop's settings.
 */
export async function runtimeConfig(
  config: RuntimeSettings,
  remotes: LiveRemotes,
  shown?: Shown,
): Promise<RuntimeConfig> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (remote) => [remote, (await remotes.files(remote, shown))?.entry] as const),
  );
  return {
    apiBase: config.apiBase,
    remotes: remotes.manifestUrls(shown),
    site: { ...config.site, timeZone: config.siteTimeZone },
    remoteEntries: Object.fromEntries(entries.filter(([, entry]) => entry !== undefined)),
  };
}
