/** The parts of a remote's mf-manifest.json the host reads. */
export interface RemoteManifest {
  metaData: {
    /** 'auto' (files next to the manifest) or the URL the remote's files are served from. */
    publicPath?: string;
    remoteEntry: { name: string; path?: string; type?: string };
  };
  exposes?: Array<{
    /** './Home' */
    path: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

/** Where the remote's files live: its publicPath, or the manifest's own folder when 'auto'. */
function filesBase(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  return base.endsWith('/') ? base : base.replace(/[^/]*$/, '');
}

/** The absolute URL of the remote's remoteEntry.js, as named by its manifest. */
export function entryFromManifest(manifest: RemoteManifest, manifestUrl: string): string {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) {
    throw new Error(`${manifestUrl} no indica el remoteEntry del remoto`);
  }
  const folder = entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return new URL(`${folder}${entry.name}`, filesBase(manifest, manifestUrl)).href;
}

const preloaded = new Set<string>();

/**
 * Starts downloading an exposed module's own scripts and styles while its remoteEntry.js loads
 * (what the runtime's manifest handling did): `<link rel=preload>` for each, once.
 */
export function preloadExpose(manifest: RemoteManifest, manifestUrl: string, expose: string): void {
  const exposed = manifest.exposes?.find((e) => e.path === expose);
  if (!exposed?.assets) return;
  const base = filesBase(manifest, manifestUrl);
  const files: Array<[string, 'script' | 'style']> = [
    ...(exposed.assets.js?.sync ?? []).map((f): [string, 'script'] => [f, 'script']),
    ...(exposed.assets.css?.sync ?? []).map((f): [string, 'style'] => [f, 'style']),
  ];
  for (const [file, as] of files) {
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    document.head.appendChild(link);
  }
}
