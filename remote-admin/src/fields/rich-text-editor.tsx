import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { App } from 'antd';
import { imageErrorMessage, prepareImage } from '../images/prepare-image';
import './fields.css';

type Quill = ReturnType<ReactQuill['getEditor']>;

/** SPEC §9: header levels 1 to 3, bold, italic, underline, strike, text color, background,
 *  ordered and bullet lists, alignment, link, image, clean. */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'image'],
  ['clean'],
];

/** Spanish names of the toolbar's buttons and pickers (Quill names them in English). */
const TOOL_NAMES: Record<string, string> = {
  header: 'Encabezado',
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  strike: 'Tachado',
  color: 'Color del texto',
  background: 'Color de fondo',
  'list:ordered': 'Lista numerada',
  'list:bullet': 'Lista con viñetas',
  align: 'Alineación',
  link: 'Enlace',
  image: 'Insertar imagen',
  clean: 'Quitar formato',
};

function nameToolbar(toolbar: HTMLElement | undefined) {
  toolbar?.querySelectorAll<HTMLElement>('button, .ql-picker-label').forEach((control) => {
    const owner = control.classList.contains('ql-picker-label') ? control.parentElement : control;
    const format = Array.from(owner?.classList ?? [])
      .find((c) => c.startsWith('ql-') && c !== 'ql-picker')
      ?.slice(3);
    const value = (control as HTMLButtonElement).value;
    const name = TOOL_NAMES[value ? `${format}:${value}` : (format ?? '')];
    if (name) {
      control.setAttribute('aria-label', name);
      control.setAttribute('title', name);
    }
  });
}

/** Pictures inside a text are shown at text width: a smaller bound than a form's photo. */
const INLINE_MAX_SIDE = 1200;

/** Quill's value for an empty document. */
const EMPTY = /^<p>(<br>|\s)*<\/p>$/;

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Spoken name of the editing area (the field's label). */
  label: string;
  id?: string;
}

type Range = { index: number; length: number };

/**
 * The editor of the rich HTML fields (react-quill-new, snow theme). Loaded only by the forms that
 * need it (see rich-text-field.tsx). A picture put in through the toolbar, a paste or a drop goes
 * through the same checks as any upload: images only, shrunk before it becomes part of the HTML.
 */
export default function RichTextEditor({ value, onChange, label, id }: RichTextEditorProps) {
  const { message } = App.useApp();
  const editorRef = useRef<ReactQuill>(null);
  const reportRef = useRef<(text: string) => void>(() => undefined);
  reportRef.current = (text) => void message.error(text);

  const modules = useMemo(() => {
    async function insertImages(quill: Quill, range: Range, files: File[]) {
      let index = range.index;
      if (range.length) quill.deleteText(range.index, range.length, 'user');
      for (const file of files) {
        try {
          const dataUrl = await prepareImage(file, { maxSide: INLINE_MAX_SIDE });
          quill.insertEmbed(index, 'image', dataUrl, 'user');
          index += 1;
        } catch (error) {
          reportRef.current(imageErrorMessage(error));
        }
      }
      quill.setSelection(index, 0, 'silent');
    }
    return {
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image(this: { quill: Quill }) {
            const quill = this.quill;
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = 'image/*';
            input.onchange = () => {
              const file = input.files?.[0];
              if (file)
                void insertImages(quill, quill.getSelection(true) ?? { index: quill.getLength(), length: 0 }, [file]);
            };
            input.click();
          },
        },
      },
      // Pasted and dropped files: every type reaches the handler, which refuses what is not an image.
      uploader: {
        mimetypes: [
          'image/png',
          'image/jpeg',
          'image/webp',
          'image/gif',
          'image/heic',
          'image/avif',
          'application/pdf',
          'text/plain',
        ],
        handler(this: { quill: Quill }, range: Range, files: File[]) {
          void insertImages(this.quill, range, files);
        },
      },
    };
  }, []);

  // One handler for the editor's whole life: ReactQuill re-renders when its onChange changes, and
  // the form hands a new one with every value, so each key would re-render the editor.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const report = useCallback((html: string, _delta: unknown, source: string) => {
    if (source === 'user') onChangeRef.current?.(EMPTY.test(html) ? '' : html);
  }, []);

  useEffect(() => {
    const quill = editorRef.current?.getEditor();
    if (!quill) return;
    quill.root.setAttribute('aria-label', label);
    if (id) quill.root.setAttribute('id', id);
    nameToolbar((quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container);
  }, [label, id]);

  return (
    <div className="admin-rich-text">
      <ReactQuill ref={editorRef} theme="snow" modules={modules} value={value ?? ''} onChange={report} />
    </div>
  );
}
