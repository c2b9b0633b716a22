import {
  categoria as categoriaDeclaration,
  empresa as empresaDeclaration,
  pagina as paginaDeclaration,
  post as postDeclaration,
  producto as productoDeclaration,
  slide as slideDeclaration,
  type EntityDeclaration,
  type Fields,
} from './declarations.js';
import { ENTITY_WORDS } from './entity-words.js';

/**
 * What the server adds to each shared entity declaration: its table, the cache entries a write
 * makes stale, the parent row its answers embed and its words (./entity-words.ts). Everything else
 * (fields, rules, image, slug, order) comes from the declaration. It drives the admin routes,
 * validation, slugs, stored images, list order and the read shape.
 */
export interface EntityDefinition {
  /** Route segment, image folder (`/img/{name}/`) and cache tag. */
  name: EntityName;
  table: string;
  declaration: EntityDeclaration;
  /** Spanish, with article: used in messages ("la categoría"). */
  label: string;
  fields: Fields;
  image?: {
    /** Column holding the stored file name (read under this name too). */
    column: string;
    /** Input fields that may carry a new image as a data-URL, first one found wins. */
    inputs: string[];
    /** Required on create (a slide needs its image). */
    required: boolean;
  };
  /** Field the slug is derived from. */
  slugFrom?: string;
  /** Field unique among the rows, ignoring case (held by a unique index too). */
  unique?: string;
  /** Lists are ordered by this column, then id. */
  orderBy: string;
  /** Cache tags a write to this entity makes stale (its own name first). */
  invalidates: EntityName[];
  /** OpenAPI tag of its admin routes ('Categorías'). */
  tag: string;
  /** Message of a successful delete. */
  deleted: string;
  /** A parent row embedded in each answered row (a product's `categoria`). */
  belongsTo?: { field: string; as: string; table: string; columns: string[] };
}

export type EntityName = 'categoria' | 'producto' | 'empresa' | 'slide' | 'post' | 'pagina';

interface ServerSide {
  table: string;
  invalidates: EntityName[];
  belongsTo?: EntityDefinition['belongsTo'];
}

function define(declaration: EntityDeclaration, server: ServerSide): EntityDefinition {
  const image = declaration.image;
  const name = declaration.name as EntityName;
  return {
    name,
    declaration,
    label: declaration.label,
    fields: declaration.fields,
    // On edit a branch's new image comes under `file` (SPEC §3); the create field works too.
    image: image && {
      column: image.column,
      inputs: image.updateInput ? [image.updateInput, image.input] : [image.input],
      required: image.required === 'create',
    },
    slugFrom: declaration.slug?.from,
    unique: declaration.unique,
    orderBy: declaration.order ?? 'id',
    ...ENTITY_WORDS[name],
    ...server,
  };
}

// Deleting a category leaves its products without one.
export const categoria = define(categoriaDeclaration, { table: 'categorias', invalidates: ['categoria', 'producto'] });
export const producto = define(productoDeclaration, {
  table: 'productos',
  invalidates: ['producto'],
  belongsTo: { field: 'categoria_id', as: 'categoria', table: 'categorias', columns: ['id', 'nombre', 'slug'] },
});
export const empresa = define(empresaDeclaration, { table: 'empresas', invalidates: ['empresa'] });
export const slide = define(slideDeclaration, { table: 'slides', invalidates: ['slide'] });
export const post = define(postDeclaration, { table: 'posts', invalidates: ['post'] });
export const pagina = define(paginaDeclaration, { table: 'paginas', invalidates: ['pagina'] });

export const ENTITIES: readonly EntityDefinition[] = [categoria, producto, empresa, slide, post, pagina];

/** The columns answered for a row: id, slug, the fields and the image column. */
export function readColumns(def: EntityDefinition): string[] {
  return ['id', ...(def.slugFrom ? ['slug'] : []), ...Object.keys(def.fields), ...(def.image ? [def.image.column] : [])];
}
