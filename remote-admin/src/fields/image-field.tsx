import { useEffect, useId, useRef, useState } from 'react';
import { App, Button, Spin } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { imageUrl, type ImageEntity } from '@pasteleria/shared';
import { imageErrorMessage, prepareImage } from '../images/prepare-image';
import './fields.css';

export interface ImageFieldProps {
  entity: ImageEntity;
  /** The stored file name of the row being edited (null on create or without a picture). */
  current?: string | null;
  /** The newly chosen picture, as a data-URL (Form.Item's value). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Told while a chosen picture is being checked and shrunk, so the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/**
 * A picture input: accepts images only, shrinks a big photo in the browser, previews the chosen
 * file, and shows the current picture on edit. The value is set only when a new file was chosen.
 */
export function ImageField({ entity, current, value, onChange, onBusyChange, id, ...aria }: ImageFieldProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const currentUrl = imageUrl(entity, current);

  // The file last taken: the one given before React took the input over reaches the field twice
  // (read as it is first shown, and its change event, which React passes on once it has hydrated it).
  const taken = useRef<File | undefined>(undefined);
  const choose = async (file: File | undefined) => {
    if (!file || file === taken.current) return;
    taken.current = file;
    setBusy(true);
    onBusyChange?.(true);
    try {
      onChange?.(await prepareImage(file));
    } catch (error) {
      void message.error(imageErrorMessage(error));
      setInputKey((k) => k + 1);
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  // A file given to the input the server drew, before React had taken it over, is taken now.
  useEffect(() => {
    void choose(inputRef.current?.files?.[0]);
    // Once, as the field is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const discard = () => {
    onChange?.(undefined);
    setInputKey((k) => k + 1);
    // 'Quitar' goes away with the preview: focus stays on the picture's own button.
    chooseRef.current?.focus();
  };

  return (
    <div className="admin-image-field">
      {/* The browser's own file input speaks the browser's language: a Spanish button opens it. */}
      <input
        key={inputKey}
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        onChange={(event) => void choose(event.target.files?.[0])}
        aria-describedby={hintId}
        aria-invalid={aria['aria-invalid']}
        disabled={busy}
        tabIndex={-1}
        className="admin-image-field__input"
      />
      {/* Busy, it shows a spinner but is not disabled: a disabled button would drop the keyboard's focus. */}
      <Button
        ref={chooseRef}
        icon={<UploadOutlined aria-hidden="true" />}
        onClick={() => inputRef.current?.click()}
        loading={busy}
      >
        {value || current ? 'Cambiar imagen' : 'Elegir imagen'}
      </Button>
      <p id={hintId} className="admin-image-field__hint">
        JPG, PNG, WebP o GIF. Las fotos grandes se reducen antes de enviarse.
      </p>
      <div className="admin-image-field__previews">
        {busy && <Spin size="small" description="Preparando la imagen..." />}
        {value && (
          <figure>
            <img src={value} alt="Vista previa de la imagen elegida" />
            <figcaption>
              Nueva imagen{' '}
              <Button size="small" icon={<DeleteOutlined aria-hidden="true" />} onClick={discard}>
                Quitar
              </Button>
            </figcaption>
          </figure>
        )}
        {currentUrl && (
          <figure className={value ? 'admin-image-field__replaced' : undefined}>
            <img src={currentUrl} alt="Imagen actual" />
            <figcaption>{value ? 'Imagen actual (se reemplazará)' : 'Imagen actual'}</figcaption>
          </figure>
        )}
      </div>
    </div>
  );
}
