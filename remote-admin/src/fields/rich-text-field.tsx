import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useInBrowser } from '../components/in-browser';
import type { RichTextEditorProps } from './rich-text-editor';
import './fields.css';

// The editor and its stylesheet are a chunk of their own, downloaded by the forms that have a
// rich HTML field only.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * A rich HTML field (kind 'html'): the editor, loaded on first use. Quill needs the browser's
 * document: the server draws, and the browser hydrates, the field as it looks while it loads.
 */
export function RichTextField(props: RichTextEditorProps) {
  const inBrowser = useInBrowser();
  const loading = (
    <div className="admin-rich-text--loading">
      <Spin description="Cargando editor..." />
    </div>
  );
  if (!inBrowser) return loading;
  return (
    <Suspense fallback={loading}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
