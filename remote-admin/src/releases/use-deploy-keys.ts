import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createDeployKey, revokeDeployKey } from '@pasteleria/shared/releases';
import type { DeployKey, RemoteName } from '@pasteleria/shared/federation';
import { refusalMessage } from '../data/server-errors';
import { queryKeys } from '../query-keys';
import { deployKeysQuery } from './release-queries';

/** GET /admin/deploy-keys, cached under ['admin', 'deploy-keys']. */
export function useDeployKeys() {
  return useQuery(deployKeysQuery);
}

/** Creates a key for a remote; the list is reloaded. The new key's secret is the mutation's answer. */
export function useCreateDeployKey() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ remote, name, days }: { remote: RemoteName; name: string; days: number }) =>
      createDeployKey(remote, name, days),
    onError: (error) => {
      console.error('Error al crear la clave de publicación:', error);
      void message.error(refusalMessage(error) ?? 'No se pudo crear la clave. Intenta de nuevo.', 6);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deployKeys }),
  });
}

/** Revokes a key (it stops working at once), says how it went, and reloads the list. */
export function useRevokeDeployKey() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (key: DeployKey) => revokeDeployKey(key.id),
    onSuccess: (_, key) => {
      void message.success(`Clave «${key.name}» revocada.`);
    },
    onError: (error, key) => {
      console.error(`Error al revocar la clave «${key.name}»:`, error);
      void message.error(refusalMessage(error) ?? `No se pudo revocar la clave «${key.name}». Intenta de nuevo.`, 6);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.deployKeys }),
  });
}
