import { getRuntimeConfig } from '@pasteleria/shared';
import type { RemoteName } from '@pasteleria/shared/federation';
import { filesBase } from './files-base';

/**
 * Whether the server's HTML preloaded files of this remote (`<link rel="preload">`). When such a
 * download failed (the remote was down as the page loaded), the browser answers every later request
 * of that file in this document with the same failure, so 'Reintentar' can only succeed by loading
 * the page again.
 */
export function preloadedByServer(remote: RemoteName): boolean {
  const config = getRuntimeConfig();
  const known = config.remoteEntries?.[remote] ?? config.remotes[remote];
  const base = filesBase(known);
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) =>
    link.href.startsWith(base),
  );
}
