import {
  categoria as categoriaDeclaration,
  empresa as empresaDeclaration,
  pagina as paginaDeclaration,
  post as postDeclaration,
  producto as productoDeclaration,
  slide as slideDeclaration,
  type ContentEntityName,
  type EntityDeclaration,
  type Fields,
} from '@pasteleria/shared/entities';
import { CONTENT_TABLES, type ContentColumn, type ContentDeclaration, type ContentTable } from '../db/schema.js';
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
  table: ContentTable;
  declaration: EntityDeclaration;
  /** Spanish, with article: used in messages ("la categoría"). */
  label: string;
  fields: Fields;
  image?: {
    /** Column holding the stored file name (read under this name too). */
    column: ContentColumn;
    /** Input fields that may carry a new image as a data-URL, first one found wins. */
    inputs: string[];
    /** Required on create (a slide needs its image). */
    required: boolean;
  };
  /** Field the slug is derived from. */
  slugFrom?: ContentColumn;
  /** Field unique among the rows, ignoring case (held by a unique index too). */
  unique?: ContentColumn;
  /** Lists are ordered by this column, then id. */
  orderBy: ContentColumn;
  /** The columns answered for a row: id, slug, the fields and the image column. */
  columns: readonly ContentColumn[];
  /** The rich-HTML fields. */
  htmlFields: readonly ContentColumn[];
  /** Cache tags a write to this entity makes stale (its own name first). */
  invalidates: EntityName[];
  /** OpenAPI tag of its admin routes ('Categorías'). */
  tag: string;
  /** Message of a successful delete. */
  deleted: string;
  /** The field a record is named by, for people (the activity log). */
  named: string;
  /** A parent row embedded in each answered row (a product's `categoria`). */
  belongsTo?: { field: ContentColumn; as: string; table: ContentTable; columns: readonly ContentColumn[] };
}

type EntityName = ContentEntityName;

interface ServerSide {
  invalidates: EntityName[];
  belongsTo?: EntityDefinition['belongsTo'];
}

/**
 * Names read from a declaration (`Object.keys` of its fields, its image and slug settings) as the
 * columns they are: db/schema.ts derives the content tables' columns from these same declarations,
 * but the names come back from Object.keys as plain strings.
 */
const columns = (names: readonly string[]) => names as readonly ContentColumn[];
const column = (name: string) => name as ContentColumn;

function define(declaration: ContentDeclaration, server: ServerSide): EntityDefinition {
  const declared: EntityDeclaration = declaration;
  const { image, fields } = declared;
  const slugFrom = declared.slug?.from;
  const names = Object.keys(fields);
  return {
    name: declaration.name,
    table: CONTENT_TABLES[declaration.name],
    declaration,
    label: declared.label,
    fields,
    // On edit a branch's new image comes under `file`; the create field works too.
    image: image && {
      column: column(image.column),
      inputs: image.updateInput ? [image.updateInput, image.input] : [image.input],
      required: image.required === 'create',
    },
    slugFrom: slugFrom === undefined ? undefined : column(slugFrom),
    unique: declared.unique === undefined ? undefined : column(declared.unique),
    orderBy: column(declared.order ?? 'id'),
    columns: columns(['id', ...(slugFrom ? ['slug'] : []), ...names, ...(image ? [image.column] : [])]),
    htmlFields: columns(names.filter((name) => fields[name]?.kind === 'html')),
    ...ENTITY_WORDS[declaration.name],
    ...server,
  };
}

// Deleting a category leaves its products without one.
export const categoria = define(categoriaDeclaration, { invalidates: ['categoria', 'producto'] });
export const producto = define(productoDeclaration, {
  invalidates: ['producto'],
  belongsTo: { field: 'categoria_id', as: 'categoria', table: 'categorias', columns: ['id', 'nombre', 'slug'] },
});
export const empresa = define(empresaDeclaration, { invalidates: ['empresa'] });
export const slide = define(slideDeclaration, { invalidates: ['slide'] });
export const post = define(postDeclaration, { invalidates: ['post'] });
export const pagina = define(paginaDeclaration, { invalidates: ['pagina'] });

export const ENTITIES: readonly EntityDefinition[] = [categoria, producto, empresa, slide, post, pagina];
