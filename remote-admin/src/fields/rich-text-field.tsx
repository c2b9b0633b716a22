import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor';
import './fields.css';

// The editor and its stylesheet are a chunk of their own, downloaded by the forms that have a
// rich HTML field only.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A rich HTML field (kind 'html'): the editor, loaded on first use. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="admin-rich-text--loading">
          <Spin description="Cargando editor..." />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
