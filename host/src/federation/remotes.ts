import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@pasteleria/shared';
import { entryFromManifest, type RemoteManifest } from './manifest';
import { fetchWithRetry, reportErrorsPlugin, retryPlugin } from './retry-plugin';

export type RemoteName = keyof RuntimeConfig['remotes'];

type Where = { manifests: RuntimeConfig['remotes']; entries: NonNullable<RuntimeConfig['remoteEntries']> };

let where: Where | null = null;
type KnownManifest = { data: RemoteManifest; url: string };
/** remoteEntry.js of each remote registered so far, and the manifest it came from (if any). */
const registered = new Map<RemoteName, { entry: string; manifest?: KnownManifest }>();
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
  where = { manifests: remotes, entries: remoteEntries };
  registered.clear();
  resolving.clear();
  registerPlugins([retryPlugin(), reportErrorsPlugin()]);
  const byEntry = (Object.keys(remotes) as RemoteName[]).filter((name) => remoteEntries[name]);
  for (const name of byEntry) registered.set(name, { entry: remoteEntries[name]! });
  if (byEntry.length) registerRemotes(byEntry.map((name) => ({ name, entry: remoteEntries[name]! })));
}

/**
 * Resolves once the runtime knows the remote's entry: at once when the page gave it, else after its
 * mf-manifest.json was read (retried like the entry itself on a network error or a 5xx). Rejects
 * when the manifest cannot be read; `forgetRemote` lets the next call read it again.
 */
export function ensureRemote(name: RemoteName): Promise<void> {
  if (registered.has(name) || !where) return Promise.resolve();
  let pending = resolving.get(name);
  if (!pending) {
    const url = new URL(where.manifests[name], document.baseURI).href;
    pending = fetchWithRetry(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} respondió ${response.status}`);
        const manifest = (await response.json()) as RemoteManifest;
        const entry = entryFromManifest(manifest, url);
        registered.set(name, { entry, manifest: { data: manifest, url } });
        registerRemotes([{ name, entry }], { force: true });
      })
      .finally(() => resolving.delete(name));
    resolving.set(name, pending);
  }
  return pending;
}

/** The manifest a remote was registered from (and its URL), or undefined when the page gave its entry. */
export function remoteManifest(name: RemoteName): KnownManifest | undefined {
  return registered.get(name)?.manifest;
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
