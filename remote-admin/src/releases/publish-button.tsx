import { CloudUploadOutlined } from '@ant-design/icons';
import type { Release } from '@pasteleria/shared/federation';
import { ConfirmButton } from '../components/confirm-button';
import { liveHeading } from './live-heading-id';
import { remoteLabel } from './release-words';
import { useMakeLive } from './use-make-live';

/** 'Publicar', after a confirmation: the release becomes its remote's live one; focus goes to what is live. */
export function PublishButton({ release }: { release: Release }) {
  const makeLive = useMakeLive();
  const remote = remoteLabel(release.remote);
  return (
    <ConfirmButton
      question={`¿Publicar la versión ${release.version} de ${remote}?`}
      description="Los visitantes la recibirán desde su próxima visita."
      confirmText="Publicar"
      danger={false}
      type="primary"
      size="small"
      icon={<CloudUploadOutlined aria-hidden="true" />}
      onConfirm={() => makeLive.mutateAsync(release)}
      focusAfter={() => liveHeading(release.remote)}
      loading={makeLive.isPending}
      aria-label={`Publicar ${release.version} de ${remote}`}
    >
      Publicar
    </ConfirmButton>
  );
}
