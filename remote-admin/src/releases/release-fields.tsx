import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { Release } from '@pasteleria/shared/federation';
import { DateTime } from './date-time';
import { SOURCE_LABELS } from './release-words';

/** What is shown of a release, in order: the live one's facts and the other releases' columns. */
export const RELEASE_FIELDS: ReadonlyArray<{ key: string; label: string; render: (release: Release) => ReactNode }> = [
  { key: 'version', label: 'Versión', render: (r) => <span className="admin-release-version">{r.version}</span> },
  { key: 'source', label: 'Origen', render: (r) => SOURCE_LABELS[r.source] ?? r.source },
  {
    key: 'notes',
    label: 'Notas',
    render: (r) => (
      <span className="admin-release-notes">
        {r.notes || <Typography.Text type="secondary">Sin notas</Typography.Text>}
      </span>
    ),
  },
  { key: 'createdBy', label: 'Registrada por', render: (r) => r.createdBy },
  { key: 'createdAt', label: 'Fecha', render: (r) => <DateTime iso={r.createdAt} /> },
];
