import { fileToDataUrl } from '@pasteleria/shared';
import { shrinkImage, type ShrinkOptions } from './shrink-image';

/** The types the API stores (PNG, JPEG, WebP, GIF); a phone's HEIC is decoded by the browser if it can. */
const IMAGE_TYPE = /^image\//;

export const NOT_AN_IMAGE = 'El archivo elegido no es una imagen. Elige una foto JPG, PNG, WebP o GIF.';
const UNREADABLE_IMAGE = 'No se pudo leer la imagen. Prueba con otra foto (JPG, PNG o WebP).';

/** A Spanish message the admin sees instead of an upload. */
class ImageRefused extends Error {}

/**
 * Everything a chosen picture goes through before it is sent (form image fields and images put in
 * the rich-text editor alike): refuse what is not an image, shrink it, read it as a data-URL.
 */
export async function prepareImage(file: File, options?: ShrinkOptions): Promise<string> {
  if (!IMAGE_TYPE.test(file.type)) throw new ImageRefused(NOT_AN_IMAGE);
  let blob: Blob;
  try {
    blob = await shrinkImage(file, options);
  } catch {
    throw new ImageRefused(UNREADABLE_IMAGE);
  }
  return fileToDataUrl(blob);
}

/** The message to show for a failed `prepareImage`. */
export function imageErrorMessage(error: unknown): string {
  return error instanceof ImageRefused ? error.message : UNREADABLE_IMAGE;
}
