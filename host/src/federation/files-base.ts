/**
 * Where a remote's files are served from: the directory of its remoteEntry.js or mf-manifest.json,
 * absolute and ending in '/' ('https://site/remotes/blog/1.2.0/').
 */
export function filesBase(url: string): string {
  return new URL('.', new URL(url, document.baseURI)).href;
}
