import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Period } from './period';
import { downloadStatisticsCsv } from '@pasteleria/shared/admin';

/** 'Descargar CSV': the period's days and products as a spreadsheet file; says so when it fails. */
export function CsvButton({ period }: { period: Period }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadStatisticsCsv(period);
    } catch {
      void message.error('No se pudo descargar el CSV. Intenta de nuevo.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} loading={busy} onClick={() => void download()}>
      Descargar CSV
    </Button>
  );
}
