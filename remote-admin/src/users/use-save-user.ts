import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { createUser, updateUser, useAuthStore, type UserInput } from '@pasteleria/shared';
import { queryKeys } from '../query-keys';
import { readServerFailure } from '../data/server-errors';

/**
 * Creates the user (no `id`) or updates user `id`; on success says so, refreshes the users and
 * goes back to the list. On failure says so in Spanish; the form shows a 422's field errors.
 */
export function useSaveUser(id?: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const creating = id === undefined;
  return useMutation({
    mutationFn: (input: UserInput) => (creating ? createUser(input) : updateUser(id, input)),
    onSuccess: (saved) => {
      // Editing yourself: the header shows the new name, and a lost admin role ends the visit.
      if (saved && saved.id === useAuthStore.getState().user?.id) useAuthStore.setState({ user: saved });
      void message.success(creating ? 'Usuario creado exitosamente.' : 'Usuario actualizado correctamente.');
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
      void navigate('/admin/user');
    },
    onError: (error) => {
      console.error(creating ? 'Error al crear el usuario:' : 'Error al actualizar el usuario:', error);
      const invalid = readServerFailure(error).status === 422;
      void message.error(
        invalid
          ? 'No se pudo guardar el usuario: revisa los campos marcados.'
          : `Error al ${creating ? 'crear' : 'actualizar'} el usuario, revise los datos o la conexión.`,
      );
    },
  });
}
