import { memo, useDeferredValue } from 'react';
import { Form, type FormInstance } from 'antd';
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

interface PreviewBodyProps extends Omit<SeoPreviewProps, 'form'> {
  /** The form's values the preview shows (they may lag a key or two behind while the owner types). */
  values: Record<string, unknown>;
}

/** The two previews of `values`: re-rendered only when the values they are given change. */
const PreviewBody = memo(function PreviewBody({ resource, seo, values, row, className }: PreviewBodyProps) {
  const preview = useSeoPreview(resource, seo, values, row);
  return (
    <div className={['admin-seo', className].filter(Boolean).join(' ')}>
      <SearchResult siteName={preview.siteName} head={preview.head} url={preview.url} notes={preview.notes} />
      <ShareCard
        head={preview.head}
        domain={preview.domain}
        picture={preview.picture}
        picturePending={preview.picturePending}
      />
    </div>
  );
});

/**
 * Beside a form's fields: what a search engine and a shared link will show of the page, built by
 * the same head function the server writes the page's <head> with (in the manner of Yoast).
 * The form's values are watched here only, so the form itself does not re-render; the previews
 * follow them as a deferred value, so a keystroke paints its own field first and the previews
 * catch up in the background (a new key interrupts them).
 */
export const SeoPreview = memo(function SeoPreview({ form, ...props }: SeoPreviewProps) {
  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined;
  // Before the first watch the store already holds the starting values.
  const values = useDeferredValue(watched ?? (form.getFieldsValue(true) as Record<string, unknown>));
  return <PreviewBody {...props} values={values} />;
});
