import { useEffect, useRef } from 'react';
import { Alert, App, Button, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { renewRecoveryCodes } from '@pasteleria/shared/admin';
import { ConfirmButton } from '../components/confirm-button';
import { useSecurityChange } from './security-queries';

/**
 * Recovery codes just made, shown this once: the codes, 'Copiar códigos', 'Descargar', and the
 * warning that they are not shown again. Focus comes to its heading as it shows; 'Ya los guardé' hides it.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { message } = App.useApp();
  useEffect(() => heading.current?.focus(), [codes]);
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('sin portapapeles'));
    written.then(
      () => void message.success('Códigos copiados.'),
      () => void message.error('No se pudo copiar: selecciona los códigos y cópialos a mano.', 6),
    );
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'codigos-de-recuperacion.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  };
  return (
    <section className="admin-security-codes" aria-labelledby="seguridad-codigos-nuevos">
      <Typography.Title level={3} id="seguridad-codigos-nuevos" ref={heading} tabIndex={-1}>
        Tus códigos de recuperación
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Guárdalos ahora: no se volverán a mostrar."
        description="Si pierdes tu teléfono o tu llave de acceso, cada código te deja entrar una vez. Guárdalos en un lugar seguro, fuera de este dispositivo."
      />
      <ol className="admin-security-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined aria-hidden="true" />} onClick={copy}>
          Copiar códigos
        </Button>
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={download}>
          Descargar
        </Button>
        <Button type="primary" onClick={onDone}>
          Ya los guardé
        </Button>
      </Space>
    </section>
  );
}

/** How many recovery codes are left, and 'Generar códigos nuevos' (the old ones stop working). */
export function RecoveryCodesSection({ left, onNewCodes }: { left: number; onNewCodes: (codes: string[]) => void }) {
  const renew = useSecurityChange(() => renewRecoveryCodes(), {
    failed: 'No se pudieron generar códigos nuevos. Intenta de nuevo.',
  });
  return (
    <section className="admin-security-section" aria-labelledby="seguridad-codigos">
      <Typography.Title level={2} id="seguridad-codigos">
        Códigos de recuperación
      </Typography.Title>
      <Typography.Paragraph>
        {left === 0
          ? 'No te queda ningún código: genera unos nuevos para poder entrar si pierdes tu segundo paso.'
          : left === 1
            ? 'Te queda 1 código sin usar.'
            : `Te quedan ${left} códigos sin usar.`}
      </Typography.Paragraph>
      <ConfirmButton
        question="¿Generar códigos nuevos?"
        description="Los códigos que tienes ahora dejarán de servir."
        confirmText="Generar"
        danger={false}
        icon={<ReloadOutlined aria-hidden="true" />}
        loading={renew.isPending}
        onConfirm={async () => onNewCodes((await renew.mutateAsync(undefined)).recoveryCodes)}
      >
        Generar códigos nuevos
      </ConfirmButton>
    </section>
  );
}
