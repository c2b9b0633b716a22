import { EyeOutlined } from '@ant-design/icons';
import { startPreview } from '@pasteleria/shared/releases';
import type { Release } from '@pasteleria/shared/federation';
import { ConfirmButton } from '../components/confirm-button';
import { goToSite } from './go-to-site';
import { remoteLabel } from './release-words';

/** 'Vista previa', after a confirmation: the site opens in this tab with this release, for this admin alone. */
export function PreviewButton({ release }: { release: Release }) {
  const remote = remoteLabel(release.remote);
  const open = async () => {
    startPreview(release);
    goToSite();
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
