import { Typography } from 'antd';
import type { ReleaseChange, ReleaseRegistry } from '@pasteleria/shared/federation';
import { liveHeadingId } from './live-heading-id';
import { RELEASE_FIELDS } from './release-fields';
import { RevertButton } from './revert-button';
import { releaseBefore } from './use-releases';

type RemoteReleases = ReleaseRegistry['remotes'][number];

/** A remote's live release: its facts and 'Revertir' (to the one live before it, when there is one). */
export function LiveRelease({ entry, history }: { entry: RemoteReleases; history: ReleaseChange[] }) {
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
          {previous?.served ? (
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
