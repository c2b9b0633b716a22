import { Table, Typography } from 'antd';
import type { Release, ReleaseRegistry } from '@pasteleria/shared/federation';
import { ReleaseActions } from './release-actions';
import { RELEASE_FIELDS } from './release-fields';

const columns = [
  ...RELEASE_FIELDS.map(({ key, label, render }) => ({
    key,
    title: label,
    render: (_: unknown, release: Release) => render(release),
  })),
  { key: 'actions', title: 'Acciones', render: (_: unknown, release: Release) => <ReleaseActions release={release} /> },
];

/** A remote's releases but the live one, newest first, each with 'Vista previa' and 'Publicar'. */
export function OtherReleases({ entry }: { entry: ReleaseRegistry['remotes'][number] }) {
  const others = entry.releases.filter((release) => release.id !== entry.live?.id);
  return (
    <div className="admin-release-others">
      <Typography.Title level={3}>Otras versiones</Typography.Title>
      {others.length ? (
        <Table<Release>
          rowKey="id"
          columns={columns}
          dataSource={others}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <Typography.Paragraph>No hay otras versiones.</Typography.Paragraph>
      )}
    </div>
  );
}
