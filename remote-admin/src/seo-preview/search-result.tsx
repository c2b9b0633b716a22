import { useId } from 'react';
import { Typography } from 'antd';
import type { PageHead } from '@pasteleria/shared/seo';
import { PreviewNotes } from './preview-notes';

export const SEARCH_HEADING = 'Vista previa en buscadores';
const NO_ADDRESS = 'Sin dirección pública';

/** "https://pasteleria.mx › categorias › pasteles", as a search result shows an address. */
function breadcrumb(url: string): string {
  const { origin, pathname, search } = new URL(url);
  const steps = decodeURIComponent(pathname).split('/').filter(Boolean);
  const last = (steps.pop() ?? '') + search;
  return [origin, ...steps, ...(last ? [last] : [])].join(' › ');
}

export interface SearchResultProps {
  siteName: string;
  head: PageHead;
  url: string | null;
  notes: readonly string[];
}

/** The page as a search engine lists it: site and address, title as a link, two lines of description. */
export function SearchResult({ siteName, head, url, notes }: SearchResultProps) {
  const headingId = useId();
  return (
    <section className="admin-seo__section" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} className="admin-seo__heading">
        {SEARCH_HEADING}
      </Typography.Title>
      <div className="admin-seo-search">
        <div className="admin-seo-search__site">
          <span className="admin-seo-search__icon" aria-hidden="true">
            {Array.from(siteName)[0]}
          </span>
          <span className="admin-seo-search__source">
            <span className="admin-seo-search__name">{siteName}</span>
            <cite className="admin-seo-search__url" title={url ?? undefined}>
              {url ? breadcrumb(url) : NO_ADDRESS}
            </cite>
          </span>
        </div>
        <p className="admin-seo-search__title" title={head.title}>
          {head.title}
        </p>
        <p className="admin-seo-search__description">{head.description}</p>
      </div>
      <PreviewNotes notes={notes} />
    </section>
  );
}
