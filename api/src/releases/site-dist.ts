import path from 'node:path';
import { REMOTE_FOLDERS, type RemoteName } from '@pasteleria/shared/federation';

/** The site's own build of a remote: `<webRoot>/remote-blog/dist` for remote_blog. */
export const siteDist = (webRoot: string, remote: RemoteName) => path.join(webRoot, remote.replace('_', '-'), 'dist');

/** The URL of that build's manifest, served as it is on disk (`/remotes/blog/mf-manifest.json`). */
export const siteManifestUrl = (remote: RemoteName) => `/remotes/${REMOTE_FOLDERS[remote]}/mf-manifest.json`;

/** The URL of a release's manifest served from its own folder (`/remotes/blog/1.2.0/mf-manifest.json`). */
export const releaseManifestUrl = (remote: RemoteName, version: string) =>
  `/remotes/${REMOTE_FOLDERS[remote]}/${version}/mf-manifest.json`;
