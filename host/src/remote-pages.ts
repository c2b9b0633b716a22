// Its own subpath: the start-up bundle takes the table of pages alone, not the whole federation module.
import { remoteMounts, type RemoteMount } from '@pasteleria/shared';

/** Where the host mounts each remote module, from the site's one table of pages (relative paths below). */
export const REMOTE_PAGES = remoteMounts();

/** A remote module's place in the host: its mount point (e.g. '/categorias/*'), its title and layout. */
export type RemotePage = RemoteMount;

/** The remote page a URL opens, and the part of its path the remote routes itself ('pasteles'). */
export function remotePageAt(pathname: string): { page: RemotePage; subPath: string } | null {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  for (const page of REMOTE_PAGES) {
    const prefix = page.path.replace(/^\//, '').replace(/\/?\*$/, '');
    if (path === prefix) return { page, subPath: '' };
    if (page.path.endsWith('*') && path.startsWith(`${prefix}/`))
      return { page, subPath: path.slice(prefix.length + 1) };
  }
  return null;
}
