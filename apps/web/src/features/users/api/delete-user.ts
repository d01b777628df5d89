import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@depot/shared/users/users.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /users/:id → the server's Vietnamese message. */
export async function deleteUser(id: number): Promise<string> {
  const reply = await callApi(usersApi.remove, { params: { id } });
  return reply.message;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfter(queryClient, 'userChanged'),
  });
}
