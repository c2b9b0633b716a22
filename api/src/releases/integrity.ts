import { createHash } from 'node:crypto';
import { manifestFiles, type ManifestJson, type RemoteFiles } from '@pasteleria/shared/federation';
import type { BundleFiles } from './bundle.js';

/**
 * Release files that cannot be swapped: when a release is published (its bundle, or its manifest's
 * URL) the site records the SHA-384 of each of its scripts, stylesheets and its manifest, by path
 * beside the manifest, and what it gives browsers names each file with that `integrity`. A browser
 * runs no file whose bytes differ. A remote's lazy chunks are checked by its own runtime, with the
 * hashes its build wrote into its remoteEntry.js (rspack/subresource-integrity.js), whose own hash
 * is the one recorded here.
 */
export type Integrity = Record<string, string>;

/** What a browser checks: scripts, styles, and the manifest the host may read. */
const CHECKED = /\.(?:m?js|css|json)$/;

export const sha384 = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Each checked file of a bundle, by its path in the release's folder. */
export function integrityOfFiles(files: BundleFiles): Integrity {
  const integrity: Integrity = {};
  for (const [path, bytes] of files) if (CHECKED.test(path)) integrity[path] = sha384(bytes);
  return integrity;
}

/** Every file a manifest names (entry, exposes' and lazy screens' scripts and styles), absolute. */
export function namedFiles(files: RemoteFiles): string[] {
  const groups = [...files.exposes.values(), ...files.routes.values()];
  return [...new Set([files.entry, ...groups.flatMap((group) => [...group.js, ...group.css])])];
}

/**
 * The hashes of a url release: its manifest (`text`) and each file it names, read with `read`.
 * Keys are each file's path beside the manifest when it is there (a relative publicPath), else its
 * absolute URL.
 */
export async function integrityOfUrlRelease(
  manifestUrl: string,
  text: string,
  read: (url: string) => Promise<Uint8Array>,
): Promise<Integrity> {
  const integrity: Integrity = { [fileKey(manifestUrl, manifestUrl)]: sha384(Buffer.from(text, 'utf8')) };
  const files = manifestFiles(manifestUrl, JSON.parse(text) as ManifestJson);
  for (const url of files ? namedFiles(files) : []) integrity[fileKey(manifestUrl, url)] = sha384(await read(url));
  return integrity;
}

/** A file's key in a release's record: its path beside the manifest, or its URL when elsewhere. */
export function fileKey(manifestUrl: string, fileUrl: string): string {
  const base = new URL('.', new URL(manifestUrl, 'http://site.invalid/')).href;
  const file = new URL(fileUrl, new URL(manifestUrl, 'http://site.invalid/')).href;
  return file.startsWith(base) ? file.slice(base.length) : file;
}

/** The integrity of `fileUrl` (as a page names it) in a release whose manifest is at `manifestUrl`. */
export function integrityOf(record: Integrity, manifestUrl: string, fileUrl: string): string | undefined {
  return record[fileKey(manifestUrl, fileUrl)];
}
