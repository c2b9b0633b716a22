import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/database.js';
import { isPlainName, type PictureStore } from './picture-store.js';

/**
 * Stored images: data-URLs (JSON clients) or the bytes of a multipart file part, checked by their
 * bytes (PNG, JPEG, WebP or GIF, the declared type matching the content), bounded in size and in
 * pixels (what a browser decodes, not only the bytes sent), then re-encoded with sharp in the same
 * format: turned upright by their EXIF orientation, at most MAX_SIDE pixels on their longest side,
 * and without any metadata (no camera, no GPS position). Animated GIF and WebP stay animated. Kept
 * in the database's pictures (pictures.ts) under their entity's name as folder, with a random name
 * whose extension matches the format.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export interface DecodedImage {
  format: ImageFormat;
  bytes: Buffer;
}

/** A new image as bytes, with the type its sender declared (a multipart file part, http/uploaded-file.ts). */
export interface SentImage {
  bytes: Buffer;
  type: string;
}

/** An image that cannot be stored, with the Spanish reason. */
export class ImageRejected extends Error {}

const DECLARED: Record<string, ImageFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Pixels decoded from one upload at most (all frames of an animation together): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side of a stored image: larger ones are scaled down. */
const MAX_SIDE = 2560;

const TOO_MANY_PIXELS = `La imagen es demasiado grande: no debe superar ${MAX_INPUT_PIXELS / 1_000_000} megapíxeles (ancho × alto, contando todos los cuadros si es animada).`;
const DAMAGED = 'La imagen está dañada o no se puede leer.';

/** The format the bytes really are, from their magic numbers. */
export function sniffFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1)).toLocaleString('es-MX')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * The logical screen a GIF declares (bytes 6-9): browsers size their canvas by it, whatever the
 * frames inside, so a 35-byte GIF could make every visitor allocate gigabytes.
 */
function gifScreenPixels(bytes: Buffer): number {
  return bytes.length >= 10 ? bytes.readUInt16LE(6) * bytes.readUInt16LE(8) : 0;
}

/**
 * The image decoded (within MAX_INPUT_PIXELS) and written again in its own format: upright by its
 * EXIF orientation, scaled down to MAX_SIDE, and without metadata, which sharp drops unless asked
 * to keep it (EXIF with camera and GPS, XMP, IPTC, ICC after conversion to sRGB, comments).
 */
async function reencode(bytes: Buffer, format: ImageFormat, animated: boolean): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/** What else is kept of a stored image and goes with it: its resized variants (picture-variants.ts). */
export interface ImageDerivatives {
  remove(folder: string, name: string): Promise<void>;
}

function declaredFormat(type: string): ImageFormat {
  const declared = DECLARED[type.trim().toLowerCase()];
  if (!declared) throw new ImageRejected('La imagen debe ser PNG, JPEG, WebP o GIF.');
  return declared;
}

function tooBig(maxBytes: number): ImageRejected {
  return new ImageRejected(`La imagen no debe superar ${megabytes(maxBytes)}.`);
}

async function decodeDataUrl(dataUrl: string, maxBytes: number): Promise<DecodedImage> {
  const trimmed = dataUrl.trim();
  const header = DATA_URL.exec(trimmed.slice(0, 300));
  if (!header) throw new ImageRejected('La imagen debe enviarse como data-URL en base64.');
  const declared = declaredFormat(header[1] ?? '');
  const payload = trimmed.slice(header[0].length).replace(/\s+/g, '');
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) throw tooBig(maxBytes);
  if (!BASE64.test(payload) || payload.length === 0) throw new ImageRejected('La imagen no es un base64 válido.');
  return checkImage(Buffer.from(payload, 'base64'), declared, maxBytes);
}

/** The bytes are an image of the declared format, within the bounds; answered re-encoded. */
async function checkImage(bytes: Buffer, declared: ImageFormat, maxBytes: number): Promise<DecodedImage> {
  if (bytes.length > maxBytes) throw tooBig(maxBytes);
  const actual = sniffFormat(bytes);
  if (!actual) throw new ImageRejected('El contenido no es una imagen PNG, JPEG, WebP o GIF.');
  if (actual !== declared) throw new ImageRejected('El tipo declarado de la imagen no coincide con su contenido.');
  if (actual === 'gif' && gifScreenPixels(bytes) > MAX_INPUT_PIXELS) throw new ImageRejected(TOO_MANY_PIXELS);
  // Header only: with `animated`, height counts every frame stacked.
  const meta = await sharp(bytes, { failOn: 'none', animated: true })
    .metadata()
    .catch(() => undefined);
  if (!meta || meta.format !== actual || !meta.width || !meta.height) throw new ImageRejected(DAMAGED);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRejected(TOO_MANY_PIXELS);
  const animated = (meta.pages ?? 1) > 1;
  const clean = await reencode(bytes, actual, animated).catch(() => {
    throw new ImageRejected(DAMAGED);
  });
  return { format: actual, bytes: clean };
}

/** Decodes and checks a data-URL or sent bytes, at most `maxBytes`; throws ImageRejected with a Spanish message. */
export async function decodeImage(image: string | SentImage, maxBytes: number): Promise<DecodedImage> {
  return typeof image === 'string'
    ? decodeDataUrl(image, maxBytes)
    : checkImage(image.bytes, declaredFormat(image.type), maxBytes);
}

export class ImageStore {
  constructor(
    readonly maxBytes: number,
    readonly pictures: PictureStore,
    readonly derivatives?: ImageDerivatives,
    /** Tells the other instances that a picture is gone (change-feed.ts). */
    readonly announceRemoval: (folder: string, name: string) => Promise<void> = async () => undefined,
  ) {}

  /** The same store, keeping pictures through `db` (a transaction). */
  using(db: Kysely<Database>): ImageStore {
    return new ImageStore(this.maxBytes, this.pictures.using(db), this.derivatives, this.announceRemoval);
  }

  /** Decodes and checks a data-URL or sent bytes; throws ImageRejected with a Spanish message. */
  async decode(image: string | SentImage): Promise<DecodedImage> {
    return decodeImage(image, this.maxBytes);
  }

  /** Stores the image under `folder` with a random name and returns that name. */
  async store(folder: string, image: DecodedImage): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${EXTENSION[image.format]}`;
    await this.pictures.save(folder, name, image.bytes);
    return name;
  }

  /**
   * Removes a stored image, then what was made from it, here and in the other instances; a missing
   * picture or a name that is not a plain file name is ignored.
   */
  async remove(folder: string, name: string | null | undefined): Promise<void> {
    if (!name || !isPlainName(name)) return;
    await this.pictures.remove(folder, name);
    await this.derivatives?.remove(folder, name);
    await this.announceRemoval(folder, name);
  }
}
