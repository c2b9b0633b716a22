import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@pasteleria/shared';
import { reportErrorsPlugin, retryPlugin } from './retry-plugin';

export type RemoteName = keyof RuntimeConfig['remotes'];

let manifests: RuntimeConfig['remotes'] | null = null;

/**
 * Tells the federation runtime where each remote's mf-manifest.json is (from /config.json).
 * Registering fetches nothing: a remote is downloaded by the first route that loads it.
 */
export function registerRemotesFromConfig(remotes: RuntimeConfig['remotes']): void {
  manifests = remotes;
  registerPlugins([retryPlugin(), reportErrorsPlugin()]);
  registerRemotes(
    (Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: remotes[name] })),
  );
}

/**
 * Registers the remote again with `force`, which drops everything the runtime cached for it
 * (manifest, entry script, loaded container), so the next load really fetches it again.
 */
export function forgetRemote(name: RemoteName): void {
  if (!manifests) return;
  registerRemotes([{ name, entry: manifests[name] }], { force: true });
}
