import { CloudUploadOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import type { Release, RemoteName } from '@pasteleria/shared/federation';
import { startPreview } from '@pasteleria/shared/releases';
import { ConfirmButton } from '../components/confirm-button';
import { remoteLabel } from './release-words';
import { useMakeLive } from './use-releases';

/** The id of a remote's 'Versión publicada' heading, where focus goes once its live release changed. */
export function liveHeadingId(remote: RemoteName): string {
  return `versiones-${remote}-publicada`;
}

/** That heading, once on the page. */
function liveHeading(remote: RemoteName): HTMLElement | null {
  return document.getElementById(liveHeadingId(remote));
}

/**
 * The site, as a preview opens it: its home with a full page load, whose start-up then reads the
 * preview. An object, so that a test stands in for the navigation jsdom does not do.
 */
export const site = {
  open(): void {
    window.location.assign('/');
  },
};

/** 'Vista previa', after a confirmation: the site opens in this tab with this release, for this admin alone. */
export function PreviewButton({ release }: { release: Release }) {
  const remote = remoteLabel(release.remote);
  const open = async () => {
    startPreview(release);
    site.open();
  };
  return (
    <ConfirmButton
      question={`¿Ver el sitio con la versión ${release.version} de ${remote}?`}
      description="Se abre en esta pestaña; solo tú la ves, hasta que salgas de la vista previa."
      confirmText="Abrir vista previa"
      danger={false}
      size="small"
      icon={<EyeOutlined aria-hidden="true" />}
      onConfirm={open}
      aria-label={`Vista previa de ${release.version} de ${remote}`}
    >
      Vista previa
    </ConfirmButton>
  );
}

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
