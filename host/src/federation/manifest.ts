import { manifestFiles, type ManifestJson } from '@pasteleria/shared/federation';

/** A remote's mf-manifest.json as the host reads it (through the site's one reader, `manifestFiles`). */
export type RemoteManifest = ManifestJson;

/** The absolute URL of the remote's remoteEntry.js, as named by its manifest. */
export function entryFromManifest(manifest: RemoteManifest, manifestUrl: string): string {
  const files = manifestFiles(manifestUrl, manifest);
  if (!files) throw new Error(`${manifestUrl} no indica el remoteEntry del remoto`);
  return files.entry;
}

const preloaded = new Set<string>();

/**
 * Starts downloading an exposed module's own scripts and styles while its remoteEntry.js loads
 * (what the runtime's manifest handling did): `<link rel=preload>` for each, once.
 */
export function preloadExpose(manifest: RemoteManifest, manifestUrl: string, expose: string): void {
  const files = manifestFiles(manifestUrl, manifest)?.exposes.get(expose);
  if (!files) return;
  const links: Array<[string, 'script' | 'style']> = [
    ...files.js.map((href): [string, 'script'] => [href, 'script']),
    ...files.css.map((href): [string, 'style'] => [href, 'style']),
  ];
  for (const [href, as] of links) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    document.head.appendChild(link);
  }
}
