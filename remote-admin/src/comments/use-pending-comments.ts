import { useQuery } from '@tanstack/react-query';
import { listPendingComments } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';

/** The pending comments, one cache entry shared by the comments screen, the menu badge and the home. */
export function usePendingComments() {
  return useQuery({ queryKey: queryKeys.pendingComments, queryFn: listPendingComments });
}
