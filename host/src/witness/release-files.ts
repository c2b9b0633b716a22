import type { RuntimeConfig } from '@pasteleria/shared';
import type { RemoteName } from '@pasteleria/shared/federation';
import { filesBase } from '../federation/files-base';

/** Where a release's files are served from, and whose they are (release null: one the page reports nothing of). */
export interface ReleaseFiles {
  base: string;
  remote: RemoteName;
  release: number | null;
}

/** The files of each remote whose release the config names: where its entry (else its manifest) is. */
export function filesOfReleases(config: RuntimeConfig): ReleaseFiles[] {
  return (Object.keys(config.releases ?? {}) as RemoteName[]).flatMap((remote) => {
    const release = config.releases?.[remote];
    const known = config.remoteEntries?.[remote] ?? config.remotes[remote];
    return release && known ? [{ base: filesBase(known), remote, release: release.id }] : [];
  });
}

/**
 * The release whose files `trace` names first (a stack, innermost frame first, or a script's URL):
 * the remote's code that was running. At the same place, the longest base wins (a release's folder
 * inside the folder of another). Undefined when no release's files are named.
 */
export function whoseFiles(trace: string, files: readonly ReleaseFiles[]): ReleaseFiles | undefined {
  let found: ReleaseFiles | undefined;
  let at = Infinity;
  for (const candidate of files) {
    const index = trace.indexOf(candidate.base);
    if (index < 0) continue;
    if (index < at || (index === at && found && candidate.base.length > found.base.length)) {
      found = candidate;
      at = index;
    }
  }
  return found;
}
