import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import { App } from 'antd';
import { normalizeRichSpaces } from '@pasteleria/shared/entities';
import { imageErrorMessage, prepareImage } from '../images/prepare-image';
import { KEYBOARD_BINDINGS, makeAccessible, nameEditingArea, type EditingAreaNames } from './quill-a11y';
import './fields.css';

type Quill = ReturnType<ReactQuill['getEditor']>;

/** The toolbar: header levels 1 to 3, bold, italic, underline, strike, text color, background,
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

/** Pictures inside a text are shown at text width: a smaller bound than a form's photo. */
const INLINE_MAX_SIDE = 1200;

/** Quill's value for an empty document. */
const EMPTY = /^<p>(<br>|\s)*<\/p>$/;

export interface RichTextEditorProps extends EditingAreaNames {
  value?: string;
  onChange?: (html: string) => void;
}

type Range = { index: number; length: number };

/**
 * The editor of the rich HTML fields (react-quill-new, snow theme). Loaded only by the forms that
 * need it (see rich-text-field.tsx). A picture put in through the toolbar, a paste or a drop goes
 * through the same checks as any upload: images only, shrunk before it becomes part of the HTML.
 */
export default function RichTextEditor({ value, onChange, ...names }: RichTextEditorProps) {
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
      keyboard: { bindings: KEYBOARD_BINDINGS },
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
  // The form gets the text as it is stored (plain spaces, no editor markup); Quill keeps its own
  // HTML, which it would otherwise take as a new value and reload, caret and all.
  const last = useRef({ quill: '', form: '' });
  const report = useCallback((html: string, _delta: unknown, source: string) => {
    if (source !== 'user') return;
    last.current = { quill: html, form: EMPTY.test(html) ? '' : normalizeRichSpaces(html) };
    onChangeRef.current?.(last.current.form);
  }, []);
  const shown = value === last.current.form ? last.current.quill : (value ?? '');

  useEffect(() => {
    const quill = editorRef.current?.getEditor();
    if (!quill) return;
    makeAccessible((quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container, quill.container);
  }, []);

  const { label, id } = names;
  const describedBy = names['aria-describedby'];
  const invalid = names['aria-invalid'];
  const required = names['aria-required'];
  useEffect(() => {
    const quill = editorRef.current?.getEditor();
    if (!quill) return;
    nameEditingArea(quill.root, {
      label,
      id,
      'aria-describedby': describedBy,
      'aria-invalid': invalid,
      'aria-required': required,
    });
  }, [label, id, describedBy, invalid, required]);

  return (
    <div className="admin-rich-text">
      <ReactQuill ref={editorRef} theme="snow" modules={modules} value={shown} onChange={report} />
    </div>
  );
}
