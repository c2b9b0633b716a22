import { QueryClient } from '@tanstack/react-query';

/**
 * The back office's server state, in one place (TanStack Query, remote-admin only: no visitor
 * bytes). Lists are cached per entity under ['admin', name]; every save invalidates its entity.
 * Errors are shown by the screens; a 401 already logs out through the shared client.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
