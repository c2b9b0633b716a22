import { Typography } from 'antd';
import type { ReleaseChange, ReleaseRegistry } from '@pasteleria/shared/federation';
import { LiveRelease } from './live-release';
import { OtherReleases } from './other-releases';
import { remoteLabel } from './release-words';

/** One remote, by its name for people and its technical name: what is live, and its other releases. */
export function RemoteReleases({
  entry,
  history,
}: {
  entry: ReleaseRegistry['remotes'][number];
  history: ReleaseChange[];
}) {
  const headingId = `versiones-${entry.remote}`;
  return (
    <section className="admin-release-remote" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {remoteLabel(entry.remote)} <span className="admin-release-remote__technical">{entry.remote}</span>
      </Typography.Title>
      <LiveRelease entry={entry} history={history} />
      <OtherReleases entry={entry} />
    </section>
  );
}
