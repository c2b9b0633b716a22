import { adminApi, type AdminResource } from '@pasteleria/shared';
import { CONTENT_ENTITIES, type AdminTexts, type ContentEntityName, type EntityDeclaration } from '@pasteleria/shared/entities';
import { SEO_ENTRIES, type SeoEntry } from './seo-preview/page-heads';

/** A row as the admin API answers it: an id and the declared fields (plus what the API embeds). */
export type Row = { id: number } & Record<string, unknown>;
/** What a form sends: field values, and the new image as a data-URL. */
export type RowInput = Record<string, unknown>;

/**
 * One admin resource, in the manner of refine's `resources`: the entity's declaration (fields,
 * image, order, texts) and its five API calls. Every list and form is rendered from this.
 */
export interface Resource {
  /** Route segment under /admin, cache key and image folder: 'categoria'. */
  name: ContentEntityName;
  declaration: EntityDeclaration;
  texts: AdminTexts;
  api: AdminResource<Row, RowInput>;
  /** Where its screens live: '/admin/categoria'. */
  path: string;
  /** For entities with a public page: its head, which the forms preview as a search result and a shared card. */
  seo?: SeoEntry;
}

function toResource(declaration: EntityDeclaration & { name: ContentEntityName }): Resource {
  if (!declaration.texts) throw new Error(`${declaration.name}: la declaración no tiene textos de administración`);
  return {
    name: declaration.name,
    declaration,
    texts: declaration.texts,
    // The typed calls take the entity's own input; the generic screens hand them declared field values.
    api: adminApi[declaration.name] as unknown as AdminResource<Row, RowInput>,
    path: `/admin/${declaration.name}`,
    seo: SEO_ENTRIES[declaration.name],
  };
}

/** The six content entities the back office manages, in menu order (SPEC §2). */
export const RESOURCES: readonly Resource[] = CONTENT_ENTITIES.map((d) => toResource(d as EntityDeclaration & { name: ContentEntityName }));

/** The resource named `name` (a route segment, or a ref field's `entity`), if there is one. */
export function findResource(name: string): Resource | undefined {
  return RESOURCES.find((r) => r.name === name);
}
