import type { FormInstance } from 'antd';
import type { Resource, Row } from '../resources';
import type { SeoEntry } from './page-heads';
import { useSeoPreview } from './use-seo-preview';
import { SearchResult } from './search-result';
import { ShareCard } from './share-card';
import './seo-preview.css';

export interface SeoPreviewProps {
  resource: Resource;
  seo: SeoEntry;
  form: FormInstance;
  /** The row being edited; undefined on create. */
  row?: Row;
  className?: string;
}

/**
 * Beside a form's fields: what a search engine and a shared link will show of the page, built by
 * the same head function the server writes the page's <head> with (in the manner of Yoast).
 */
export function SeoPreview({ resource, seo, form, row, className }: SeoPreviewProps) {
  const preview = useSeoPreview(resource, seo, form, row);
  return (
    <div className={['admin-seo', className].filter(Boolean).join(' ')}>
      <SearchResult siteName={preview.siteName} head={preview.head} url={preview.url} notes={preview.notes} />
      <ShareCard head={preview.head} domain={window.location.host} picture={preview.picture} picturePending={preview.picturePending} />
    </div>
  );
}
