import { apiOrigin } from '../api/api-settings';

import type { ImageEntity } from './responsive.ts';

export type { ImageEntity };

/**
 * URL of a stored image: `/img/<entity>/<name>` on the API's host (the server that stores the
 * images), so `https://api.example.com/img/…` when `apiBase` is on another host; null when there is
 * no image. A data-URL or absolute URL (e.g. a preview of a newly chosen file) is returned unchanged.
 */
export function imageUrl(entity: ImageEntity, name: string | null | undefined): string | null {
  if (!name) return null;
  if (/^(data:|https?:\/\/)/i.test(name)) return name;
  return `${apiOrigin()}/img/${entity}/${encodeURIComponent(name)}`;
}
