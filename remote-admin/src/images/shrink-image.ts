/** Longest side of a stored photo: plenty for a full-width slide, a fraction of a phone's 12 MP. */
export const MAX_SIDE = 2000;
/** Files at most this big and this wide are sent as they are. */
const KEEP_BYTES = 1024 * 1024;
const QUALITY = 0.85;

export interface ShrinkOptions {
  maxSide?: number;
  quality?: number;
}

/** Width and height that fit `maxSide`, keeping the proportions. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * A photo straight from a phone (12 MP, 5–10 MB) made fit for the web in the browser: scaled so
 * its longest side is at most `maxSide` (EXIF rotation applied) and re-encoded as WebP (JPEG
 * where the browser cannot write WebP) at good quality. A file already small enough comes back
 * unchanged, so a PNG logo keeps its transparency and a GIF its animation.
 */
export async function shrinkImage(file: Blob, options: ShrinkOptions = {}): Promise<Blob> {
  const maxSide = options.maxSide ?? MAX_SIDE;
  const quality = options.quality ?? QUALITY;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (Math.max(bitmap.width, bitmap.height) <= maxSide && file.size <= KEEP_BYTES) return file;
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const webp = await canvasBlob(canvas, 'image/webp', quality);
    const blob = webp?.type === 'image/webp' ? webp : await canvasBlob(canvas, 'image/jpeg', quality);
    // Re-encoding a small but heavy picture could, rarely, make it bigger: keep the smaller one.
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
