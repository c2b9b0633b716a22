import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRuntimeConfig, getSlides, imageUrl, pageOrigin } from '@pasteleria/shared';
import { shareImage, type PageHead } from '@pasteleria/shared/seo';
import { findResource, type Resource, type Row } from '../resources';
import { useRows } from '../data/resource-queries';
import { queryKeys } from '../query-keys';
import { NEW_IMAGE } from '../resource-form/form-values';
import type { SeoEntry } from './page-heads';
import { pageDraft } from './page-values';
import { headNotes } from './head-notes';

/** Where the picture of a shared link comes from. */
export type PictureSource = 'new' | 'own' | 'site';

export interface SeoPreviewModel {
  siteName: string;
  /** What the server will write into the page's <head> once the form is saved. */
  head: PageHead;
  /** The page's address (this site's origin + head.path), or null while it has none. */
  url: string | null;
  /** This site's host (`pasteleria.example`), the domain a shared card names. */
  domain: string;
  /** What the owner should know about the title, description and address. */
  notes: string[];
  /** The picture a shared link shows, or null (none, or the site's still loading: `picturePending`). */
  picture: { src: string; source: PictureSource } | null;
  picturePending: boolean;
}

/** The parent rows a page's address needs (a product's categories): the select's own cached query. */
function useParentRows(resource: Resource, entry: SeoEntry) {
  const field = entry.parent ? resource.declaration.fields[entry.parent] : undefined;
  const target = field?.kind === 'ref' ? findResource(field.entity) : undefined;
  return useRows(target ?? resource, target !== undefined).data;
}

/**
 * The search result and shared card of the row the form is editing, from the form's current
 * `values` (seo-preview.tsx watches them), through the same head function the server uses.
 */
export function useSeoPreview(
  resource: Resource,
  entry: SeoEntry,
  values: Record<string, unknown>,
  row?: Row,
): SeoPreviewModel {
  const parentRows = useParentRows(resource, entry);
  const siteName = getRuntimeConfig().site.name;

  const draft = useMemo(() => {
    const site = { name: siteName };
    const { page, addressed, notes } = pageDraft({ resource, entry, values, row, parentRows });
    const head = entry.head(site, page);
    return { head, addressed, notes: [...notes, ...headNotes(resource, entry, site, page, head)] };
  }, [resource, entry, values, row, parentRows, siteName]);
  const { head } = draft;
  const slides = useQuery({ queryKey: queryKeys.publicSlides, queryFn: getSlides, enabled: !head.image });
  const chosen = values[NEW_IMAGE];
  const picture = useMemo(() => {
    const image = shareImage(head, slides.data ?? []);
    const src = image && imageUrl(image.entity, image.name);
    const source: PictureSource =
      image?.entity === 'slide' ? 'site' : typeof chosen === 'string' && chosen ? 'new' : 'own';
    return { picture: src ? { src, source } : null, pending: !image && slides.isPending };
  }, [head, slides.data, slides.isPending, chosen]);

  return {
    siteName,
    head,
    url: draft.addressed ? pageOrigin() + head.path : null,
    domain: pageOrigin().replace(/^[a-z]+:\/\//, ''),
    notes: draft.notes,
    picture: picture.picture,
    picturePending: picture.pending,
  };
}
