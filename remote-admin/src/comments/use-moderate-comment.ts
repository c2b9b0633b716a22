import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { approveComment, deleteComment } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';

const ACTIONS = {
  approve: {
    call: approveComment,
    done: 'Comentario aprobado.',
    failed: 'No se pudo aprobar el comentario. Intenta de nuevo.',
  },
  delete: {
    call: deleteComment,
    done: 'Comentario eliminado.',
    failed: 'No se pudo eliminar el comentario. Intenta de nuevo.',
  },
} as const;

/**
 * Approves or deletes one pending comment, tells the admin how it went, and reloads the pending
 * list (which also refreshes the menu badge and the home count). A failure is also logged to the console.
 */
export function useModerateComment(action: keyof typeof ACTIONS) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { call, done, failed } = ACTIONS[action];
  return useMutation({
    mutationFn: (id: number) => call(id),
    onSuccess: () => {
      void message.success(done);
    },
    onError: (error) => {
      console.error(`Error al ${action === 'approve' ? 'aprobar' : 'eliminar'} el comentario:`, error);
      void message.error(failed);
    },
    // Reload after success and failure alike: a failure may mean someone else already moderated it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pendingComments }),
  });
}
