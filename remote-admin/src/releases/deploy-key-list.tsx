import { Spin, Table, Typography } from 'antd';
import type { DeployKey } from '@pasteleria/shared/federation';
import { LoadFailed } from '../components/load-failed';
import { DateTime } from './date-time';
import { remoteLabel } from './release-words';
import { RevokeKeyButton } from './revoke-key-button';
import { useDeployKeys } from './use-deploy-keys';

const columns = [
  { key: 'name', title: 'Nombre', dataIndex: 'name' },
  {
    key: 'remote',
    title: 'Remoto',
    render: (_: unknown, key: DeployKey) => `${remoteLabel(key.remote)} (${key.remote})`,
  },
  { key: 'createdAt', title: 'Creada', render: (_: unknown, key: DeployKey) => <DateTime iso={key.createdAt} /> },
  { key: 'createdBy', title: 'Creada por', dataIndex: 'createdBy' },
  { key: 'action', title: 'Acción', render: (_: unknown, key: DeployKey) => <RevokeKeyButton deployKey={key} /> },
];

/** The deploy keys that work (never their secrets), each with 'Revocar'. */
export function DeployKeyList() {
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
      scroll={{ x: 'max-content' }}
    />
  );
}
