import { adminApi, type AdminResource } from '@pasteleria/shared';
import {
  categoria,
  empresa,
  pagina,
  post,
  producto,
  slide,
  type ContentEntityName,
  type EntityDeclaration,
  type Fields,
} from '@pasteleria/shared/entities';
import { SEO_ENTRIES, type SeoEntry } from './seo-preview/page-heads';
import {
  categoriaTexts,
  empresaTexts,
  paginaTexts,
  postTexts,
  productoTexts,
  slideTexts,
  type ResourceTexts,
} from './resource-texts';

/** A row as the admin API answers it: an id and the declared fields (plus what the API embeds). */
export type Row = { id: number } & Record<string, unknown>;
/** What a form sends: field values, and the new image as a data-URL. */
export type RowInput = Record<string, unknown>;

/**
 * One admin resource, in the manner of refine's `resources`: the entity's declaration (what the
 * data is: fields, image, order), the words of its screens, which field names a row, and its five
 * API calls. Every list and form is rendered from this.
 */
export interface Resource {
  /** Route segment under /admin, cache key and image folder: 'categoria'. */
  name: ContentEntityName;
  declaration: EntityDeclaration;
  /** The words of its screens (./resource-texts.ts): this remote's own, not the shared package's. */
  texts: ResourceTexts;
  /**
   * The text field that names a row (react-admin's `recordRepresentation`): the buttons read aloud
   * ('Editar Pasteles'), a picture's alt text, a reference's options and an embedded parent's cell.
   */
  nameField: string;
  api: AdminResource<Row, RowInput>;
  /** Where its screens live: '/admin/categoria'. */
  path: string;
  /** For entities with a public page: its head, which the forms preview as a search result and a shared card. */
  seo?: SeoEntry;
}

type TextField<F extends Fields> = { [K in keyof F]: F[K] extends { kind: 'text' } ? K : never }[keyof F] & string;

type Named = { name: ContentEntityName };
interface Own<F extends Fields> {
  nameField: TextField<F>;
  texts: ResourceTexts<F>;
}

/** One resource: the shared declaration plus what this remote says about it (checked against its fields). */
function defineResource<F extends Fields>(declaration: EntityDeclaration<F> & Named, own: Own<F>): Resource;
function defineResource(declaration: EntityDeclaration & Named, own: Own<Fields>): Resource {
  return {
    name: declaration.name,
    declaration,
    texts: own.texts,
    nameField: own.nameField,
    // The typed calls take the entity's own input; the generic screens hand them declared field values.
    api: adminApi[declaration.name],
    path: `/admin/${declaration.name}`,
    seo: SEO_ENTRIES[declaration.name],
  };
}

/** The six content entities the back office manages, in menu order. */
export const RESOURCES: readonly Resource[] = [
  defineResource(categoria, { nameField: 'nombre', texts: categoriaTexts }),
  defineResource(producto, { nameField: 'name', texts: productoTexts }),
  defineResource(empresa, { nameField: 'nombre', texts: empresaTexts }),
  defineResource(slide, { nameField: 'frase', texts: slideTexts }),
  defineResource(post, { nameField: 'title', texts: postTexts }),
  defineResource(pagina, { nameField: 'name', texts: paginaTexts }),
];

/** The resource named `name` (a route segment, or a ref field's `entity`), if there is one. */
export function findResource(name: string): Resource | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** The resource a declared reference points at (every declared `ref` names one). */
export function refTarget(name: string): Resource {
  const resource = findResource(name);
  if (!resource) throw new Error(`Ningún recurso se llama ${name}`);
  return resource;
}

/** A row's display name: the text of its resource's `nameField`, if the row has one. */
export function nameOf(resource: Resource, row: Record<string, unknown>): string | undefined {
  const value = row[resource.nameField];
  return typeof value === 'string' ? value : undefined;
}
