import type { Categoria, Pagina, Post, Producto } from '@pasteleria/shared';
import { categoryHead, pageHead, postHead, productHead, type HeadSite, type PageHead } from '@pasteleria/shared/seo';
import type { ContentEntityName } from '@pasteleria/shared/entities';

/**
 * What the public page of a row is made of, as the form holds it: the declared fields, plus what
 * the server adds (id, slug, the stored picture's name under the image column).
 */
export type PageValues = Record<string, unknown> & {
  /** Undefined while the row is new. */
  id?: number;
  slug: string;
  /** The slug of the row named by `parent` (a product's category); null when none is chosen. */
  parentSlug: string | null;
};

/**
 * The search and share preview of one resource: the same head function the server writes the
 * public page's <head> with, and what the preview needs to explain it.
 */
export interface SeoEntry {
  /** The page's head, by `@pasteleria/shared/seo` (the server calls the same function). */
  head(site: HeadSite, page: PageValues): PageHead;
  /** The field the head's title is read from first ('title'), and the one its description is. */
  titleField: string;
  descriptionField: string;
  /**
   * What tells this page's address apart: its slug (derived from the name, so a rename moves the
   * page), or its id (a product: `?producto=<id>`, known once saved).
   */
  addressBy: 'slug' | 'id';
  /** A reference field whose row's slug starts the address (a product lives on its category's page). */
  parent?: string;
}

// The form holds the declared fields of each entity: exactly the fields its type is read from.
const fieldsOf = <T>(page: PageValues) => page as unknown as T;

/** The resources whose forms show the preview: those with a public page of their own. */
export const SEO_ENTRIES: Partial<Record<ContentEntityName, SeoEntry>> = {
  categoria: {
    head: (site, page) => categoryHead(site, fieldsOf<Categoria>(page)),
    titleField: 'nombre',
    descriptionField: 'descripcion',
    addressBy: 'slug',
  },
  producto: {
    // A new product has no id yet: its address ends in '?producto=' until it is saved.
    head: (site, page) =>
      productHead(site, page.parentSlug ?? '', {
        ...fieldsOf<Producto>(page),
        id: page.id ?? ('' as unknown as number),
      }),
    titleField: 'title',
    descriptionField: 'descripcion',
    addressBy: 'id',
    parent: 'categoria_id',
  },
  post: {
    head: (site, page) => postHead(site, fieldsOf<Post>(page)),
    titleField: 'title',
    descriptionField: 'description',
    addressBy: 'slug',
  },
  pagina: {
    head: (site, page) => pageHead(site, fieldsOf<Pagina>(page)),
    titleField: 'title',
    descriptionField: 'description',
    addressBy: 'slug',
  },
};
