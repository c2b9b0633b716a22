import type { ReactNode } from 'react';
import { Space, Table, Typography } from 'antd';
import type { Release, ReleaseChange, ReleaseRegistry } from '@pasteleria/shared/federation';
import { LoadFailed } from '../components/load-failed';
import { labelCells, STACKED_TABLE } from '../components/stacked-table';
import { StartRolloutButton } from './new-rollout';
import { liveHeadingId, PreviewButton, PublishButton, RevertButton } from './release-buttons';
import { DateTime, remoteLabel, SOURCE_LABELS } from './release-words';
import { LiveVitals } from './release-vitals';
import { RolloutPanel } from './rollout';
import { releaseBefore } from './use-releases';
import { useRollout } from './use-rollouts';

type RemoteEntry = ReleaseRegistry['remotes'][number];

/** What is shown of a release, in order: the live one's facts and the other releases' columns. */
const RELEASE_FIELDS: ReadonlyArray<{ key: string; label: string; render: (release: Release) => ReactNode }> = [
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

/**
 * One remote, by its name for people and its technical name: what is live and how fast it is for
 * the browsers that measured it, its rollout (the running one, or how the last one ended), and its
 * other releases.
 */
export function RemoteReleases({ entry, history }: { entry: RemoteEntry; history: ReleaseChange[] }) {
  const headingId = `versiones-${entry.remote}`;
  const rollout = useRollout(entry.remote);
  const rollingOut = rollout.data?.status === 'running';
  return (
    <section className="admin-release-remote" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {remoteLabel(entry.remote)} <span className="admin-release-remote__technical">{entry.remote}</span>
      </Typography.Title>
      <LiveRelease entry={entry} history={history} rollingOut={rollingOut} />
      {entry.live && <LiveVitals remote={entry.remote} />}
      {rollout.data && <RolloutPanel rollout={rollout.data} />}
      {rollout.isError && (
        <LoadFailed
          message={`No se pudo cargar el despliegue gradual de ${remoteLabel(entry.remote)}.`}
          onRetry={() => void rollout.refetch()}
        />
      )}
      <OtherReleases entry={entry} rollingOut={rollingOut} />
    </section>
  );
}

/**
 * A remote's live release: its facts and 'Revertir' (to the one live before it, when there is one).
 * While a rollout runs, the site refuses to make another release live for everyone: its own
 * buttons decide, and this says so instead of offering 'Revertir'.
 */
function LiveRelease({
  entry,
  history,
  rollingOut,
}: {
  entry: RemoteEntry;
  history: ReleaseChange[];
  rollingOut: boolean;
}) {
  const { remote, live, releases } = entry;
  const previous = live && releaseBefore(live, releases, history);
  return (
    <div className="admin-release-live">
      {/* Focus comes here once the live release changed (Publicar, Revertir). */}
      <Typography.Title level={3} id={liveHeadingId(remote)} tabIndex={-1}>
        Versión publicada
      </Typography.Title>
      {live ? (
        <>
          <dl className="admin-release-facts">
            {RELEASE_FIELDS.map((field) => (
              <div key={field.key}>
                <dt>{field.label}</dt>
                <dd>{field.render(live)}</dd>
              </div>
            ))}
          </dl>
          {rollingOut ? (
            <Typography.Paragraph type="secondary">
              Mientras dure el despliegue gradual, ninguna otra versión se publica para todos: avánzalo, complétalo o
              detenlo desde su panel.
            </Typography.Paragraph>
          ) : previous?.served ? (
            <RevertButton previous={previous} />
          ) : previous ? (
            <Typography.Paragraph type="secondary">
              {`La versión anterior, ${previous.version}, ya no se conserva: no se puede revertir.`}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : (
        <Typography.Paragraph>Ninguna versión publicada.</Typography.Paragraph>
      )}
    </div>
  );
}

const FIELD_COLUMNS = RELEASE_FIELDS.map(({ key, label, render }) => ({
  key,
  title: label,
  render: (_: unknown, release: Release) => render(release),
}));
/** The columns, with the actions a release has while a rollout of the remote runs or not. */
const OTHER_COLUMNS = (rollingOut: boolean) =>
  labelCells([
    ...FIELD_COLUMNS,
    {
      key: 'actions',
      title: 'Acciones',
      render: (_: unknown, release: Release) => <ReleaseActions release={release} rollingOut={rollingOut} />,
    },
  ]);

/**
 * A remote's releases but the live one, newest first, each with 'Vista previa', 'Publicar' and
 * 'Iniciar despliegue gradual' (only 'Vista previa' while a rollout runs).
 */
function OtherReleases({ entry, rollingOut }: { entry: RemoteEntry; rollingOut: boolean }) {
  const others = entry.releases.filter((release) => release.id !== entry.live?.id);
  return (
    <div className="admin-release-others">
      <Typography.Title level={3}>Otras versiones</Typography.Title>
      {others.length ? (
        <Table<Release>
          rowKey="id"
          columns={OTHER_COLUMNS(rollingOut)}
          dataSource={others}
          pagination={false}
          size="small"
          className={STACKED_TABLE}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <Typography.Paragraph>No hay otras versiones.</Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * A release's 'Vista previa', 'Publicar' and 'Iniciar despliegue gradual' (the last two not while a
 * rollout of the remote runs); none once its files are gone, and why.
 */
function ReleaseActions({ release, rollingOut }: { release: Release; rollingOut: boolean }) {
  if (!release.served)
    return (
      <Typography.Text type="secondary" className="admin-release-gone">
        Sus archivos ya no se conservan: no se puede ver ni publicar.
      </Typography.Text>
    );
  return (
    <Space orientation="vertical" size="small">
      <PreviewButton release={release} />
      {!rollingOut && <PublishButton release={release} />}
      {/* Kept while a rollout runs (its button hidden): the dialog that started it is still closing. */}
      <StartRolloutButton release={release} hidden={rollingOut} />
    </Space>
  );
}
