import { getRuntimeConfig, type RemoteFallback } from '@pasteleria/shared';
import type { RemoteName } from '@pasteleria/shared/federation';
import { filesBase } from './files-base';
import { moveRemote } from './remotes';

/**
 * The page was given a rollout's new release of `remote` (where the config says), whose files
 * failed to load: from now on it loads the stable release instead. What the new release left on
 * the page is dropped first: its styles, and its chunks, which the stable release's runtime would
 * otherwise take as its own (both releases' builds name the same global array, and may give their
 * chunks the same ids). A chunk of the new release that arrives later is kept out too.
 */
export function moveToStable(remote: RemoteName, fallback: RemoteFallback): void {
  const config = getRuntimeConfig();
  const failed = filesBase(config.remoteEntries?.[remote] ?? config.remotes[remote]);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) {
    if (link.href.startsWith(failed)) link.remove();
  }
  freshChunkArray(`rspackChunk${remote}`, failed);
  moveRemote(remote, fallback);
}

type ChunkArray = unknown[] & { push: (...items: unknown[]) => number };

/**
 * An empty chunk array for the builds whose unique name is the remote's (rspack.shared.js): a
 * script of the failed release that pushes to it is ignored. The stable release's runtime replaces
 * `push` with its own and calls the array's own as it did before, which stores the chunk.
 */
function freshChunkArray(key: string, failed: string): void {
  const chunks = [] as unknown[] as ChunkArray;
  const store = Array.prototype.push.bind(chunks) as ChunkArray['push'];
  const fromFailed = () => {
    const script = document.currentScript;
    return script instanceof HTMLScriptElement && script.src.startsWith(failed);
  };
  const guarded =
    (push: ChunkArray['push']) =>
    (...items: unknown[]) =>
      fromFailed() ? chunks.length : push(...items);
  let runtimePush: ChunkArray['push'] | null = null;
  Object.defineProperty(chunks, 'push', {
    configurable: true,
    get: () => guarded(runtimePush ?? store),
    set: (push: ChunkArray['push']) => (runtimePush = push),
  });
  (globalThis as Record<string, unknown>)[key] = chunks;
}
