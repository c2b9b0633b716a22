import { Spin, Typography } from 'antd';
import { LoadFailed } from '../components/load-failed';
import { ReleaseHistory } from './release-history';
import { RemoteReleases } from './remote-releases';
import { useReleases } from './use-releases';

/** Each remote's releases, then the history of live changes; or what keeps them from showing. */
export function ReleasesOverview() {
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
