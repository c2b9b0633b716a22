import { RollbackOutlined } from '@ant-design/icons';
import type { Release } from '@pasteleria/shared/federation';
import { ConfirmButton } from '../components/confirm-button';
import { liveHeading } from './live-heading-id';
import { remoteLabel } from './release-words';
import { useMakeLive } from './use-make-live';

/** 'Revertir', after a confirmation: `previous`, the release live before the current one, is live again. */
export function RevertButton({ previous }: { previous: Release }) {
  const makeLive = useMakeLive();
  const remote = remoteLabel(previous.remote);
  return (
    <ConfirmButton
      question={`¿Volver a la versión ${previous.version} de ${remote}?`}
      description="Es la que estaba publicada antes. Los visitantes la recibirán desde su próxima visita."
      confirmText="Revertir"
      danger={false}
      icon={<RollbackOutlined aria-hidden="true" />}
      onConfirm={() => makeLive.mutateAsync(previous)}
      focusAfter={() => liveHeading(previous.remote)}
      loading={makeLive.isPending}
      aria-label={`Revertir ${remote} a ${previous.version}`}
    >
      Revertir
    </ConfirmButton>
  );
}
