import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@pasteleria/shared';
import type { RemoteName } from '@pasteleria/shared/federation';
import type { RemoteManifest } from './manifest';
import { integrityFor, integrityPlugin } from './integrity-plugin';
import { fetchWithRetry, reportErrorsPlugin, retryPlugin } from './retry-plugin';

export type { RemoteName };

type Where = { manifests: RuntimeConfig['remotes']; entries: NonNullable<RuntimeConfig['remoteEntries']> };

let where: Where | null = null;
/** The remotes registered so far, each with the manifest it was registered from (null: the page gave its entry). */
const registered = new Map<RemoteName, { data: RemoteManifest; url: string } | null>();
/** Manifests being read, so two routes of one remote wait for the same answer. */
const resolving = new Map<RemoteName, Promise<void>>();

/**
 * Start-up: tells the federation runtime where each remote lives. A remote whose remoteEntry.js URL
 * the page already gives (`remoteEntries`, written by the server from the live mf-manifest.json) is
 * registered by that entry at once: loading it fetches no manifest and builds no snapshot. The
 * others are registered by `ensureRemote`, the first time a route needs them, after reading their
 * mf-manifest.json. Registering fetches nothing.
 */
export function registerRemotesFromConfig(
  remotes: RuntimeConfig['remotes'],
  remoteEntries: RuntimeConfig['remoteEntries'] = {},
): void {
  where = { manifests: { ...remotes }, entries: { ...remoteEntries } };
  registered.clear();
  resolving.clear();
  registerPlugins([retryPlugin(), reportErrorsPlugin(), integrityPlugin()]);
  const byEntry = (Object.keys(remotes) as RemoteName[]).flatMap((name) => {
    const entry = remoteEntries[name];
    return entry ? [{ name, entry }] : [];
  });
  for (const { name } of byEntry) registered.set(name, null);
  if (byEntry.length) registerRemotes(byEntry);
}

/**
 * Resolves once the runtime knows the remote's entry: at once when the page gave it, else after its
 * mf-manifest.json was read (retried on a network error or a 5xx); then the exposed module's own
 * files named by the manifest start downloading alongside remoteEntry.js. Rejects when the manifest
 * cannot be read; `forgetRemote` is not needed for the next call to read it again.
 */
export async function ensureRemote(name: RemoteName, expose?: string): Promise<void> {
  if (!registered.has(name) && where) {
    let pending = resolving.get(name);
    if (!pending) {
      pending = registerFromManifest(name, new URL(where.manifests[name], document.baseURI).href).finally(() =>
        resolving.delete(name),
      );
      resolving.set(name, pending);
    }
    await pending;
  }
  const manifest = registered.get(name);
  if (manifest && expose) (await import('./manifest')).preloadExpose(manifest.data, manifest.url, expose);
}

/**
 * Reads the manifest (the code that understands it is only downloaded by pages that need it), with
 * the integrity the page's config names for it.
 */
async function registerFromManifest(name: RemoteName, url: string): Promise<void> {
  const [response, { entryFromManifest }] = await Promise.all([
    fetchWithRetry(url, { headers: { Accept: 'application/json' }, integrity: integrityFor(url) }),
    import('./manifest'),
  ]);
  if (!response.ok) throw new Error(`${url} respondió ${response.status}`);
  const data = (await response.json()) as RemoteManifest;
  const entry = entryFromManifest(data, url);
  registered.set(name, { data, url });
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * Makes the runtime forget the remote (entry script, loaded container) so the next load really
 * fetches it again. A remote whose entry the page gave is registered again by that entry; one known
 * by its manifest reads the manifest again on its next load (a redeploy in the meantime is picked
 * up) and is registered again then, with `force`, which drops what the runtime kept of it.
 */
export function forgetRemote(name: RemoteName): void {
  const given = where?.entries[name];
  if (given) registerRemotes([{ name, entry: given }], { force: true });
  else registered.delete(name);
}

/**
 * From now on this page loads the remote from elsewhere (its stable release, when the new one a
 * rollout gave the page failed to load): by `entry` at once when given, else by reading `manifest`
 * on its next load. Either registration is forced, which drops what the runtime kept of the remote.
 */
export function moveRemote(name: RemoteName, { manifest, entry }: { manifest: string; entry?: string }): void {
  if (!where) return;
  where.manifests[name] = manifest;
  resolving.delete(name);
  if (entry) {
    where.entries[name] = entry;
    registered.set(name, null);
    registerRemotes([{ name, entry }], { force: true });
  } else {
    delete where.entries[name];
    registered.delete(name);
  }
}
