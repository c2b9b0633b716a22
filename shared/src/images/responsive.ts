import type { ImageEntity } from './image-entity.ts';

/**
 * The widths at which the server serves every stored picture as WebP (made with sharp on first
 * request, then cached on disk; never wider than the upload). A fixed list, so nobody can make the
 * server resize to arbitrary sizes.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Path of one WebP variant: `/img/producto/640w/abc.jpg.webp`. */
export function imageVariantPath(entity: ImageEntity, name: string, width: ImageWidth): string {
  return `/img/${entity}/${width}w/${encodeURIComponent(name)}.webp`;
}

/** `srcset` of a stored picture: every variant width, each `<origin><path> <width>w`. */
export function imageSrcSet(entity: ImageEntity, name: string, origin = ''): string {
  return IMAGE_WIDTHS.map((width) => `${origin}${imageVariantPath(entity, name, width)} ${width}w`).join(', ');
}
