import { Spin, Typography } from 'antd';
import { PageTitle } from '@pasteleria/shared';
import { LoadFailed } from '../components/load-failed';
import { DeployKeys } from './deploy-keys';
import { ReleaseHistory } from './release-history';
import { RemoteReleases } from './remote-releases';
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
      <DeployKeys />
    </>
  );
}

/** Each remote's releases, then the history of live changes; or what keeps them from showing. */
function ReleasesOverview() {
  const { data, isPending, isError, refetch } = useReleases();
  if (isPending)
    return (
      <div className="admin-centered" role="status">
        <Spin description="Cargando versiones..." />
      </div>
    );
  if (isError) return <LoadFailed message="No se pudieron cargar las versiones." onRetry={() => void refetch()} />;
  if (data.remotes.length === 0)
    return <Typography.Paragraph>Todavía no hay versiones registradas.</Typography.Paragraph>;
  return (
    <>
      {data.remotes.map((entry) => (
        <RemoteReleases key={entry.remote} entry={entry} history={data.history} />
      ))}
      <ReleaseHistory history={data.history} />
    </>
  );
}
