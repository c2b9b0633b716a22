import { REMOTE_NAMES, type Release, type RemoteName } from '@pasteleria/shared/federation';
import type { RemoteFallback, RuntimeConfig } from '@pasteleria/shared/types';
import type { Config } from '../config.js';
import type { LiveRemotes, Shown } from '../releases/live-remotes.js';

/** The shop's settings `/config.json` carries. */
export type RuntimeSettings = Pick<Config, 'apiBase' | 'site' | 'siteTimeZone'>;

const ref = (release: Release) => ({ id: release.id, version: release.version });

/**
 * `/config.json`, and the config inlined in each page: the API's base, each remote's manifest,
 * entry and release (its live release's, or one shown in its place: an admin's preview, a
 * rollout's new release), with the live one as the fallback of a rollout's, the shop's settings,
 * and the integrity of each manifest and entry it names (a file it does not name is refused).
 */
export async function runtimeConfig(
  config: RuntimeSettings,
  remotes: LiveRemotes,
  shown: readonly Shown[] = [],
): Promise<RuntimeConfig> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (remote) => [remote, (await remotes.files(remote, shown))?.entry] as const),
  );
  const releases = REMOTE_NAMES.flatMap((remote) => {
    const current = remotes.current(remote, shown);
    return current ? [[remote, ref(current.release)] as const] : [];
  });
  const fallbacks = await Promise.all(
    shown
      .filter((one) => one.rollout)
      .map(async ({ release: { remote } }) => {
        const stable = remotes.current(remote);
        const fallback: RemoteFallback = {
          manifest: remotes.manifestUrls()[remote],
          release: stable ? ref(stable.release) : null,
        };
        const entry = (await remotes.files(remote))?.entry;
        if (entry) fallback.entry = entry;
        return [remote, fallback] as const;
      }),
  );
  const manifests = remotes.manifestUrls(shown);
  const integrity: Record<string, string> = {};
  const named = async (remote: RemoteName, from: readonly Shown[], urls: Array<string | undefined>) => {
    const of = await remotes.integrity(remote, from);
    for (const url of urls) {
      const hash = url && of(url);
      if (url && hash) integrity[url] = hash;
    }
  };
  await Promise.all([
    ...entries.map(([remote, entry]) => named(remote, shown, [manifests[remote], entry])),
    ...fallbacks.map(([remote, fallback]) => named(remote, [], [fallback.manifest, fallback.entry])),
  ]);
  return {
    apiBase: config.apiBase,
    remotes: manifests,
    site: { ...config.site, timeZone: config.siteTimeZone },
    remoteEntries: Object.fromEntries(entries.filter(([, entry]) => entry !== undefined)),
    releases: Object.fromEntries(releases),
    ...(fallbacks.length ? { fallbacks: Object.fromEntries(fallbacks) } : {}),
    integrity,
  };
}
