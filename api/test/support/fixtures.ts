import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import {
  categoria,
  CONTENT_ENTITIES,
  empresa,
  pagina,
  post,
  producto,
  slide,
  type EntityInput,
} from '@pasteleria/shared/entities';

/** Test images made locally with sharp, as data-URLs or bytes. */
export type Format = 'png' | 'jpeg' | 'webp' | 'gif';

export async function imageBytes(format: Format = 'png', size = 8): Promise<Buffer> {
  const base = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 120, b: 80 } } });
  return base.toFormat(format).toBuffer();
}

export async function dataUrl(format: Format = 'png', size = 8): Promise<string> {
  const mime = format === 'jpeg' ? 'image/jpeg' : `image/${format}`;
  return `data:${mime};base64,${(await imageBytes(format, size)).toString('base64')}`;
}

/** A PNG larger than `bytes` (random pixels do not compress). */
export async function bigPngDataUrl(bytes: number): Promise<string> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7919 + (i >> 3) * 104729) & 0xff;
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

type Inputs = {
  categoria: EntityInput<typeof categoria>;
  producto: EntityInput<typeof producto>;
  empresa: EntityInput<typeof empresa>;
  slide: EntityInput<typeof slide>;
  post: EntityInput<typeof post>;
  pagina: EntityInput<typeof pagina>;
};

/** A valid create body of each admin entity, typed by its declaration (images added by the caller where needed). */
export function validBodies(suffix: string, image: string): Inputs {
  return {
    categoria: {
      nombre: `Pasteles ${suffix}`,
      slug: 'ignorado',
      descripcion: '<p>Ricos</p>',
      menu: true,
      orden: 2,
      urlfoto: image,
    },
    producto: {
      name: `Pastel de chocolate ${suffix}`,
      title: 'Pastel de chocolate',
      description: '<p>Con <strong>cacao</strong></p>',
      descripcion: 'Corto',
      urlfoto: image,
      code: 'PC-01',
      stock: 3,
      price: 350.5,
      details: 'Para 10 personas',
      order: 1,
      categoria_id: null,
      visits: 0,
    },
    empresa: {
      nombre: `Sucursal Centro ${suffix}`,
      email: 'centro@pasteleria.mx',
      telefono: '+52 55 1234 5678',
      direccion: 'Av. Juárez 10, Centro',
      website: 'https://pasteleria.mx',
      facebook: 'https://facebook.com/pasteleria',
      youtube: '',
      tiktok: '',
      descripcion: 'Frente al parque',
      orden: 1,
      urlfoto: image,
      latitud: 19.43,
      longitud: -99.13,
      publicado: true,
      visitas: 0,
    },
    slide: {
      frase: `Pasteles para cada fiesta ${suffix}`,
      link: 'https://pasteleria.mx/pedidos',
      posicion: 1,
      urlfoto: image,
    },
    post: {
      name: `Historia del pan ${suffix}`,
      title: 'Historia del pan',
      description: 'Un recorrido',
      descripcion: '<p>Texto</p>',
      order: 1,
      urlfoto: image,
    },
    pagina: {
      name: `Quiénes somos ${suffix}`,
      title: 'Quiénes somos',
      description: 'Nuestra historia',
      texttop: '<p>Arriba</p>',
      textbottom: '<p>Abajo</p>',
      order: 1,
      urlfoto: image,
    },
  };
}

/** The six admin entities, and the field of each one's stored image, from the declarations. */
export const ENTITY_NAMES = CONTENT_ENTITIES.map((declaration) => declaration.name);
export const IMAGE_COLUMN: Record<string, string> = Object.fromEntries(
  CONTENT_ENTITIES.map((declaration) => [declaration.name, declaration.image.column]),
);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of width × height that weighs a few KB however many pixels it has. */
export function hugeBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 29-byte GIF whose logical screen is 65535 × 65535 around one 1 × 1 frame. */
export const GIF_HUGE_SCREEN = Buffer.from([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02,
  0x02, 0x4c, 0x01, 0x00, 0x3b,
]);

/** An animated GIF: three 1 × 1 frames, red, blue, red. */
export const GIF_ANIMATED = Buffer.from(
  'R0lGODlhAQABAIAAAP8AAAAA/yH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAAAQABAAACAkQBACH5BAAKAAAALAAAAAABAAEAAAICTAEAIfkEAAoAAAAsAAAAAAEAAQAAAgJEAQA7',
  'base64',
);

/** A JPEG, PNG or WebP of 8 × 4 pixels whose EXIF says: rotate 90° to view, taken by "EOS Secreta" at a GPS position. */
export async function photoWithExif(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 4, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .toFormat(format)
    .withExif({
      IFD0: { Make: 'Canon', Model: 'EOS Secreta' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 8/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const asDataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
