import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { SafeHtml } from '@pasteleria/shared/safe-html';
import type { RichTextEditorProps } from './rich-text-editor';
import { useInBrowser } from '../components/in-browser';
// Quill's look comes with the form, not with the editor: the text shows as the editor will show it
// while the editor loads.
import 'react-quill-new/dist/quill.snow.css';
import './fields.css';

// The editor is a chunk of its own, downloaded by the forms that have a rich HTML field only.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * A rich HTML field (kind 'html'): the editor, loaded on first use. Quill needs the browser's
 * document: the server draws, and the browser hydrates, the field as it looks while it loads.
 */
export function RichTextField(props: RichTextEditorProps) {
  const inBrowser = useInBrowser();
  const loading = <EditorLoading value={props.value} />;
  if (!inBrowser) return loading;
  return (
    <Suspense fallback={loading}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/**
 * The field while its editor loads: the text it holds, where and as the editor will show it (Quill's
 * own boxes and classes), read-only, under a toolbar's room that says the editor is on its way.
 */
function EditorLoading({ value }: { value: string | undefined }) {
  return (
    <div className="admin-rich-text admin-rich-text--loading">
      <div className="quill">
        <div className="ql-toolbar ql-snow admin-rich-text__waiting" role="status">
          <Spin size="small" />
          Cargando editor...
        </div>
        <div className="ql-container ql-snow">
          <SafeHtml className="ql-editor admin-rich-text__text" html={value} />
        </div>
      </div>
    </div>
  );
}
