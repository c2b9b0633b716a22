import { bool, decimal, float, html, int, ref, text, type Field } from './fields.js';

/**
 * One declaration per admin entity (SPEC §3, §5). It drives the admin routes
 * (`/admin/{name}`), validation, slugs, stored images, list order, read shape and which
 * cached public reads a write makes stale.
 */
export interface EntityDefinition {
  /** Route segment, image folder (`/img/{name}/`) and cache tag. */
  name: EntityName;
  table: string;
  /** Spanish, with article: used in messages ("la categoría"). */
  label: string;
  /** Writable fields, in the spec's names. */
  fields: Record<string, Field>;
  image?: {
    /** Column holding the stored file name (read under this name too). */
    column: string;
    /** Input fields that may carry a new image as a data-URL, first one found wins. */
    inputs: string[];
    /** Required on create (a slide needs its image). */
    required: boolean;
  };
  /** Field the slug is derived from; that field is also unique (case-insensitive). */
  slugFrom?: string;
  /** Lists are ordered by this column, then id. */
  orderBy: string;
  /** Cache tags a write to this entity makes stale (its own name first). */
  invalidates: EntityName[];
  /** Message of a successful delete. */
  deleted: string;
  /** A parent row embedded in each answered row (a product's `categoria`). */
  belongsTo?: { field: string; as: string; table: string; columns: string[] };
}

export type EntityName = 'categoria' | 'producto' | 'empresa' | 'slide' | 'post' | 'pagina';

const ORDER_MAX = 1_000_000;
const COUNT_MAX = 2_000_000_000;

export const categoria: EntityDefinition = {
  name: 'categoria',
  table: 'categorias',
  label: 'la categoría',
  fields: {
    nombre: text('nombre', { required: true, max: 120 }),
    descripcion: html('descripción'),
    menu: bool('portada', { default: true }),
    orden: int('orden', { min: 1, max: ORDER_MAX, default: 1 }),
  },
  image: { column: 'urlfoto', inputs: ['urlfoto'], required: false },
  slugFrom: 'nombre',
  orderBy: 'orden',
  // Deleting a category leaves its products without one.
  invalidates: ['categoria', 'producto'],
  deleted: 'Categoría eliminada.',
};

export const producto: EntityDefinition = {
  name: 'producto',
  table: 'productos',
  label: 'el producto',
  fields: {
    name: text('nombre', { required: true, max: 150 }),
    title: text('título', { required: true, max: 200 }),
    description: html('descripción'),
    descripcion: text('descripción corta', { max: 500 }),
    price: decimal('precio', { required: true, min: 0, max: 9_999_999.99, default: 0 }),
    code: text('código', { max: 50 }),
    stock: int('stock', { min: 0, max: ORDER_MAX, default: 0 }),
    details: text('detalles', { max: 5000 }),
    order: int('orden', { min: 0, max: ORDER_MAX, default: 0 }),
    categoria_id: ref('categoría', { table: 'categorias', missingMessage: 'La categoría seleccionada no existe.' }),
    visits: int('visitas', { min: 0, max: COUNT_MAX, default: 0 }),
  },
  image: { column: 'image', inputs: ['urlfoto'], required: false },
  slugFrom: 'name',
  orderBy: 'order',
  invalidates: ['producto'],
  deleted: 'Producto eliminado.',
  belongsTo: { field: 'categoria_id', as: 'categoria', table: 'categorias', columns: ['id', 'nombre', 'slug'] },
};

export const empresa: EntityDefinition = {
  name: 'empresa',
  table: 'empresas',
  label: 'la sucursal',
  fields: {
    nombre: text('nombre', { required: true, max: 150 }),
    descripcion: text('descripción', { max: 5000 }),
    email: text('email', { max: 254, format: 'email' }),
    telefono: text('teléfono', { max: 30, format: 'phone' }),
    direccion: text('dirección', { max: 255 }),
    website: text('sitio web', { max: 500, format: 'url' }),
    facebook: text('facebook', { max: 500, format: 'url' }),
    youtube: text('youtube', { max: 500, format: 'url' }),
    tiktok: text('tiktok', { max: 500, format: 'url' }),
    latitud: float('latitud', { min: -90, max: 90 }),
    longitud: float('longitud', { min: -180, max: 180 }),
    orden: int('orden', { min: 0, max: ORDER_MAX, default: 0 }),
    publicado: bool('publicado', { default: true }),
    visitas: int('visitas', { min: 0, max: COUNT_MAX, default: 0 }),
  },
  // On edit the new image comes under `file` (SPEC §3); `urlfoto` as a data-URL works too.
  image: { column: 'urlfoto', inputs: ['file', 'urlfoto'], required: false },
  slugFrom: 'nombre',
  orderBy: 'orden',
  invalidates: ['empresa'],
  deleted: 'Sucursal eliminada.',
};

export const slide: EntityDefinition = {
  name: 'slide',
  table: 'slides',
  label: 'el slide',
  fields: {
    frase: text('frase', { required: true, max: 255 }),
    link: text('link', { max: 2048, format: 'link', nullable: true }),
    posicion: int('posición', { min: 0, max: ORDER_MAX, default: 0 }),
  },
  image: { column: 'imagen', inputs: ['urlfoto'], required: true },
  orderBy: 'posicion',
  invalidates: ['slide'],
  deleted: 'Slide eliminado.',
};

export const post: EntityDefinition = {
  name: 'post',
  table: 'posts',
  label: 'el post',
  fields: {
    name: text('nombre', { required: true, max: 150 }),
    title: text('título', { required: true, max: 200 }),
    description: text('descripción', { required: true, max: 500 }),
    descripcion: html('contenido'),
    order: int('orden', { min: 0, max: ORDER_MAX, default: 0 }),
    visits: int('visitas', { min: 0, max: COUNT_MAX, default: 0 }),
  },
  image: { column: 'image', inputs: ['urlfoto'], required: false },
  slugFrom: 'name',
  orderBy: 'order',
  invalidates: ['post'],
  deleted: 'Post eliminado.',
};

export const pagina: EntityDefinition = {
  name: 'pagina',
  table: 'paginas',
  label: 'la página',
  fields: {
    name: text('nombre', { required: true, max: 150 }),
    title: text('título', { required: true, max: 200 }),
    description: text('descripción', { required: true, max: 500 }),
    texttop: html('texto superior'),
    textbottom: html('texto inferior'),
    order: int('orden', { min: 0, max: ORDER_MAX, default: 0 }),
  },
  image: { column: 'image', inputs: ['urlfoto'], required: false },
  slugFrom: 'name',
  orderBy: 'order',
  invalidates: ['pagina'],
  deleted: 'Página eliminada.',
};

export const ENTITIES: readonly EntityDefinition[] = [categoria, producto, empresa, slide, post, pagina];

/** The columns answered for a row: id, slug, the fields and the image column. */
export function readColumns(def: EntityDefinition): string[] {
  return ['id', ...(def.slugFrom ? ['slug'] : []), ...Object.keys(def.fields), ...(def.image ? [def.image.column] : [])];
}
