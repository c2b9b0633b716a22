import { Space, Typography } from 'antd';
import type { Release } from '@pasteleria/shared/federation';
import { PreviewButton } from './preview-button';
import { PublishButton } from './publish-button';

/** A release's 'Vista previa' and 'Publicar'; neither once its files are gone, and why. */
export function ReleaseActions({ release }: { release: Release }) {
  if (!release.served)
    return (
      <Typography.Text type="secondary" className="admin-release-gone">
        Sus archivos ya no se conservan: no se puede ver ni publicar.
      </Typography.Text>
    );
  return (
    <Space orientation="vertical" size="small">
      <PreviewButton release={release} />
      <PublishButton release={release} />
    </Space>
  );
}
