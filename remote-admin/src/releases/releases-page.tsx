import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { LoadFailed } from '../components/load-failed';
import { DeployKeys } from './deploy-keys';
import { ReleaseHistory } from './release-history';
import { rolloutQuery } from './release-queries';
import { RemoteReleases } from './remote-releases';
import { useReleaseVitals } from './use-release-vitals';
import { useReleases } from './use-releases';
import './releases.css';

/**
 * /admin/versiones: 'Versiones'. Each part of the site (a remote) is published on its own: which
 * release visitors get, the others to preview, publish or go back to, the history of changes, and
 * the deploy keys a team publishes with.
 */
export function ReleasesPage() {
  return (
    <>
      <PageTitle text="Versiones" />
      <Typography.Title level={1} className="admin-page-title">
        Versiones
      </Typography.Title>
      <Typography.Paragraph className="admin-releases-intro">
        Cada parte del sitio se publica por separado. Aquí ves qué versión reciben los visitantes; puedes probar otra en
        vista previa (solo tú la ves), publicarla o volver a la anterior.
      </Typography.Paragraph>
      <ReleasesOverview />
    </>
  );
}

/**
 * Each remote's releases, then the history of live changes; or what keeps them from showing; then
 * the deploy keys. They show once each remote's rollout and the browsers' figures are known too
 * (asked for side by side with the releases), so that neither pushes the releases below it down as
 * it arrives; and the keys with them, not drawn first where the releases then push them from.
 */
function ReleasesOverview() {
  const { data, isPending, isError, refetch } = useReleases();
  const vitals = useReleaseVitals();
  const rollouts = useQueries({ queries: (data?.remotes ?? []).map((entry) => rolloutQuery(entry.remote)) });
  // Once: a later load of either (a retry after a failure, a refresh) never hides the releases again.
  const [answered, setAnswered] = useState(false);
  if (!answered && !isPending && !vitals.isPending && rollouts.every((rollout) => !rollout.isPending))
    setAnswered(true);
  if (isPending || !answered)
    return (
      <div className="admin-centered" role="status">
        <Spin description="Cargando versiones..." />
      </div>
    );
  return (
    <>
      {isError ? (
        <LoadFailed message="No se pudieron cargar las versiones." onRetry={() => void refetch()} />
      ) : data.remotes.length === 0 ? (
        <Typography.Paragraph>Todavía no hay versiones registradas.</Typography.Paragraph>
      ) : (
        <>
          {data.remotes.map((entry) => (
            <RemoteReleases key={entry.remote} entry={entry} history={data.history} />
          ))}
          <ReleaseHistory history={data.history} />
        </>
      )}
      <DeployKeys />
    </>
  );
}
