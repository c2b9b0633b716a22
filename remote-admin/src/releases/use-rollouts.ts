import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { changeRollout, startRollout } from '@pasteleria/shared/releases';
import type { NewRollout, RemoteName, Rollout } from '@pasteleria/shared/federation';
import { refusalMessage } from '../data/server-errors';
import { queryKeys } from '../query-keys';
import { rolloutQuery } from './release-queries';
import { remoteLabel, sharePercent } from './release-words';

/** How often a running rollout is asked for again: the analysis may advance or stop it any minute. */
const ROLLOUT_REFRESH_MS = 10_000;

export type RolloutStep = 'advance' | 'abort' | 'complete';

/**
 * GET /admin/releases/{remote}/rollouts/latest (null: the remote never had one), asked again every
 * ROLLOUT_REFRESH_MS while it runs. Each of its steps, whoever took it, changes what is live and the
 * history: the releases are reloaded then.
 */
export function useRollout(remote: RemoteName) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...rolloutQuery(remote),
    refetchInterval: (q) => (q.state.data?.status === 'running' ? ROLLOUT_REFRESH_MS : false),
  });
  const step = query.data ? `${query.data.id} ${query.data.status} ${query.data.stage}` : null;
  const seen = useRef(step);
  useEffect(() => {
    const before = seen.current;
    seen.current = step;
    if (before !== null && step !== before)
      void queryClient.invalidateQueries({ queryKey: queryKeys.releases, exact: true });
  }, [step, queryClient]);
  return query;
}

/** Keeps the rollout the API answered, and reloads the releases (and it) after success and failure alike. */
function useRolloutAnswer(remote: RemoteName) {
  const queryClient = useQueryClient();
  return {
    keep: (rollout: Rollout) => queryClient.setQueryData(queryKeys.rollout(remote), rollout),
    reload: () => queryClient.invalidateQueries({ queryKey: queryKeys.releases }),
  };
}

/** Starts a rollout of one of the remote's releases; a refusal is the caller's to show (the dialog stays open). */
export function useStartRollout(remote: RemoteName) {
  const { keep, reload } = useRolloutAnswer(remote);
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (rollout: NewRollout) => startRollout(remote, rollout),
    onSuccess: (rollout) => {
      keep(rollout);
      void message.success(
        `Despliegue gradual de ${rollout.release.version} iniciado: ${sharePercent(rollout.share)} de los visitantes.`,
      );
    },
    onError: (error) => console.error(`Error al iniciar el despliegue gradual de ${remote}:`, error),
    onSettled: reload,
  });
}

const STEP_DONE: Record<RolloutStep, (rollout: Rollout, remote: string) => string> = {
  advance: (r) => `El despliegue de ${r.release.version} avanzó: ${sharePercent(r.share)} de los visitantes.`,
  abort: (r, remote) => `Despliegue detenido: ${remote} vuelve a ${r.from?.version ?? 'la versión del sitio'}.`,
  complete: (r, remote) => `${remote} ya usa la versión ${r.release.version} para todos.`,
};
const STEP_FAILED: Record<RolloutStep, string> = {
  advance: 'No se pudo avanzar el despliegue gradual. Intenta de nuevo.',
  abort: 'No se pudo detener el despliegue gradual. Intenta de nuevo.',
  complete: 'No se pudo completar el despliegue gradual. Intenta de nuevo.',
};

/** A person's step of the running rollout ('Avanzar', 'Detener y revertir', 'Completar'); says how it went. */
export function useChangeRollout(remote: RemoteName) {
  const { keep, reload } = useRolloutAnswer(remote);
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (step: RolloutStep) => changeRollout(remote, step),
    onSuccess: (rollout, step) => {
      keep(rollout);
      void message.success(STEP_DONE[step](rollout, remoteLabel(remote)));
    },
    onError: (error, step) => {
      console.error(`Error al cambiar el despliegue gradual de ${remote} (${step}):`, error);
      void message.error(refusalMessage(error) ?? STEP_FAILED[step], 6);
    },
    onSettled: reload,
  });
}
