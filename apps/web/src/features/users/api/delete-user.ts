import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /users/:id → the server's Vietnamese message. */
export async function deleteUser(id: number): Promise<string> {
  const reply = await apiRequest<null>('DELETE', `/users/${id}`);
  return reply.message;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => refreshAfter(queryClient, 'userChanged'),
  });
}
