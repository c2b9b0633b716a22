import sharp from 'sharp';
import {
  categoria, CONTENT_ENTITIES, empresa, pagina, post, producto, slide, type EntityInput,
} from '../../src/entities/declarations.js';

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
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
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
    categoria: { nombre: `Pasteles ${suffix}`, slug: 'ignorado', descripcion: '<p>Ricos</p>', menu: true, orden: 2, urlfoto: image },
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
    slide: { frase: `Pasteles para cada fiesta ${suffix}`, link: 'https://pasteleria.mx/pedidos', posicion: 1, urlfoto: image },
    post: { name: `Historia del pan ${suffix}`, title: 'Historia del pan', description: 'Un recorrido', descripcion: '<p>Texto</p>', order: 1, urlfoto: image },
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
