import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { makeReleaseLive } from '@pasteleria/shared/releases';
import type { Release, ReleaseChange } from '@pasteleria/shared/federation';
import { refusalMessage } from '../data/server-errors';
import { queryKeys } from '../query-keys';
import { releasesQuery } from './release-queries';
import { remoteLabel } from './release-words';

/** GET /admin/releases, cached under ['admin', 'releases']. */
export function useReleases() {
  return useQuery(releasesQuery);
}

/** The release that was live before `live`, by the newest change that made it live; null when none is known. */
export function releaseBefore(live: Release, releases: Release[], history: ReleaseChange[]): Release | null {
  const change = history.find((c) => c.remote === live.remote && c.to.id === live.id);
  return releases.find((release) => release.id === change?.from?.id) ?? null;
}

/**
 * Makes a release its remote's live one ('Publicar', 'Revertir'), tells the admin how it went (a
 * refusal in the API's words), and reloads the releases after success and failure alike.
 */
export function useMakeLive() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (release: Release) => makeReleaseLive(release.remote, release.id),
    onSuccess: (_live, release) => {
      void message.success(`${remoteLabel(release.remote)} ya usa la versión ${release.version}.`);
    },
    onError: (error, release) => {
      console.error(`Error al publicar la versión ${release.version} de ${release.remote}:`, error);
      void message.error(
        refusalMessage(error) ?? `No se pudo publicar la versión ${release.version}. Intenta de nuevo.`,
        6,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.releases }),
  });
}
