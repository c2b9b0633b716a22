import { useEffect, useRef } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import type { NewDeployKey as Created } from '@pasteleria/shared/federation';
import { CopyKeyButton } from './copy-key-button';
import { remoteLabel } from './release-words';

/**
 * The key just created, shown this once: the secret, 'Copiar clave', and the warning that it is
 * not shown again. Focus comes to its heading as it shows; 'Ya la guardé' hides it.
 */
export function NewDeployKey({ created, onDone }: { created: Created; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [created]);
  return (
    <section className="admin-new-key" aria-labelledby="versiones-clave-nueva">
      <Typography.Title level={3} id="versiones-clave-nueva" ref={heading} tabIndex={-1}>
        {`Clave «${created.name}» de ${remoteLabel(created.remote)}`}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="Cópiala ahora: no se volverá a mostrar."
        description="Guárdala como secreto RELEASE_KEY del equipo que publica este remoto. Si se pierde, revócala y crea otra."
      />
      <code className="admin-new-key__secret">{created.key}</code>
      <Space wrap>
        <CopyKeyButton secret={created.key} />
        <Button onClick={onDone}>Ya la guardé</Button>
      </Space>
    </section>
  );
}
