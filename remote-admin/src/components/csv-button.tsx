import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/** 'Descargar CSV': runs the screen's download (a spreadsheet file of what it shows); says so when it fails. */
export function CsvButton({ download }: { download: () => Promise<void> }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      void message.error('No se pudo descargar el CSV. Intenta de nuevo.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} loading={busy} onClick={() => void run()}>
      Descargar CSV
    </Button>
  );
}
