import { useState } from 'react';
import { StopOutlined } from '@ant-design/icons';
import { Spin, Table, Typography } from 'antd';
import { DEPLOY_KEY_WARN_DAYS, type DeployKey } from '@pasteleria/shared/federation';
import { ConfirmButton } from '../components/confirm-button';
import { LoadFailed } from '../components/load-failed';
import { StatusTag } from '../components/status-tag';
import { labelCells, STACKED_TABLE } from '../components/stacked-table';
import { CreateDeployKeyForm } from './new-deploy-key';
import { DateTime, remoteLabel } from './release-words';
import { useDeployKeys, useRevokeDeployKey } from './use-deploy-keys';

/** 'Claves de publicación': what a deploy key may do, a form for a new one, and the keys that work. */
export function DeployKeys() {
  return (
    <section className="admin-release-section" aria-labelledby="versiones-claves">
      <Typography.Title level={2} id="versiones-claves">
        Claves de publicación
      </Typography.Title>
      <Typography.Paragraph>
        Con una clave, el equipo de una parte del sitio sube y publica sus versiones (npm run release) sin iniciar
        sesión. Cada clave solo puede publicar su remoto, y caduca en la fecha que se eligió al crearla.
      </Typography.Paragraph>
      <CreateDeployKeyForm />
      <DeployKeyList />
    </section>
  );
}

const columns = labelCells([
  { key: 'name', title: 'Nombre', dataIndex: 'name' },
  {
    key: 'remote',
    title: 'Remoto',
    render: (_: unknown, key: DeployKey) => `${remoteLabel(key.remote)} (${key.remote})`,
  },
  { key: 'createdAt', title: 'Creada', render: (_: unknown, key: DeployKey) => <DateTime iso={key.createdAt} /> },
  { key: 'createdBy', title: 'Creada por', dataIndex: 'createdBy' },
  { key: 'expiresAt', title: 'Caduca', render: (_: unknown, key: DeployKey) => <Expiry iso={key.expiresAt} /> },
  { key: 'lastUsed', title: 'Último uso', render: (_: unknown, key: DeployKey) => <LastUse deployKey={key} /> },
  { key: 'action', title: 'Acción', render: (_: unknown, key: DeployKey) => <RevokeKeyButton deployKey={key} /> },
]);

/** The deploy keys that work (never their secrets), each with 'Revocar'. */
function DeployKeyList() {
  const { data: keys, isPending, isError, refetch } = useDeployKeys();
  if (isPending)
    return (
      <div className="admin-centered" role="status">
        <Spin description="Cargando claves..." />
      </div>
    );
  if (isError)
    return <LoadFailed message="No se pudieron cargar las claves de publicación." onRetry={() => void refetch()} />;
  if (keys.length === 0) return <Typography.Paragraph>No hay claves de publicación.</Typography.Paragraph>;
  return (
    <Table<DeployKey>
      rowKey="id"
      columns={columns}
      dataSource={keys}
      pagination={false}
      size="small"
      className={STACKED_TABLE}
      scroll={{ x: 'max-content' }}
    />
  );
}

const DAY_MS = 86_400_000;

/** When a key stops working, marked once it is near (within the days `npm run release` warns of it) or past. */
function Expiry({ iso }: { iso: string | undefined }) {
  // When the list was drawn: a key that expires while it is open shows so on the next load.
  const [now] = useState(Date.now);
  if (!iso) return <span>Sin fecha</span>;
  const left = Date.parse(iso) - now;
  return (
    <span className="admin-key-expiry">
      <DateTime iso={iso} />
      {left <= 0 ? (
        <StatusTag tone="bad">Caducada</StatusTag>
      ) : left <= DEPLOY_KEY_WARN_DAYS * DAY_MS ? (
        <StatusTag tone="warning">Caduca pronto</StatusTag>
      ) : null}
    </span>
  );
}

/** When and from which address the key was last used, or that it never was. */
function LastUse({ deployKey }: { deployKey: DeployKey }) {
  if (!deployKey.lastUsedAt) return <span>Nunca</span>;
  return (
    <span>
      <DateTime iso={deployKey.lastUsedAt} />
      {deployKey.lastUsedFrom ? ` desde ${deployKey.lastUsedFrom}` : ''}
    </span>
  );
}

/** 'Revocar', after a confirmation: the key stops working at once; focus moves on to the next key. */
function RevokeKeyButton({ deployKey }: { deployKey: DeployKey }) {
  const revoke = useRevokeDeployKey();
  return (
    <ConfirmButton
      question={`¿Revocar la clave «${deployKey.name}»?`}
      description="Deja de funcionar al instante: quien la use ya no podrá publicar."
      confirmText="Revocar"
      removes="tr[data-row-key]"
      size="small"
      icon={<StopOutlined aria-hidden="true" />}
      onConfirm={() => revoke.mutateAsync(deployKey)}
      loading={revoke.isPending}
      aria-label={`Revocar la clave «${deployKey.name}»`}
    >
      Revocar
    </ConfirmButton>
  );
}
