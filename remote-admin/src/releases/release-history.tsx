import { Table, Tag, Typography } from 'antd';
import { ROLLOUT_ANALYSIS_ACTOR, type ReleaseChange } from '@pasteleria/shared/federation';
import { labelCells, STACKED_TABLE } from '../components/stacked-table';
import { changeLabel, DateTime, remoteLabel } from './release-words';

const columns = labelCells([
  { key: 'changedAt', title: 'Fecha', render: (_: unknown, c: ReleaseChange) => <DateTime iso={c.changedAt} /> },
  { key: 'remote', title: 'Remoto', render: (_: unknown, c: ReleaseChange) => remoteLabel(c.remote) },
  {
    key: 'change',
    title: 'Cambio',
    render: (_: unknown, c: ReleaseChange) => {
      const label = changeLabel(c.kind, c.share);
      return (
        <>
          {label && <span className="admin-release-change">{label}: </span>}
          <span className="admin-release-version">{c.from?.version ?? 'ninguna'}</span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> a </span>
          <span className="admin-release-version">{c.to.version}</span>
        </>
      );
    },
  },
  {
    key: 'changedBy',
    title: 'Quién',
    render: (_: unknown, c: ReleaseChange) =>
      c.changedBy === ROLLOUT_ANALYSIS_ACTOR ? <Tag>Automático</Tag> : c.changedBy,
  },
  {
    key: 'reason',
    title: 'Motivo',
    render: (_: unknown, c: ReleaseChange) => <span className="admin-release-notes">{c.reason}</span>,
  },
]);

/**
 * The changes of live releases, newest first (the API keeps the last 100): what went live, each
 * step of a rollout, who did it (the analysis's own steps marked 'Automático') and why.
 */
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
          className={STACKED_TABLE}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <Typography.Paragraph>Todavía no se ha publicado ninguna versión.</Typography.Paragraph>
      )}
    </section>
  );
}
