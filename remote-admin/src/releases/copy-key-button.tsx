import { App, Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';

/** 'Copiar clave': the secret to the clipboard, or, where the browser refuses, how to copy it by hand. */
export function CopyKeyButton({ secret }: { secret: string }) {
  const { message } = App.useApp();
  const copy = () => {
    // navigator.clipboard exists on https and localhost only.
    const written = navigator.clipboard?.writeText(secret) ?? Promise.reject(new Error('sin portapapeles'));
    written.then(
      () => void message.success('Clave copiada.'),
      () => void message.error('No se pudo copiar: selecciona la clave y cópiala a mano.', 6),
    );
  };
  return (
    <Button type="primary" icon={<CopyOutlined aria-hidden="true" />} onClick={copy}>
      Copiar clave
    </Button>
  );
}
