import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateResource } from '../../../lib/resource-queries';
import { userQueries } from './user-queries';

/** DELETE /users/:id → the server's Vietnamese message. */
export async function deleteUser(id: number): Promise<string> {
  const reply = await apiRequest<null>('DELETE', `/users/${id}`);
  return reply.message;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateResource(queryClient, userQueries),
  });
}
