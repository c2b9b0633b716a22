import { Table, Typography } from 'antd';
import type { ReleaseChange } from '@pasteleria/shared/federation';
import { DateTime, remoteLabel } from './release-words';

const columns = [
  { key: 'changedAt', title: 'Fecha', render: (_: unknown, c: ReleaseChange) => <DateTime iso={c.changedAt} /> },
  { key: 'remote', title: 'Remoto', render: (_: unknown, c: ReleaseChange) => remoteLabel(c.remote) },
  {
    key: 'change',
    title: 'Cambio',
    render: (_: unknown, c: ReleaseChange) => (
      <>
        <span className="admin-release-version">{c.from?.version ?? 'ninguna'}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> a </span>
        <span className="admin-release-version">{c.to.version}</span>
      </>
    ),
  },
  { key: 'changedBy', title: 'Quién', dataIndex: 'changedBy' },
];

/** The changes of live releases, newest first (the API keeps the last 100). */
export function ReleaseHistory({ history }: { history: ReleaseChange[] }) {
  return (
    <section className="admin-release-section" aria-labelledby="versiones-historial">
      <Typography.Title level={2} id="versiones-historial">
        Historial de publicaciones
      </Typography.Title>
      {history.length ? (
        <Table<ReleaseChange>
          rowKey="id"
          columns={columns}
          dataSource={history}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <Typography.Paragraph>Todavía no se ha publicado ninguna versión.</Typography.Paragraph>
      )}
    </section>
  );
}
