/** The entities whose stored images the server serves under /img/<entity>/ (SPEC §2). */
export type ImageEntity = 'categoria' | 'producto' | 'empresa' | 'slide' | 'post' | 'pagina';

/**
 * URL of a stored image: `/img/<entity>/<name>`; null when there is no image.
 * A data-URL or absolute URL (e.g. a preview of a newly chosen file) is returned unchanged.
 */
export function imageUrl(entity: ImageEntity, name: string | null | undefined): string | null {
  if (!name) return null;
  if (/^(data:|https?:\/\/)/i.test(name)) return name;
  return `/img/${entity}/${encodeURIComponent(name)}`;
}
