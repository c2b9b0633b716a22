import { apiOrigin } from '../api/api-settings';
import { imageFallbackSrc, imageSrcSet, type ImageEntity } from '../images/responsive';

export interface StoredImageProps {
  entity: ImageEntity;
  /** The stored file name; a data-URL or an absolute URL (a preview) is shown as it is. */
  name: string;
  alt: string;
  /** How wide the picture is drawn: one of IMAGE_SIZES (@pasteleria/shared/images/responsive). */
  sizes: string;
  /** The box's proportions as drawn (with the CSS), so the page does not move when it arrives. */
  width: number;
  height: number;
  className?: string;
  /** The page's main picture (its LCP): loaded at once, first. The others wait until near the screen. */
  priority?: boolean;
}

const AS_IS = /^(data:|https?:\/\/)/i;

/**
 * A stored picture as the browser should fetch it: its WebP variants (`srcset`) for the width it is
 * drawn at (`sizes`), from the API's host like `imageUrl`, with a mid-size variant as `src` for
 * browsers without `srcset`.
 */
export function StoredImage({
  entity,
  name,
  alt,
  sizes,
  width,
  height,
  className,
  priority = false,
}: StoredImageProps) {
  // decoding 'sync': the main picture appears in the same frame as the page, not one frame later.
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  if (AS_IS.test(name))
    return <img className={className} src={name} alt={alt} width={width} height={height} {...loading} />;
  const origin = apiOrigin();
  return (
    <img
      className={className}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      srcSet={imageSrcSet(entity, name, origin)}
      src={imageFallbackSrc(entity, name, origin)}
      {...loading}
    />
  );
}
