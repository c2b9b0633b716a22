import { StopOutlined } from '@ant-design/icons';
import type { DeployKey } from '@pasteleria/shared/federation';
import { ConfirmButton } from '../components/confirm-button';
import { useRevokeDeployKey } from './use-deploy-keys';

/** 'Revocar', after a confirmation: the key stops working at once; focus moves on to the next key. */
export function RevokeKeyButton({ deployKey }: { deployKey: DeployKey }) {
  const revoke = useRevokeDeployKey();
  return (
    <ConfirmButton
      question={`¿Revocar la clave «${deployKey.name}»?`}
      description="Deja de funcionar al instante: quien la use ya no podrá publicar."
      confirmText="Revocar"
      removes="tr[data-row-key]"
      size="small"
      icon={<StopOutlined aria-hidden="true" />}
      onConfirm={() => revoke.mutateAsync(deployKey)}
      loading={revoke.isPending}
      aria-label={`Revocar la clave «${deployKey.name}»`}
    >
      Revocar
    </ConfirmButton>
  );
}
