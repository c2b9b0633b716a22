import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Stored images: data-URLs checked by their bytes (PNG, JPEG, WebP or GIF, the declared type
 * matching the content), bounded in size, kept under `<dataDir>/img/<folder>/` with a random name.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export interface DecodedImage {
  format: ImageFormat;
  bytes: Buffer;
}

/** A data-URL that cannot be stored, with the Spanish reason. */
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
const MAX_SIDE = 12_000;

/** True when `value` looks like a data-URL (a new image), as opposed to a stored file name. */
export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && value.trimStart().slice(0, 5).toLowerCase() === 'data:';
}

/** The format the bytes really are, from their magic numbers. */
export function sniffFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1)).toLocaleString('es-MX')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export class ImageStore {
  constructor(
    /** `<dataDir>/img` */
    readonly root: string,
    readonly maxBytes: number,
  ) {}

  /** Decodes and checks a data-URL; throws ImageRejected with a Spanish message. */
  async decode(dataUrl: string): Promise<DecodedImage> {
    const trimmed = dataUrl.trim();
    const header = DATA_URL.exec(trimmed.slice(0, 300));
    if (!header) throw new ImageRejected('La imagen debe enviarse como data-URL en base64.');
    const declared = DECLARED[(header[1] ?? '').trim().toLowerCase()];
    if (!declared) throw new ImageRejected('La imagen debe ser PNG, JPEG, WebP o GIF.');
    const payload = trimmed.slice(header[0].length).replace(/\s+/g, '');
    if (Math.floor((payload.length * 3) / 4) - 2 > this.maxBytes) {
      throw new ImageRejected(`La imagen no debe superar ${megabytes(this.maxBytes)}.`);
    }
    if (!BASE64.test(payload) || payload.length === 0) throw new ImageRejected('La imagen no es un base64 válido.');
    const bytes = Buffer.from(payload, 'base64');
    if (bytes.length > this.maxBytes) throw new ImageRejected(`La imagen no debe superar ${megabytes(this.maxBytes)}.`);
    const actual = sniffFormat(bytes);
    if (!actual) throw new ImageRejected('El contenido no es una imagen PNG, JPEG, WebP o GIF.');
    if (actual !== declared) throw new ImageRejected('El tipo declarado de la imagen no coincide con su contenido.');
    const meta = await sharp(bytes, { failOn: 'none' })
      .metadata()
      .catch(() => undefined);
    if (!meta || meta.format !== actual || !meta.width || !meta.height) throw new ImageRejected('La imagen está dañada o no se puede leer.');
    if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) {
      throw new ImageRejected(`La imagen no debe superar ${MAX_SIDE.toLocaleString('es-MX')} píxeles por lado.`);
    }
    return { format: actual, bytes };
  }

  /** Writes the image under `folder` with a random name and returns that name. */
  async store(folder: string, image: DecodedImage): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${EXTENSION[image.format]}`;
    const dir = path.join(this.root, folder);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), image.bytes, { flag: 'wx' });
    return name;
  }

  /** Removes a stored image; a missing file or a name that is not a plain file name is ignored. */
  async remove(folder: string, name: string | null | undefined): Promise<void> {
    if (!name || name !== path.basename(name) || name.startsWith('.')) return;
    await fs.rm(path.join(this.root, folder, name), { force: true });
  }
}
