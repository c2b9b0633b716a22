/**
 * The one reader of a remote's `mf-manifest.json`: the server's preload hints, the host's loader
 * and the bundle budget all ask it which files a remote's entry, modules and lazy screens are. A
 * manifest is a team's to write, so a field of the wrong shape names no files rather than failing.
 */

/**
 * What is read of a manifest: the federation plugin's fields, and `routeChunks` and
 * `cssLoadingKeys`, which our build adds.
 */
export interface ManifestJson {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
  routeChunks?: Record<string, { js?: string[]; css?: string[] }>;
  cssLoadingKeys?: Record<string, string>;
}

/** The scripts and styles of one module or screen, as URLs. */
export interface ManifestFileGroup {
  js: string[];
  css: string[];
}

/** A remote's files by what they are for, as URLs (absolute when the manifest's URL is). */
export interface RemoteFiles {
  /** The remote's remoteEntry.js. */
  entry: string;
  /** Per exposed module ('./Home'): the JS and CSS its first render needs. */
  exposes: Map<string, ManifestFileGroup>;
  /**
   * Per lazy screen the remote names `route-…` ('route-post-detail'): its JS and CSS. Empty for a
   * remote built before our build wrote them.
   */
  routes: Map<string, ManifestFileGroup>;
  /**
   * Per stylesheet's URL, the `data-rspack` mark the remote's runtime finds its chunk's stylesheet
   * by: a page that links the stylesheet itself gives its link the mark, or the runtime adds the
   * stylesheet again. Empty for a remote built before our build wrote them.
   */
  cssKeys: Map<string, string>;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Resolves relative URLs against a path-only base ('/remotes/blog/'), then drops this origin again. */
const PATH_ONLY = 'http://path.invalid';

/** `reference` resolved against `base`, both URLs or both paths of this site. */
function resolve(reference: string, base: string): string {
  if (HAS_SCHEME.test(base)) return new URL(reference, base).href;
  const resolved = new URL(reference, PATH_ONLY + base);
  return resolved.origin === PATH_ONLY ? resolved.href.slice(PATH_ONLY.length) : resolved.href;
}

/** The folder the manifest's files are relative to: its publicPath, or (for 'auto') its own folder. */
function filesBase(manifestUrl: string, manifest: ManifestJson): string {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const publicPath = manifest.metaData?.publicPath;
  if (typeof publicPath !== 'string' || !publicPath || publicPath === 'auto') return folder;
  const base = resolve(publicPath, folder);
  return base.endsWith('/') ? base : `${base}/`;
}

/** The strings of a list in a manifest; anything else in it (or no list) is none. */
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The remote entry's file, relative to the manifest's files (`remoteEntry.js`, or `js/remoteEntry.js`
 * when the manifest names a folder); null when the manifest names no entry.
 */
export function remoteEntryFile(manifest: ManifestJson): string | null {
  const remoteEntry = manifest?.metaData?.remoteEntry;
  if (typeof remoteEntry?.name !== 'string' || !remoteEntry.name) return null;
  const folder = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/^\.?\/+|\/+$/g, '') : '';
  return folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name;
}

/** The files the manifest at `manifestUrl` names; null when it is no remote's manifest (no entry, no exposes). */
export function manifestFiles(manifestUrl: string, manifest: ManifestJson): RemoteFiles | null {
  const entry = remoteEntryFile(manifest);
  if (entry === null || !Array.isArray(manifest.exposes)) return null;
  const base = filesBase(manifestUrl, manifest);
  const urls = (files: unknown) => strings(files).map((file) => resolve(file, base));
  const exposes = new Map<string, ManifestFileGroup>();
  for (const expose of manifest.exposes) {
    const name = expose?.path ?? (expose?.name ? `./${expose.name}` : undefined);
    if (typeof name !== 'string') continue;
    exposes.set(name, { js: urls(expose.assets?.js?.sync), css: urls(expose.assets?.css?.sync) });
  }
  const routes = new Map<string, ManifestFileGroup>();
  const chunks = typeof manifest.routeChunks === 'object' && manifest.routeChunks !== null ? manifest.routeChunks : {};
  for (const [name, files] of Object.entries(chunks)) routes.set(name, { js: urls(files?.js), css: urls(files?.css) });
  const cssKeys = new Map<string, string>();
  const keys =
    typeof manifest.cssLoadingKeys === 'object' && manifest.cssLoadingKeys !== null ? manifest.cssLoadingKeys : {};
  for (const [file, key] of Object.entries(keys)) if (typeof key === 'string') cssKeys.set(resolve(file, base), key);
  return { entry: resolve(entry, base), exposes, routes, cssKeys };
}
