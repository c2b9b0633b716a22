import { slugify } from '@pasteleria/shared';
import type { Resource, Row } from '../resources';
import { NEW_IMAGE } from '../resource-form/form-values';
import type { PageValues, SeoEntry } from './page-heads';

export interface PageSource {
  resource: Resource;
  entry: SeoEntry;
  /** The form's current values. */
  values: Record<string, unknown>;
  /** The row being edited; undefined on create. */
  row?: Row;
  /** The rows `entry.parent` refers to (a product's categories); undefined while they load. */
  parentRows?: readonly Row[];
}

/** What the public page will be once saved, and what the owner should know about its address. */
export interface PageDraft {
  page: PageValues;
  /** False when the page has no address (a product without a category, or its category unknown yet). */
  addressed: boolean;
  notes: string[];
}

export const NO_CATEGORY =
  'Sin categoría, el producto no aparece en el sitio: elige una para que tenga su propia dirección.';
export const NUMBER_ON_SAVE = 'El número del producto, al final de la dirección, se asigna al guardar.';
export const RENAME_MOVES =
  'Al cambiar el nombre cambia la dirección: los enlaces ya compartidos dejarán de llevar a esta página.';

/**
 * The slug the server will give the row (api/src/content/slugs.ts): the current one while the name is
 * unchanged, else one derived from the new name (the entity's name when that has no letters).
 */
function slugOf(resource: Resource, values: Record<string, unknown>, row?: Row): string {
  const from = resource.declaration.slug?.from;
  const name = from ? values[from] : undefined;
  if (row && typeof row.slug === 'string' && (!from || name === row[from])) return row.slug;
  return slugify(typeof name === 'string' ? name : '') || resource.name;
}

/**
 * The values a head function gets: the form's fields, the id and slug the server keeps, the
 * picture (a newly chosen one as its data-URL, else the stored one) and the parent's slug.
 */
export function pageDraft({ resource, entry, values, row, parentRows }: PageSource): PageDraft {
  const notes: string[] = [];
  const slug = slugOf(resource, values, row);
  if (entry.addressBy === 'slug' && row && typeof row.slug === 'string' && slug !== row.slug) notes.push(RENAME_MOVES);
  if (entry.addressBy === 'id' && !row) notes.push(NUMBER_ON_SAVE);

  let parentSlug: string | null = null;
  let addressed = true;
  if (entry.parent) {
    const parentId = values[entry.parent];
    const parent = parentRows?.find((candidate) => candidate.id === parentId);
    parentSlug = typeof parent?.slug === 'string' ? parent.slug : null;
    // No address while none is chosen (said first), or while the chosen one's list loads (said nothing).
    addressed = parentSlug !== null;
    if (!parentId) notes.unshift(NO_CATEGORY);
  }

  const image = resource.declaration.image;
  const chosen = values[NEW_IMAGE];
  const picture = typeof chosen === 'string' && chosen ? chosen : image ? (row?.[image.column] ?? null) : null;
  const page: PageValues = {
    ...values,
    ...(image ? { [image.column]: picture } : {}),
    id: row?.id,
    slug,
    parentSlug,
  };
  return { page, addressed, notes };
}
